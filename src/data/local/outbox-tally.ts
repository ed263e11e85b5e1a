import { liveQuery, type Subscription } from 'dexie';
import { db } from './database';
import type { OutboxEntry } from '../model/outbox';

// How many writes wait on this device, counted once for everyone who follows it: the header's
// indicator, the app icon's badge, the sync engine (which replays on any change) and the mirror's
// guards (which let rows go once their entries are acknowledged). One live query answers all of
// them, so an outbox write is counted once, not once per reader.

/** One member's entries by what they wait for. */
export interface MemberTally {
  /** Waiting to be sent. */
  pending: number;
  /** Failed or in conflict: waiting for the member. */
  attention: number;
}

export interface OutboxTally {
  /** Every entry on the device, any member's. */
  total: number;
  /** Each member with entries, by uid. */
  members: ReadonlyMap<string, MemberTally>;
}

const NONE: MemberTally = { pending: 0, attention: 0 };

/** `uid`'s entries in `tally` (none when the member has no entry). */
export const memberTally = (tally: OutboxTally, uid: string): MemberTally =>
  tally.members.get(uid) ?? NONE;

/**
 * Counts from the indexes, no entry read: the table's count, whose range is every key (so the
 * query runs again on any write to the outbox, a retry's status or an attempt's time too), then
 * one count per member and status found in the [uid+status] index.
 */
async function countOutbox(): Promise<OutboxTally> {
  const [total, keys] = await Promise.all([
    db.outbox.count(),
    db.outbox.orderBy('[uid+status]').uniqueKeys(),
  ]);
  const pairs = keys as unknown as Array<[string, OutboxEntry['status']]>;
  const counted = await Promise.all(
    pairs.map((pair) => db.outbox.where('[uid+status]').equals(pair).count()),
  );
  const members = new Map<string, MemberTally>();
  pairs.forEach((pair, i) => {
    const [uid, status] = pair;
    const member = members.get(uid) ?? { pending: 0, attention: 0 };
    if (status === 'pending') member.pending += counted[i]!;
    else member.attention += counted[i]!;
    members.set(uid, member);
  });
  return { total, members };
}

interface Follower {
  next: (tally: OutboxTally) => void;
  error?: (error: unknown) => void;
}

const followers = new Set<Follower>();
let subscription: Subscription | null = null;
let latest: OutboxTally | undefined;

/** The latest tally, once the query has answered (for useSyncExternalStore). */
export const currentOutboxTally = (): OutboxTally | undefined => latest;

/**
 * Calls `next` with the tally now (when known) and after every write to the outbox, from this tab
 * or another, until the returned function is called. The query runs while anyone follows it.
 */
export function followOutboxTally(next: Follower['next'], error?: Follower['error']): () => void {
  const follower: Follower = { next, error };
  followers.add(follower);
  if (!subscription) {
    subscription = liveQuery(countOutbox).subscribe({
      next: (tally) => {
        latest = tally;
        // One follower's failure is its own: the others are still told.
        for (const each of [...followers]) {
          try {
            each.next(tally);
          } catch (error) {
            console.error('outbox tally: a follower failed', error);
          }
        }
      },
      error: (failure: unknown) => {
        // The query has ended: the next follower starts it again.
        subscription = null;
        latest = undefined;
        const told = [...followers];
        followers.clear();
        for (const each of told) each.error?.(failure);
      },
    });
  } else if (latest) {
    next(latest);
  }
  return () => {
    if (!followers.delete(follower) || followers.size > 0) return;
    subscription?.unsubscribe();
    subscription = null;
    latest = undefined;
  };
}
