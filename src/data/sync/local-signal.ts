import { db } from '../local/database';

// Wakes the replayer. In this tab a new entry calls it directly; other tabs (the leader may be
// one of them) see outbox rows come and go, or this meta row change, through Dexie's cross-tab
// change events.

export const REPLAY_REQUEST_KEY = 'replay-request';

const listeners = new Set<() => void>();

export function onLocalWrite(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceLocalWrite(): void {
  listeners.forEach((listener) => listener());
}

/** For changes the outbox's row count does not show (a retry, a resolved conflict). */
export async function requestReplay(): Promise<void> {
  await db.meta.put({ key: REPLAY_REQUEST_KEY, value: Date.now() });
  announceLocalWrite();
}
