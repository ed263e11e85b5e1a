import { db } from '../local/database';
import type { BudgetSeen, EntryWait, OutboxEntry } from '../model/outbox';
import {
  BUDGET_WINDOWS,
  budgetSchedule,
  budgetStateOf,
  isNewAccount,
  limitOf,
  nextWrite,
  spenderOf,
  type BudgetKind,
  type BudgetState,
  type BudgetWindowSpec,
} from '../model/write-budget';
import { opOf } from './ops';

// The device's copy of the member's write budget (../model/write-budget.ts), in `meta`: the
// windows as the last budgeted entry found or left them, or as read when a write form opens. With
// the entries still waiting in the outbox, it tells when the member's next write of a kind will
// go, before they write it, and when each waiting entry goes.

const copyKey = (uid: string) => `budget:${uid}`;

/** What the device knows of a member's budget. */
export interface BudgetCopy {
  state: BudgetState;
  newAccount: boolean;
  admin: boolean;
  /** When the server said so (epoch milliseconds). */
  at: number;
}

/** Keeps what a budgeted entry saw. Call inside a transaction that includes `db.meta`. */
export async function rememberBudget(uid: string, seen: BudgetSeen, at: number): Promise<void> {
  const copy: BudgetCopy = { state: seen.state, newAccount: seen.newAccount, admin: false, at };
  await db.meta.put({ key: copyKey(uid), value: copy });
}

/** Keeps the budget and users documents as read from the server just now. */
export async function rememberBudgetRead(
  uid: string,
  budget: Record<string, unknown> | undefined,
  member: Record<string, unknown> | undefined,
  at: number,
): Promise<void> {
  const spender = spenderOf(member);
  const copy: BudgetCopy = {
    state: budgetStateOf(budget),
    newAccount: isNewAccount(spender, at),
    admin: spender.admin,
    at,
  };
  await db.meta.put({ key: copyKey(uid), value: copy });
}

export async function budgetCopyOf(uid: string): Promise<BudgetCopy | null> {
  const row = await db.meta.get(copyKey(uid));
  return (row?.value as BudgetCopy | undefined) ?? null;
}

/** Leaves a shared device with the member's other private data. */
export const forgetBudget = (uid: string) => db.meta.delete(copyKey(uid));

/** The member's entries waiting to be sent that the budget of `kind` counts, oldest first. */
export async function budgetedEntries(uid: string, kind: BudgetKind): Promise<OutboxEntry[]> {
  const entries = await db.outbox
    .where('[uid+status]')
    .equals([uid, 'pending'])
    .filter((entry) => opOf(entry).budget === kind)
    .toArray();
  return entries.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * An entry met a budget with no room (`seen`, from `from` on): it and the member's other waiting
 * entries of that kind each get the time the windows allow them, in the order they were made, and
 * say why they wait. Call inside a transaction that includes `db.outbox` and `db.meta`.
 */
export async function scheduleBudgetWaits(
  uid: string,
  seen: BudgetSeen,
  from: number,
): Promise<void> {
  const waiting = await budgetedEntries(uid, seen.kind);
  const times = budgetSchedule(seen.kind, seen.state, from, seen.newAccount, waiting.length);
  for (const [i, entry] of waiting.entries()) {
    const wait: EntryWait = { reason: 'budget', kind: seen.kind, until: times[i]! };
    await db.outbox.update(entry.id, {
      wait,
      nextAttemptAt: Math.max(entry.nextAttemptAt, wait.until),
    });
  }
}

/**
 * When the member's next write of `kind` goes, from what the device knows, after the entries of
 * that kind still waiting (`waiting`), the window that holds it back and that window's limit for
 * the member; null when it goes now, or when nothing is known (or the member is an admin, who has
 * no budget).
 */
export function nextSendTime(
  copy: BudgetCopy | null,
  kind: BudgetKind,
  waiting: number,
  now: number,
): { at: number; window: BudgetWindowSpec; limit: number } | null {
  if (!copy || copy.admin) return null;
  const next = nextWrite(kind, copy.state, now, copy.newAccount, waiting);
  const window = BUDGET_WINDOWS.find((spec) => spec.name === next.window);
  if (next.at <= now || !window) return null;
  return { at: next.at, window, limit: limitOf(window, copy.newAccount) };
}
