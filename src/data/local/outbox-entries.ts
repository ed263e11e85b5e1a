import { useSyncExternalStore } from 'react';
import { Dexie } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from './database';
import type { OutboxEntry } from '../model/outbox';
import {
  currentOutboxTally,
  followOutboxTally,
  memberTally,
  type MemberTally,
} from './outbox-tally';

const ofMember = (uid: string) =>
  db.outbox.where('[uid+status]').between([uid, Dexie.minKey], [uid, Dexie.maxKey]);

/** The member's outbox, oldest first (replay order), live across tabs. */
export function useOutboxEntries(uid: string | null): OutboxEntry[] | undefined {
  return useLiveQuery(
    async () => (uid ? (await ofMember(uid).toArray()).sort((a, b) => (a.id < b.id ? -1 : 1)) : []),
    [uid],
  );
}

const subscribe = (changed: () => void) =>
  followOutboxTally(changed, (error: unknown) => console.warn('outbox: cannot count', error));

/** The member's entries waiting and needing attention, from the device's one tally. */
export function useOutboxCounts(uid: string): MemberTally | undefined {
  const tally = useSyncExternalStore(subscribe, currentOutboxTally);
  return tally && memberTally(tally, uid);
}
