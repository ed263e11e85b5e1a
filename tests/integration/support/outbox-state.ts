import type { OutboxEntry } from '../../../src/data/model/outbox';
import { readiness, replayLanes } from '../../../src/data/sync/replay-order';

/** How many lanes the replayer would send now: their head is ready (the replayer's own rules). */
export function readyLanes(entries: readonly OutboxEntry[], now: number): number {
  const outstanding = new Set(entries.map((entry) => entry.id));
  return replayLanes(entries).filter(
    ([head]) => head && readiness(head, outstanding, now).kind === 'ready',
  ).length;
}
