import { budgetPath, BUDGET_WINDOWS } from '../../../src/data/model/write-budget';
import { readDocument, writeDocument } from './emulator-rest';
import type { AppModules } from './signed-in-member';

// Time passing for a member's write budget (src/data/model/write-budget.ts), which a test cannot
// wait out: on the server every window's start moves a day back (rules off: the counts stay, so
// the next write starts the window again), and on the device the entries waiting for the budget
// become due, as they would once their time came.

const DAY_MS = 24 * 3_600_000;

/** The member's entries waiting for their budget (an entry of theirs with a `wait`). */
export async function budgetWaits(app: AppModules, uid: string) {
  return (await app.db.outbox.toArray()).filter(
    (entry) => entry.uid === uid && entry.wait?.reason === 'budget',
  );
}

/**
 * Lets the member's budget windows pass. Returns how many entries were waiting for it; the caller
 * kicks the replayer.
 */
export async function letBudgetWindowsPass(app: AppModules, uid: string): Promise<number> {
  const stored = await readDocument(budgetPath(uid));
  if (stored) {
    const passed: Record<string, unknown> = { ...stored };
    for (const { name } of BUDGET_WINDOWS) {
      const window = stored[name] as { start: string; count: number } | undefined;
      if (window)
        passed[name] = { start: new Date(Date.parse(window.start) - DAY_MS), count: window.count };
    }
    await writeDocument(budgetPath(uid), passed);
  }
  const waiting = await budgetWaits(app, uid);
  await app.db.outbox.bulkUpdate(
    waiting.map((entry) => ({ key: entry.id, changes: { nextAttemptAt: 0 } })),
  );
  return waiting.length;
}
