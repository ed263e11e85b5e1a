import type { OutboxEntry } from '../model/outbox';

export interface ReplayPlan {
  /** Entries that may be sent now: at most one per lane, oldest first. */
  ready: OutboxEntry[];
  /** When the earliest entry held back by its backoff becomes due (null: none is). */
  wakeAt: number | null;
}

/**
 * Chooses what to replay. Only the oldest entry of each lane may go, and only when it is pending,
 * due, its dependencies are acknowledged (gone from the outbox) and its lane is not busy. A lane
 * whose oldest entry is in conflict or failed waits for the member: later changes to that
 * document were made on top of it.
 *
 * @param entries one member's entries, in any order and of any status
 * @param busyLanes lanes with an entry in flight
 */
export function planReplay(
  entries: readonly OutboxEntry[],
  now: number,
  busyLanes: ReadonlySet<string> = new Set(),
): ReplayPlan {
  const sorted = [...entries].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const waiting = new Set(sorted.map((entry) => entry.id));
  const heads = new Map<string, OutboxEntry>();
  for (const entry of sorted) if (!heads.has(entry.lane)) heads.set(entry.lane, entry);

  const ready: OutboxEntry[] = [];
  let wakeAt: number | null = null;
  for (const [lane, head] of heads) {
    if (busyLanes.has(lane) || head.status !== 'pending') continue;
    if (head.dependsOn.some((id) => waiting.has(id))) continue;
    if (head.nextAttemptAt > now) {
      wakeAt = wakeAt === null ? head.nextAttemptAt : Math.min(wakeAt, head.nextAttemptAt);
      continue;
    }
    ready.push(head);
  }
  ready.sort((a, b) => (a.id < b.id ? -1 : 1));
  return { ready, wakeAt };
}
