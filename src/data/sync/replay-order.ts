import type { Operation, OutboxEntry } from '../model/outbox';

// The order of replay: entries of one lane (a document and what counts on it) strictly in the
// order they were made; lanes side by side, oldest first. And a member's creations that lists
// show by the server's time (posts on the board, bookmarks on My page, both newest first by
// `createdAt`, the commit's time) reach the server one after another, in the order made.

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
 * Creations whose server time orders them where members see them: a member's posts (the board)
 * and bookmarks (My page). Comments need no more than their post's lane; to-dos carry their own
 * `order`; other writes change documents that already have their place. (A post's create also
 * names the one before it in `dependsOn`, from the command: that one holds it even when the
 * member must act on it, so a post never overtakes an earlier one.)
 */
export const ORDERED_CREATIONS: ReadonlySet<Operation> = new Set(['post.create', 'bookmark.add']);

/**
 * For each ordered creation, the creation of the same member and kind made before it that it
 * waits for: the server's time then follows the order they were made (different lanes would
 * otherwise go side by side). One that cannot go until the member acts (failed, in conflict,
 * behind such an entry in its lane or waiting for such a dependency) is passed over, so a
 * creation the member must fix does not hold back the ones after it.
 */
export function creationOrder(entries: readonly OutboxEntry[]): Map<string, string> {
  const stopped = new Set<string>();
  for (const lane of replayLanes(entries)) {
    let held = false;
    for (const entry of lane) {
      held ||= entry.status !== 'pending';
      if (held) stopped.add(entry.id);
    }
  }
  const waits = new Map<string, string>();
  const last = new Map<string, string>();
  for (const entry of [...entries].sort(byId)) {
    if (!ORDERED_CREATIONS.has(entry.op)) continue;
    if (stopped.has(entry.id) || entry.dependsOn.some((id) => stopped.has(id))) continue;
    const chain = `${entry.uid} ${entry.op}`;
    const previous = last.get(chain);
    if (previous) waits.set(entry.id, previous);
    last.set(chain, entry.id);
  }
  return waits;
}

/**
 * Whether an entry may be sent now. A lane goes no further than an entry that is in conflict or
 * failed (later changes to that document were made on top of it and wait for the member), that
 * waits for a dependency still in the outbox (`outstanding`) or for the creation made before it
 * (`creations`, see creationOrder), or that waits out its backoff.
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
  creations: ReadonlyMap<string, string> = new Map(),
): Readiness {
  if (entry.status !== 'pending') return { kind: 'held' };
  const previous = creations.get(entry.id);
  if (entry.dependsOn.some((id) => outstanding.has(id)) || (previous && outstanding.has(previous)))
    return { kind: 'dependency' };
  if (entry.nextAttemptAt > now) return { kind: 'backoff', until: entry.nextAttemptAt };
  return { kind: 'ready' };
}
