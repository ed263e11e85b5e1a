#!/usr/bin/env node
// `npm run reindex`: brings every post's search tokens to the app's tokenizer
// (src/data/search/search-tokens.mjs: a post without `searchTokens`, with an older
// `searchVersion`, or with tokens not its text's), as the server's trigger does for each post
// written (functions/src/reindex-post.ts). Admin SDK, pages of BATCH posts, one batch of writes
// per page, each write only if the post is as read.
//
// Where: the local emulators by default (FIRESTORE_EMULATOR_HOST, else FIRESTORE_PORT's), or a
// project: `npm run reindex -- --project <id>` with GOOGLE_APPLICATION_CREDENTIALS (or gcloud's
// application-default credentials).
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { initializeApp } from 'firebase-admin/app';
import { FieldPath, getFirestore } from 'firebase-admin/firestore';
import { runMain, seconds } from './lib/cli.mjs';
import { HOST, PROJECT_ID, resolvePorts } from './lib/config.mjs';
import { searchTokensUpdate } from '../src/data/search/search-tokens.mjs';

/** Posts read, and writes committed, at once (a batch holds at most 500). */
const BATCH = 400;
/** gRPC's FAILED_PRECONDITION: a post changed since it was read. */
const FAILED_PRECONDITION = 9;
const FIELDS = ['title', 'tags', 'content', 'searchTokens', 'searchVersion'];

await runMain(async () => {
  const { values } = parseArgs({ options: { project: { type: 'string' } } });
  const projectId = values.project ?? (process.env.FIRESTORE_EMULATOR_HOST ? PROJECT_ID : null);
  if (!values.project && !process.env.FIRESTORE_EMULATOR_HOST) {
    process.env.FIRESTORE_EMULATOR_HOST = `${HOST}:${resolvePorts().firestore}`;
  }
  const db = getFirestore(initializeApp({ projectId: projectId ?? PROJECT_ID }));
  const where = values.project
    ? `project ${values.project}`
    : `the emulator at ${process.env.FIRESTORE_EMULATOR_HOST}`;
  const posts = db.collection('posts');
  const total = (await posts.count().get()).data().count;
  console.log(`Re-indexing ${total} posts in ${where} ...`);

  const bar = process.stdout.isTTY
    ? new cliProgress.SingleBar(
        { format: '  {bar} {value}/{total} posts | {written} written | {eta_formatted} left' },
        cliProgress.Presets.shades_classic,
      )
    : null;
  bar?.start(total, 0, { written: 0 });
  const started = Date.now();
  const tally = { read: 0, written: 0, changed: 0 };
  let after = null;
  for (;;) {
    let page = posts
      .orderBy(FieldPath.documentId())
      .select(...FIELDS)
      .limit(BATCH);
    if (after) page = page.startAfter(after);
    const { docs } = await page.get();
    if (docs.length === 0) break;
    const updates = docs.flatMap((doc) => {
      const update = searchTokensUpdate(doc.data());
      return update ? [{ doc, update }] : [];
    });
    await writePage(db, updates, tally);
    tally.read += docs.length;
    after = docs.at(-1).id;
    bar?.update(tally.read, { written: tally.written });
  }
  bar?.stop();
  const ms = Date.now() - started;
  const rate = Math.round(tally.read / Math.max(ms / 1000, 0.001));
  console.log(
    `Re-indexed ${tally.written} of ${tally.read} posts in ${seconds(ms)} (${rate} posts/s)` +
      (tally.changed ? `; ${tally.changed} changed meanwhile: run it again for those.` : '.'),
  );
  return 0;
});

/** One batch for the page's writes; if a post changed since read, each write on its own. */
async function writePage(db, updates, tally) {
  if (updates.length === 0) return;
  const batch = db.batch();
  for (const { doc, update } of updates)
    batch.update(doc.ref, update, { lastUpdateTime: doc.updateTime });
  try {
    await batch.commit();
    tally.written += updates.length;
    return;
  } catch (error) {
    if (error.code !== FAILED_PRECONDITION) throw error;
  }
  for (const { doc, update } of updates) {
    try {
      await doc.ref.update(update, { lastUpdateTime: doc.updateTime });
      tally.written += 1;
    } catch (error) {
      if (error.code !== FAILED_PRECONDITION) throw error;
      tally.changed += 1;
    }
  }
}
