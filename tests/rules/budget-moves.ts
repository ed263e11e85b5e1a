// The write budget's move as the app makes it (src/data/sync/ops/budget.ts), for rules tests whose
// honest writes are counted: each window of the write's kind one more, or started now at 1 (when
// the test's `before` has none, or it has passed), and `counted` naming the write's document.
import {
  type Timestamp,
  doc,
  serverTimestamp,
  type DocumentData,
  type WriteBatch,
} from 'firebase/firestore';
import { budgetPath, windowsOf, type BudgetKind } from '../../src/data/model/write-budget';
import type { Firestore, FirestoreRulesEnv } from './firestore-rules-env';

/** A window as seeded with the rules off: its start and count. */
export interface SeededWindow {
  start: Timestamp;
  count: number;
}

/** The budget document's fields that move with a write of `kind` counting `counted`. */
export function budgetMove(
  kind: BudgetKind,
  counted: string,
  before: Record<string, SeededWindow | undefined> = {},
  now = Date.now(),
): DocumentData {
  const moved: DocumentData = { counted };
  for (const spec of windowsOf(kind)) {
    const was = before[spec.name];
    moved[spec.name] =
      was && was.start.toMillis() + spec.minutes * 60_000 > now
        ? { start: was.start, count: was.count + 1 }
        : { start: serverTimestamp(), count: 1 };
  }
  return moved;
}

/**
 * Adds to `batch` the move of `uid`'s budget over what it holds now (read with the rules off), as
 * the app moves it with the write of `kind` counting `counted`. A visitor (no uid) has none.
 */
export async function moveBudget(
  rules: FirestoreRulesEnv,
  batch: WriteBatch,
  firestore: Firestore,
  uid: string | undefined,
  kind: BudgetKind,
  counted: string,
): Promise<WriteBatch> {
  if (!uid) return batch;
  const stored = (await rules.peek(budgetPath(uid))) as
    Record<string, SeededWindow | undefined> | undefined;
  return batch.set(doc(firestore, budgetPath(uid)), budgetMove(kind, counted, stored), {
    merge: true,
  });
}
