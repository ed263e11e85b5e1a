import { Dexie } from 'dexie';
import { db } from '../local/database';
import type { OutboxEntry } from '../model/outbox';
import { SYNC_LOCK_NAME } from './leader-election';
import { createReplayer } from './replayer';
import { markStale } from './stale-rows';
import type { SyncRemote } from './sync-remote';

// The service worker's replay (sw/replay.ts): when Background Sync fires and no tab holds the
// sync lock, the worker takes it and replays the member's outbox itself, with the same replayer,
// the same Dexie database and the same lock as the tabs, so a worker and a tab never replay at
// once. A tab opened meanwhile waits for the lock and leads once the worker lets go. Entries that
// need the member (a conflict, a permanent failure) stop where they are, for the app's sync page.

export type WorkerReplayResult =
  /** A tab holds the lock: it replays (the worker wakes it). */
  | { kind: 'busy' }
  | {
      kind: 'replayed';
      /** Entries acknowledged in this run. */
      sent: number;
      /** The member's entries still waiting to be sent (retried later). */
      waiting: number;
      /** Entries that came to need the member in this run (a conflict or a permanent failure). */
      needMember: number;
    };

export interface WorkerReplayOptions {
  remote: SyncRemote;
  /** The member signed in on this device (the worker's Auth session). */
  uid: string;
  locks: LockManager | undefined;
  isOnline?: () => boolean;
}

const needsMember = (entry: OutboxEntry) =>
  entry.status === 'conflict' || entry.status === 'failed';

function entriesOf(uid: string): Promise<OutboxEntry[]> {
  return db.outbox
    .where('[uid+status]')
    .between([uid, Dexie.minKey], [uid, Dexie.maxKey])
    .toArray();
}

/** What changed in the member's outbox between two readings of it. */
export function compareOutbox(
  before: readonly OutboxEntry[],
  after: readonly OutboxEntry[],
): { sent: number; waiting: number; needMember: number } {
  const stillThere = new Set(after.map((entry) => entry.id));
  const neededBefore = new Set(before.filter(needsMember).map((entry) => entry.id));
  return {
    sent: before.filter((entry) => !stillThere.has(entry.id)).length,
    waiting: after.filter((entry) => entry.status === 'pending').length,
    needMember: after.filter((entry) => needsMember(entry) && !neededBefore.has(entry.id)).length,
  };
}

/** Replays the member's outbox once, holding the sync lock; `busy` if a tab holds it. */
export async function replayInWorker(options: WorkerReplayOptions): Promise<WorkerReplayResult> {
  const { remote, uid, locks, isOnline = () => true } = options;
  const run = async (): Promise<WorkerReplayResult> => {
    const before = await entriesOf(uid);
    if (before.length === 0) return { kind: 'replayed', sent: 0, waiting: 0, needMember: 0 };
    const replayer = createReplayer({
      remote,
      currentUid: () => uid,
      isOnline,
      // Rows the device may hold wrong: the app re-reads them when it next leads.
      onRefresh: (paths) => void markStale(paths),
    });
    replayer.kick();
    await replayer.idle();
    await replayer.stop();
    return { kind: 'replayed', ...compareOutbox(before, await entriesOf(uid)) };
  };
  // Without Web Locks the worker cannot know whether a tab replays: it leaves it to the tabs.
  if (!locks) return { kind: 'busy' };
  return locks.request(SYNC_LOCK_NAME, { ifAvailable: true }, (lock) =>
    lock ? run() : { kind: 'busy' as const },
  );
}
