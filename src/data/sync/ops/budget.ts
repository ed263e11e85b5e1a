import type { ApplyOutcome } from '../../model/outbox';
import {
  afterMoves,
  budgetPath,
  budgetStateOf,
  budgetStep,
  budgetWrite,
  isNewAccount,
  spenderOf,
  type BudgetKind,
} from '../../model/write-budget';
import type { EntryOf, ServerContext, ServerTransaction } from './types';
import type { Operation } from '../../model/outbox';

/**
 * Runs an operation a write budget counts (OpDefinition.budget) with its member's budget document
 * moved in the same commit, as firestore.rules demand: the document is read in the transaction
 * beside the operation's own reads, and the windows of its kind move (one more, or started again
 * at the server's time once passed), naming the entry's target, the document the write creates or
 * deletes. The operation's writes are held until then: an answer that writes nothing (already
 * applied, gone, a conflict) leaves the budget alone, so a replay after a lost acknowledgement
 * never spends twice; a write the budget has no room for writes nothing and answers `wait`, with
 * the time its window allows it. Admins have no budget (their users document says so).
 */
export async function withinBudget<K extends Operation>(
  entry: EntryOf<K>,
  kind: BudgetKind,
  tx: ServerTransaction,
  context: ServerContext,
  run: (tx: ServerTransaction) => Promise<ApplyOutcome>,
): Promise<ApplyOutcome> {
  const spender = spenderOf(context.member);
  if (spender.admin) return run(tx);
  const path = budgetPath(entry.uid);
  // Asked for at once, so a batch's reads still go to the server together.
  const reading = tx.get(path);
  const held: Array<() => void> = [];
  const holding: ServerTransaction = {
    ...tx,
    set: (at, data) => void held.push(() => tx.set(at, data)),
    merge: (at, data) => void held.push(() => tx.merge(at, data)),
    update: (at, data) => void held.push(() => tx.update(at, data)),
    delete: (at) => void held.push(() => tx.delete(at)),
    async writer(uid) {
      const { author, fix } = await tx.writer(uid);
      return { author, fix: () => void held.push(fix) };
    },
  };
  const [outcome, budget] = await Promise.all([run(holding), reading]);
  if (outcome.kind !== 'applied') {
    held.forEach((write) => write());
    return outcome;
  }
  const now = tx.now();
  const state = budgetStateOf(budget.data);
  const newAccount = isNewAccount(spender, now);
  const step = budgetStep(kind, state, now, newAccount);
  const seen = { kind, state, newAccount };
  if (step.kind === 'wait') return { kind: 'wait', reason: 'budget', until: step.until, seen };
  held.forEach((write) => write());
  tx.merge(path, budgetWrite(step.moves, entry.target, tx.serverTime()));
  return { ...outcome, spent: { ...seen, state: afterMoves(state, step.moves, now) } };
}
