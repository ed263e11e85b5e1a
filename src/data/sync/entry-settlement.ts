import { db } from '../local/database';
import type { ApplyOutcome, OutboxEntry } from '../model/outbox';
import { bookmarkPath } from './entry-paths';
import type { Failure } from './failure-classification';
import { localImageIds, localImageRef } from './local-images';
import { dropHeldRow } from './mirror-writes';
import { hasEntriesFor } from './outbox';

// What the device does with the server's answer to a replayed entry. Each function runs in one
// Dexie transaction and first checks that the entry is still there and still the same one: the
// member may have discarded it while it was on its way.

const SETTLE_TABLES = () => [db.outbox, db.posts, db.todos, db.comments, db.bookmarks, db.uploads];

export interface Settled {
  /** The entry is done and gone from the outbox: its lane may go on. */
  acknowledged: boolean;
  /** Paths whose rows should be re-read from the server (the device's guess may be off). */
  refresh: string[];
}

// Acknowledgements per path in this context: a row re-read from the server while one arrived
// may predate it, so the refresh reads it again.
const acknowledged = new Map<string, number>();

export const acknowledgementsOf = (path: string): number => acknowledged.get(path) ?? 0;

function countAcknowledgement(entry: OutboxEntry): void {
  for (const path of new Set([entry.target, entry.lane]))
    acknowledged.set(path, acknowledgementsOf(path) + 1);
}

async function isCurrent(entry: OutboxEntry): Promise<boolean> {
  const current = await db.outbox.get(entry.id);
  return current?.key === entry.key;
}

async function refreshPostRow(postId: string, patch: Record<string, unknown> = {}): Promise<void> {
  const row = await db.posts.get(postId);
  if (row?.kind !== 'post') return;
  await db.posts.put({ ...row, ...patch, pending: await hasEntriesFor(`posts/${postId}`) });
}

/** Drops the blobs of uploads that no waiting post refers to any more. */
async function releaseUploads(markdown: string): Promise<void> {
  const ids = localImageIds(markdown);
  if (ids.length === 0) return;
  const waiting = await db.outbox
    .filter(
      (e) =>
        (e.op === 'post.create' || e.op === 'post.edit') &&
        ids.some((id) => e.payload.content.includes(localImageRef(id))),
    )
    .toArray();
  const stillUsed = new Set(
    waiting.flatMap((e) => ('content' in e.payload ? localImageIds(e.payload.content) : [])),
  );
  await db.uploads.bulkDelete(ids.filter((id) => !stillUsed.has(id)));
}

/**
 * Records the server's answer. `sent` is the entry as it was sent (local image references
 * replaced by their URLs).
 */
