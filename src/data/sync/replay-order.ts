import type { OutboxEntry } from '../model/outbox';

// The order of replay: entries of one lane (a document and what counts on it) strictly in the
// order they were made; lanes side by side, oldest first.

const byId = (a: OutboxEntry, b: OutboxEntry) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The entries grouped by lane, each lane in order, lanes by their oldest entry. */
export function replayLanes(entries: readonly OutboxEntry[]): OutboxEntry[][] {
  const lanes = new Map<string, OutboxEntry[]>();
  for (const entry of [...entries].sort(byId)) {
    const lane = lanes.get(entry.lane);
    if (lane) lane.push(entry);
    else lanes.set(entry.lane, [entry]);
  }
  return [...lanes.values()];
}

/**
 * Whether an entry may be sent now. A lane goes no further than an entry that is in conflict or
 * failed (later changes to that document were made on top of it and wait for the member), that
 * waits for a dependency still in the outbox (`outstanding`), or that waits out its backoff.
 */
export type Readiness =
  | { kind: 'ready' }
  | { kind: 'held' }
  | { kind: 'dependency' }
  | { kind: 'backoff'; until: number };

export function readiness(
  entry: OutboxEntry,
  outstanding: ReadonlySet<string>,
  now: number,
): Readiness {
  if (entry.status !== 'pending') return { kind: 'held' };
  if (entry.dependsOn.some((id) => outstanding.has(id))) return { kind: 'dependency' };
  if (entry.nextAttemptAt > now) return { kind: 'backoff', until: entry.nextAttemptAt };
  return { kind: 'ready' };
}
