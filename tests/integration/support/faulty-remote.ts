import type { SyncRemote } from '../../../src/data/sync/sync-remote';

/** What happens to one call to the server. */
export type Fault =
  /** Goes through. */
  | 'none'
  /** Fails before reaching the server, as a dropped connection does. */
  | 'fail-before'
  /** Reaches the server and is applied there, but the answer is lost. */
  | 'drop-ack'
  /** Sent twice at once (a retry racing the original). */
  | 'duplicate'
  /** The server refuses it for good (the member retries it from the sync page). */
  | 'refuse';

const failure = (code: string) => Object.assign(new Error(`injected ${code}`), { code });

export interface FaultyRemote extends SyncRemote {
  /** Chooses the fault of each call; `() => 'none'` turns faults off. */
  setFaults(choose: () => Fault): void;
  counts: Record<Fault, number>;
}

/** Wraps the real remote so writes and uploads suffer the chosen faults; reads pass through. */
export function withFaults(remote: SyncRemote): FaultyRemote {
  let choose: () => Fault = () => 'none';
  const counts: Record<Fault, number> = {
    none: 0,
    'fail-before': 0,
    'drop-ack': 0,
    duplicate: 0,
    refuse: 0,
  };

  async function faulty<T>(call: () => Promise<T>): Promise<T> {
    const fault = choose();
    counts[fault] += 1;
    switch (fault) {
      case 'fail-before':
        throw failure('unavailable');
      case 'refuse':
        throw failure('permission-denied');
      case 'drop-ack':
        await call();
        throw failure('deadline-exceeded');
      case 'duplicate': {
        // The answer that arrives last describes the server after both (an upload's URL).
        let last: T | undefined;
        await Promise.all([call(), call()].map((p) => p.then((value) => (last = value))));
        return last as T;
      }
      case 'none':
        return call();
    }
  }

  return {
    ...remote,
    applyMutation: (entry, signal) => faulty(() => remote.applyMutation(entry, signal)),
    // A batch suffers one fault as a whole, as a commit of several entries would.
    ...(remote.applyMutations && {
      applyMutations: (entries, signal) => faulty(() => remote.applyMutations!(entries, signal)),
    }),
    uploadImage: (upload, signal) => faulty(() => remote.uploadImage(upload, signal)),
    freeImageSlot: (entry, signal) => faulty(() => remote.freeImageSlot(entry, signal)),
    setFaults(next) {
      choose = next;
    },
    counts,
  };
}