export async function settleEntry(
  entry: OutboxEntry,
  sent: OutboxEntry,
  outcome: ApplyOutcome,
): Promise<Settled> {
  if (outcome.kind !== 'conflict') countAcknowledgement(entry);
  return db.transaction('rw', SETTLE_TABLES(), async (): Promise<Settled> => {
    if (!(await isCurrent(entry)))
      return { acknowledged: false, refresh: [entry.target, entry.lane] };
    const now = Date.now();
    if (outcome.kind === 'conflict') {
      await db.outbox.update(entry.id, {
        status: 'conflict',
        attempts: (await db.outbox.get(entry.id))!.attempts + 1,
        conflict: {
          serverVersion: outcome.serverVersion,
          server: outcome.server,
          ...(outcome.serverText !== undefined ? { serverText: outcome.serverText } : {}),
          detectedAt: now,
        },
        lastError: { code: 'conflict', messageKey: 'sync.error.conflict', at: now },
      });
      return { acknowledged: false, refresh: [] };
    }
    await db.outbox.delete(entry.id);
    const gone = outcome.kind === 'gone';
    const version = outcome.kind === 'gone' ? null : outcome.version;
    const dropped = [...new Set([entry.target, entry.lane])].filter((path) =>
      dropHeldRow(path, path === entry.target ? version : null),
    );

    switch (entry.op) {
      case 'todo.create':
      case 'todo.update':
      case 'todo.delete': {
        const row = await db.todos.get(entry.todoId);
        if (!row) break;
        if (gone) {
          await db.todos.delete(entry.todoId);
          break;
        }
        const pending = await hasEntriesFor(entry.target);
        await db.todos.update(entry.todoId, {
          pending,
          ...(!pending && version !== null ? { version } : {}),
        });
        break;
      }
      case 'post.create':
      case 'post.edit': {
        const patch: Record<string, unknown> = {};
        const row = await db.posts.get(entry.postId);
        if (sent.op === entry.op && row?.kind === 'post' && row.content === entry.payload.content) {
          patch.content = sent.payload.content; // local image references become URLs
        }
        if (version !== null && !(await hasEntriesFor(entry.lane))) patch.version = version;
        await refreshPostRow(entry.postId, patch);
        await releaseUploads(entry.payload.content);
        break;
      }
      case 'post.delete':
        break;
      case 'post.pin':
        await refreshPostRow(entry.postId);
        break;
      case 'bookmark.add':
      case 'bookmark.remove': {
        const key: [string, string] = [entry.uid, entry.postId];
        if (gone) await db.bookmarks.delete(key);
        else if (await db.bookmarks.get(key)) {
          await db.bookmarks.update(key, {
            pending: await hasEntriesFor(bookmarkPath(entry.uid, entry.postId)),
          });
        }
        await refreshPostRow(entry.postId);
        break;
      }
      case 'comment.edit': {
        if (gone) await db.comments.delete(entry.commentId);
        else if (await db.comments.get(entry.commentId)) {
          const pending = await hasEntriesFor(entry.target);
          await db.comments.update(entry.commentId, {
            pending,
            ...(!pending && version !== null ? { version } : {}),
          });
        }
        break;
      }
      case 'comment.add':
      case 'comment.delete': {
        if (gone) await db.comments.delete(entry.commentId);
        else if (await db.comments.get(entry.commentId)) {
          await db.comments.update(entry.commentId, { pending: await hasEntriesFor(entry.target) });
        }
        await refreshPostRow(entry.postId);
        break;
      }
      case 'post.like':
      case 'post.unlike':
        await refreshPostRow(entry.postId);
        break;
      case 'image.upload':
        break;
    }
    // The device guessed (a lost acknowledgement, a vanished document): ask the server.
    return {
      acknowledged: true,
      refresh:
        outcome.kind === 'applied' ? dropped : [...new Set([entry.target, entry.lane, ...dropped])],
    };
  });
}

export async function settleUpload(entry: OutboxEntry, downloadURL: string): Promise<boolean> {
  if (entry.op !== 'image.upload') return false;
  countAcknowledgement(entry);
  return db.transaction('rw', db.outbox, db.uploads, async () => {
    if (!(await isCurrent(entry))) return false;
    await db.outbox.delete(entry.id);
    await db.uploads.update(entry.imageId, { downloadURL });
    return true;
  });
}

/**
 * A transient failure waits `delay(attempts)` for its next attempt (returned); a permanent one
 * stops the entry (null).
 */
export async function recordFailure(
  entry: OutboxEntry,
  failure: Failure,
  now: number,
  delay: (attempts: number) => number,
): Promise<number | null> {
  return db.transaction('rw', db.outbox, async () => {
    const current = await db.outbox.get(entry.id);
    if (current?.key !== entry.key) return null;
    const attempts = current.attempts + 1;
    const lastError = { code: failure.code, messageKey: failure.messageKey, at: now };
    if (failure.kind === 'permanent') {
      await db.outbox.update(entry.id, { attempts, lastError, status: 'failed' });
      return null;
    }
    const nextAttemptAt = now + delay(attempts);
    await db.outbox.update(entry.id, { attempts, lastError, nextAttemptAt });
    return nextAttemptAt;
  });
}
