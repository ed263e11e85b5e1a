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

/**
 * Counts from the [uid+status] index (Dexie counts, no entry nor key read one by one), cheap
 * enough for the header on each write.
 */
export function useOutboxCounts(uid: string): OutboxCounts | undefined {
  return useLiveQuery(async () => {
    const [pending, all] = await Promise.all([
      db.outbox.where('[uid+status]').equals([uid, 'pending']).count(),
      ofMember(uid).count(),
    ]);
    return { pending, attention: all - pending };
  }, [uid]);
}
