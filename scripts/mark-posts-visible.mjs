#!/usr/bin/env node
// Gives every post written before moderation `hidden: false`, which the board's, search's and
// member pages' queries ask for (docs/moderation.md): without it, such a post lists nowhere.
// Safe to run again (it writes only posts that lack the field) and while the app runs.
//
// Usage: node scripts/mark-posts-visible.mjs                  the running emulators (FIRESTORE_PORT)
//        FIRESTORE_TOKEN=... node scripts/mark-posts-visible.mjs --project <id>
//   FIRESTORE_TOKEN: an operator's OAuth token (`gcloud auth print-access-token`), which the
//   security rules do not apply to.
import { parseArgs } from 'node:util';
import { runMain } from './lib/cli.mjs';
import { HOST, PROJECT_ID, UsageError, resolvePorts } from './lib/config.mjs';

const PAGE = 300;
const COMMIT_LIMIT = 500;

await runMain(async () => {
  const { values } = parseArgs({ options: { project: { type: 'string' } } });
  const project = values.project ?? PROJECT_ID;
  const token = values.project ? process.env.FIRESTORE_TOKEN : 'owner';
  if (!token) throw new UsageError('Set FIRESTORE_TOKEN to an operator token for --project.');
  const origin = values.project
    ? 'https://firestore.googleapis.com'
    : `http://${HOST}:${resolvePorts().firestore}`;
  const root = `projects/${project}/databases/(default)/documents`;
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };

  const call = async (url, init = {}) => {
    const response = await fetch(url, { ...init, headers });
    if (!response.ok)
      throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
    return response.json();
  };

  // Every post's name and its `hidden` alone, a page at a time.
  const lacking = [];
  let pageToken = '';
  let seen = 0;
  do {
    const url =
      `${origin}/v1/${root}/posts?pageSize=${PAGE}&mask.fieldPaths=hidden` +
      (pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : '');
    const page = await call(url);
    for (const document of page.documents ?? []) {
      seen += 1;
      if (!document.fields || !('hidden' in document.fields)) lacking.push(document.name);
    }
    pageToken = page.nextPageToken ?? '';
  } while (pageToken);

  // Only that field, and only on posts still there (one deleted meanwhile stays deleted).
  for (let start = 0; start < lacking.length; start += COMMIT_LIMIT) {
    const writes = lacking.slice(start, start + COMMIT_LIMIT).map((name) => ({
      update: { name, fields: { hidden: { booleanValue: false } } },
      updateMask: { fieldPaths: ['hidden'] },
      currentDocument: { exists: true },
    }));
    await call(`${origin}/v1/${root}:commit`, { method: 'POST', body: JSON.stringify({ writes }) });
  }
  console.log(`${seen} posts read; ${lacking.length} given hidden: false.`);
});
