import { db } from '../local/database';
import type { EntryMeta, Mutation, OutboxEntry } from '../model/outbox';
import { entryLane, entryTarget, opOf } from './ops';
import { newIdempotencyKey, nextEntryId } from './ids';

export interface EntryOptions {
  summary: string;
  baseVersion?: number | null;
  dependsOn?: string[];
}

/**
 * Makes a change on the device: appends its entry to the outbox and applies it to the rows (its
 * operation's applyLocal, in ops/). Call it inside the command's Dexie transaction (which must
 * include `db.outbox` and the rows' tables), so the change and its entry are stored together or
 * not at all.
 */
export async function enqueue(
  uid: string,
  mutation: Mutation,
  { summary, baseVersion = null, dependsOn = [] }: EntryOptions,
): Promise<OutboxEntry> {
  const now = Date.now();
  const previous = await db.outbox.orderBy(':id').lastKey();
  const meta: EntryMeta = {
    id: nextEntryId(now, typeof previous === 'string' ? previous : undefined),
    key: newIdempotencyKey(),
    uid,
    target: entryTarget(mutation, uid),
    lane: entryLane(mutation, uid),
    baseVersion,
    dependsOn,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    conflict: null,
    createdAt: now,
    summary: summary.slice(0, 120),
  };
  const entry: OutboxEntry = { ...meta, ...mutation };
  await db.outbox.add(entry);
  await opOf(entry).applyLocal(entry);
  return entry;
}

/** True while any entry still writes `path` or orders on it: the row is the device's to keep. */
export async function hasEntriesFor(path: string): Promise<boolean> {
  return (
    (await db.outbox.where('target').equals(path).count()) > 0 ||
    (await db.outbox.where('lane').equals(path).count()) > 0
  );
}

/** Every path some entry writes or orders on (see hasEntriesFor), read in one go. */
export async function pathsWithEntries(): Promise<Set<string>> {
  const [targets, lanes] = await Promise.all([
    db.outbox.orderBy('target').uniqueKeys(),
    db.outbox.orderBy('lane').uniqueKeys(),
  ]);
  return new Set([...targets, ...lanes].map(String));
}
