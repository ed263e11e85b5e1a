/** The Web Lock the replaying tab holds (for as long as it lives). */
export const SYNC_LOCK_NAME = 'pixel-community-sync';

/** Runs `lead` while this context is the leader; the returned function gives up leadership. */
export type LeaderElection = (lead: () => () => void) => () => void;

/**
 * One tab at a time replays the outbox and runs the collection listeners: the first to ask holds
 * the lock until it closes, and the next waiting tab takes over at once. Without Web Locks (old
 * browsers, Node) this context simply leads.
 */
export const electLeaderWithWebLocks: LeaderElection = (lead) => {
  const released = new AbortController();
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) {
    const stop = lead();
    return () => {
      released.abort();
      stop();
    };
  }
  locks
    .request(SYNC_LOCK_NAME, { signal: released.signal }, async () => {
      const stop = lead();
      await new Promise((resolve) =>
        released.signal.addEventListener('abort', resolve, { once: true }),
      );
      stop();
    })
    .catch((error: unknown) => {
      if (!released.signal.aborted) console.error('sync leadership lost', error);
    });
  return () => released.abort();
};

export const leadAlone: LeaderElection = (lead) => lead();
