import { db } from '../local/database';
import type { OutboxEntry } from '../model/outbox';
import type { PostContent } from '../model/post';
import { cleanPostContent } from './commands/post-validation';
import { postPath } from './entry-paths';
import { newDocId, newIdempotencyKey } from './ids';
import { requestReplay } from './local-signal';
import { hasEntriesFor } from './outbox';
import { markStale } from './stale-rows';

// A post edit (or delete) met a newer version on the server. The member chooses:
// - mine: send the device's version again, now on top of the server's;
// - theirs: drop the device's edits to this post and take the server's version;
// - merge: send a version the member put together from both.
// Likes, comments and bookmarks queued for the same post are not edits and stay queued. A post
// deleted on the server comes back, if the member keeps theirs, as a new post with a new id.

export type ConflictChoice =
  { kind: 'mine' } | { kind: 'theirs' } | { kind: 'merge'; content: PostContent };

const isVersioned = (entry: OutboxEntry) => entry.op === 'post.edit' || entry.op === 'post.delete';

const restart = {
  status: 'pending',
  attempts: 0,
  nextAttemptAt: 0,
  lastError: null,
  conflict: null,
} as const;

/**
 * A comment edit that met a newer version (or the comment's deletion) on the server. Mine sends
 * the device's text again on top of the server's version; theirs (or a comment gone from the
 * server) drops the device's edits of it and takes the server's text.
 */
async function resolveCommentConflict(entry: OutboxEntry, choice: ConflictChoice): Promise<void> {
  if (entry.op !== 'comment.edit' || !entry.conflict) return;
  const { serverVersion, serverText } = entry.conflict;
  const row = await db.comments.get(entry.commentId);
  if (choice.kind === 'theirs' || serverVersion === null) {
    const edits = await db.outbox.where('target').equals(entry.target).toArray();
    await db.outbox.bulkDelete(edits.filter((e) => e.op === 'comment.edit').map((e) => e.id));
    if (serverVersion === null) await db.comments.delete(entry.commentId);
    else if (row) {
      await db.comments.put({
        ...row,
        text: serverText ?? row.text,
        edited: true,
        version: serverVersion,
        pending: await hasEntriesFor(entry.target),
      });
    }
    await markStale([entry.target]);
    return;
  }
  const text = row?.text ?? entry.payload.text;
  const later = (await db.outbox.where('target').equals(entry.target).toArray()).filter(
    (e) => e.id > entry.id && e.op === 'comment.edit',
  );
  await db.outbox.bulkDelete(later.map((e) => e.id));
  await db.outbox.put({
    ...entry,
    ...restart,
    key: newIdempotencyKey(),
    payload: { text },
    baseVersion: serverVersion,
  });
  if (row) await db.comments.put({ ...row, text, version: serverVersion + 1, pending: true });
}

export async function resolveConflict(entryId: string, choice: ConflictChoice): Promise<void> {
  const found = await db.outbox.get(entryId);
  if (found?.op === 'comment.edit' && found.status === 'conflict') {
    await db.transaction('rw', db.outbox, db.comments, db.meta, async () => {
      const entry = await db.outbox.get(entryId);
      if (entry?.key === found.key && entry.status === 'conflict')
        await resolveCommentConflict(entry, choice);
    });
    await requestReplay();
    return;
  }
  await db.transaction('rw', db.outbox, db.posts, db.meta, async () => {
    const entry = await db.outbox.get(entryId);
    if (entry?.status !== 'conflict' || !entry.conflict || !isVersioned(entry)) return;
    if (entry.op !== 'post.edit' && entry.op !== 'post.delete') return;
    const { serverVersion, server } = entry.conflict;
    const lane = (await db.outbox.where('lane').equals(entry.lane).sortBy('id')).filter(
      (e) => e.id >= entry.id,
    );
    const later = lane.filter((e) => e.id !== entry.id);
    const row = (await db.posts.get(entry.postId)) ?? null;
    const laterDelete = later.find((e) => e.op === 'post.delete');

    // Taking theirs, or "mine" when mine is gone on both sides: the device's edits go.
    const serverGoneAndMineToo =
      serverVersion === null && (entry.op === 'post.delete' || laterDelete);
    if (choice.kind === 'theirs' || serverGoneAndMineToo) {
      await db.outbox.bulkDelete(lane.filter(isVersioned).map((e) => e.id));
      if (server === null) await db.posts.delete(entry.postId);
      else if (row) {
        await db.posts.put({
          ...row,
          ...server,
          version: serverVersion ?? row.version,
          pending: await hasEntriesFor(entry.lane),
        });
      }
      await markStale([entry.lane]);
      return;
    }

    if (entry.op === 'post.delete') {
      // Mine: delete it anyway, now that the member has seen the newer version.
      await db.outbox.put({
        ...entry,
        ...restart,
        key: newIdempotencyKey(),
        baseVersion: serverVersion,
      });
      return;
    }

    // Mine or merge of an edit: one edit carrying the chosen content replaces the device's edits.
    const content: PostContent =
      choice.kind === 'merge'
        ? cleanPostContent(choice.content)
        : row
          ? { title: row.title, category: row.category, tags: row.tags, content: row.content }
          : entry.payload;
    await db.outbox.bulkDelete(later.filter((e) => e.op === 'post.edit').map((e) => e.id));
    const meta = { ...entry, ...restart, key: newIdempotencyKey() };
    let version: number;
    if (serverVersion === null) {
      // The server deleted it, and a deleted post's id is never used again (firestore.rules):
      // mine comes back as a new post, under a new id, in its own lane.
      const author = row?.author ?? { displayName: '', photoURL: '' };
      const postId = newDocId();
      const revived: OutboxEntry = {
        ...meta,
        op: 'post.create',
        postId,
        target: postPath(postId),
        lane: postPath(postId),
        // It mentions whom the post did (and tells them of the new post).
        payload: { ...content, author, ...(row?.mentions ? { mentions: row.mentions } : {}) },
        baseVersion: null,
      };
      await db.outbox.put(revived);
      if (row) {
        await db.posts.delete(row.id);
        await db.posts.put({ ...row, ...content, id: postId, version: 1, pending: true });
      }
      await markStale([entry.lane]);
      return;
    } else {
      await db.outbox.put({ ...meta, payload: content, baseVersion: serverVersion });
      version = serverVersion + 1;
    }
    if (laterDelete) await db.outbox.update(laterDelete.id, { baseVersion: version });
    if (row) await db.posts.put({ ...row, ...content, version, pending: true });
  });
  await requestReplay();
}
