import { db } from '../local/database';
import type { ApplyOutcome, OutboxEntry } from '../model/outbox';
import { rememberBudget, scheduleBudgetWaits } from './budget-copy';
import type { Failure } from './failure-classification';
import { dropHeldRow, forgetRemovedHere, noteRemovedHere } from './mirror-writes';
import { REMOVING_OPS, settleOnDevice } from './ops';

// What the device does with the server's answer to a replayed entry. Each function runs in one
// Dexie transaction and first checks that the entry is still there and still the same one: the
// member may have discarded it while it was on its way.

const SETTLE_TABLES = () => [
  db.outbox,
  db.posts,
  db.todos,
  db.comments,
  db.bookmarks,
  db.mutes,
  db.notifications,
  db.reports,
  db.uploads,
  db.meta,
];

export interface Settled {
  /** The entry is done and gone from the outbox: its lane may go on. */
  acknowledged: boolean;
  /** Paths whose rows should be re-read from the server (the device's guess may be off). */
  refresh: string[];
}

// Acknowledgements per path in this context: a row re-read from the server while one arrived
// may predate it, so the refresh reads it again.
const acknowledged = new Map<string, number>();

export const acknowledgementsOf = (path: string): number => acknowledged.get(path) ?? 0;

function countAcknowledgement(entry: OutboxEntry): void {
  for (const path of new Set([entry.target, entry.lane]))
    acknowledged.set(path, acknowledgementsOf(path) + 1);
}

async function isCurrent(entry: OutboxEntry): Promise<boolean> {
  const current = await db.outbox.get(entry.id);
  return current?.key === entry.key;
}

/**
 * Records the server's answer: a conflict stops the entry; any other answer deletes it and lets
 * its operation record the acknowledgement on the device (ops/). `sent` is the entry as it was
 * sent (local image references replaced by their URLs); `extra` carries an upload's URL.
 */
export async function settleEntry(
  entry: OutboxEntry,
  sent: OutboxEntry,
  outcome: Exclude<ApplyOutcome, { kind: 'wait' }>,
  extra: { downloadURL?: string } = {},
): Promise<Settled> {
  if (outcome.kind !== 'conflict') countAcknowledgement(entry);
  // An async scope function: Dexie keeps the transaction for its native awaits (a plain
  // function returning settleHere's promise lets the transaction end early).
  return db.transaction('rw', SETTLE_TABLES(), async () => settleHere(entry, sent, outcome, extra));
}

/** An answer to settle (see settleEntry). */
export interface Answer {
  entry: OutboxEntry;
  sent: OutboxEntry;
  outcome: Exclude<ApplyOutcome, { kind: 'wait' }>;
}

/**
 * Records a batch's answers in one Dexie transaction, each as settleEntry would (one round trip
 * to IndexedDB for the batch, not one per entry); their results in their order. When any of
 * them throws, the transaction records none of them: the caller settles each on its own.
 */
export async function settleEntries(answers: readonly Answer[]): Promise<Settled[]> {
  for (const { entry, outcome } of answers)
    if (outcome.kind !== 'conflict') countAcknowledgement(entry);
  return db.transaction('rw', SETTLE_TABLES(), async () => {
    const results: Settled[] = [];
    for (const { entry, sent, outcome } of answers)
      results.push(await settleHere(entry, sent, outcome, {}));
    return results;
  });
}

/** settleEntry's work, inside a transaction over SETTLE_TABLES. */
async function settleHere(
  entry: OutboxEntry,
  sent: OutboxEntry,
  outcome: Exclude<ApplyOutcome, { kind: 'wait' }>,
  extra: { downloadURL?: string },
): Promise<Settled> {
  if (!(await isCurrent(entry)))
    return { acknowledged: false, refresh: [entry.target, entry.lane] };
  const now = Date.now();
  if (outcome.kind === 'conflict') {
    await db.outbox.update(entry.id, {
      status: 'conflict',
      attempts: (await db.outbox.get(entry.id))!.attempts + 1,
      conflict: {
        serverVersion: outcome.serverVersion,
        server: outcome.server,
        ...(outcome.serverText !== undefined ? { serverText: outcome.serverText } : {}),
        detectedAt: now,
      },
      lastError: { code: 'conflict', messageKey: 'sync.error.conflict', at: now },
    });
    return { acknowledged: false, refresh: [] };
  }
  await db.outbox.delete(entry.id);
  // A listener's snapshot from before this delete must not bring the row back.
  if (REMOVING_OPS.has(entry.op)) noteRemovedHere(entry.target);
  else forgetRemovedHere(entry.target);
  const gone = outcome.kind === 'gone';
  const version = outcome.kind === 'gone' ? null : outcome.version;
  // Server snapshots held behind this entry: dropped when they may be older than what was just
  // acknowledged, and re-read instead (see mirror-writes.ts).
  const dropped = [...new Set([entry.target, entry.lane])].filter((path) =>
    dropHeldRow(path, path === entry.target ? version : null),
  );
  await settleOnDevice(entry, { sent, gone, version, ...extra });
  if (outcome.kind === 'applied' && outcome.spent)
    await rememberBudget(entry.uid, outcome.spent, now);
  // The device guessed (a lost acknowledgement, a vanished document): ask the server.
  return {
    acknowledged: true,
    refresh:
      outcome.kind === 'applied' ? dropped : [...new Set([entry.target, entry.lane, ...dropped])],
  };
}

/**
 * The member's write budget had no room for the entry: it stays pending, not failed, its attempts
 * untouched, and goes when its window allows it; the member's other entries of that budget get
 * their times too (scheduleBudgetWaits). Returns the entry's next attempt time (null: the entry
 * is gone or another one now).
 */
export async function recordWait(
  entry: OutboxEntry,
  outcome: Extract<ApplyOutcome, { kind: 'wait' }>,
  now: number,
): Promise<number | null> {
  return db.transaction('rw', db.outbox, db.meta, async () => {
    if (!(await isCurrent(entry))) return null;
    await rememberBudget(entry.uid, outcome.seen, now);
    await db.outbox.update(entry.id, { lastError: null });
    await scheduleBudgetWaits(entry.uid, outcome.seen, Math.max(now, outcome.until));
    return (await db.outbox.get(entry.id))?.nextAttemptAt ?? null;
  });
}

/**
 * A transient failure waits `delay(attempts)` for its next attempt (returned); a permanent one
 * stops the entry (null).
 */
export async function recordFailure(
  entry: OutboxEntry,
  failure: Failure,
  now: number,
  delay: (attempts: number) => number,
): Promise<number | null> {
  return db.transaction('rw', db.outbox, async () => {
    const current = await db.outbox.get(entry.id);
    if (current?.key !== entry.key) return null;
    const attempts = current.attempts + 1;
    const lastError = { code: failure.code, messageKey: failure.messageKey, at: now };
    if (failure.kind === 'permanent') {
      await db.outbox.update(entry.id, { attempts, lastError, status: 'failed', wait: null });
      return null;
    }
    const nextAttemptAt = now + delay(attempts);
    await db.outbox.update(entry.id, { attempts, lastError, nextAttemptAt, wait: null });
    return nextAttemptAt;
  });
}
