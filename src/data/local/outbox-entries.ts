import { Dexie } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from './database';
import type { OutboxEntry } from '../model/outbox';

const ofMember = (uid: string) =>
  db.outbox.where('[uid+status]').between([uid, Dexie.minKey], [uid, Dexie.maxKey]);

/** The member's outbox, oldest first (replay order), live across tabs. */
export function useOutboxEntries(uid: string | null): OutboxEntry[] | undefined {
  return useLiveQuery(
    async () => (uid ? (await ofMember(uid).toArray()).sort((a, b) => (a.id < b.id ? -1 : 1)) : []),
    [uid],
  );
}

export interface OutboxCounts {
  pending: number;
  /** Failed or in conflict: waiting for the member. */
  attention: number;
}

/** Counts read from the index alone (no entry bodies), cheap enough for the header. */
export function useOutboxCounts(uid: string): OutboxCounts | undefined {
  return useLiveQuery(async () => {
    const counts: OutboxCounts = { pending: 0, attention: 0 };
    const keys = (await ofMember(uid).keys()) as unknown as Array<[string, OutboxEntry['status']]>;
    for (const [, status] of keys) {
      if (status === 'pending') counts.pending += 1;
      else counts.attention += 1;
    }
    return counts;
  }, [uid]);
}
