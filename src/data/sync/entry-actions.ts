import { Dexie } from 'dexie';
import { db } from '../local/database';
import type { OutboxEntry } from '../model/outbox';
import { requestReplay } from './local-signal';
import { opOf, undoOnDevice } from './ops';
import { recomputePending } from './row-pending';
import { markStale } from './stale-rows';

// The sync page's actions on one entry: try it again now, or give it up.

export async function retryEntry(entryId: string): Promise<void> {
  await db.outbox.update(entryId, {
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    wait: null,
  });
  await requestReplay();
}

/**
 * The entries that go with `entry` when it is discarded: what was made on top of a create that
 * will now never exist (the rest of its lane) and whatever waits for it (a post for its upload).
 */
export function entriesToDiscard(entry: OutboxEntry, all: readonly OutboxEntry[]): OutboxEntry[] {
  const sorted = [...all].sort((a, b) => (a.id < b.id ? -1 : 1));
  const doomed = new Map([[entry.id, entry]]);
  const { createsDocument = false } = opOf(entry);
  for (const other of sorted) {
    if (other.id <= entry.id && other.id !== entry.id) continue;
    if (createsDocument && other.lane === entry.lane) doomed.set(other.id, other);
    else if (other.dependsOn.some((id) => doomed.has(id))) doomed.set(other.id, other);
  }
  return [...doomed.values()];
}

/** Gives up an entry (and what depends on it): its change never reaches the server. */
export async function discardEntry(entryId: string): Promise<void> {
  const tables = [
    db.outbox,
    db.posts,
    db.todos,
    db.comments,
    db.bookmarks,
    db.mutes,
    db.notifications,
    db.reports,
    db.uploads,
    db.meta,
  ];
  await db.transaction('rw', tables, async () => {
    const entry = await db.outbox.get(entryId);
    if (!entry) return;
    const all = await db.outbox
      .where('[uid+status]')
      .between([entry.uid, Dexie.minKey], [entry.uid, Dexie.maxKey])
      .toArray();
    const doomed = entriesToDiscard(entry, all);
    await db.outbox.bulkDelete(doomed.map((e) => e.id));
    const stale = new Set<string>();
    for (const gone of doomed) (await undoOnDevice(gone)).forEach((path) => stale.add(path));
    // Rows still there keep their pending flag only while other entries remain for them.
    for (const path of stale) await recomputePending(path);
    await markStale([...stale]);
  });
  await requestReplay();
}
