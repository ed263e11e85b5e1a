import { expect } from 'vitest';
import { atom, createStore } from 'jotai/vanilla';
import type { SyncRemote } from '../../../src/data/sync/sync-remote';
import { budgetWaits, letBudgetWindowsPass } from './budget-time';
import { readyLanes } from './outbox-state';
import type { AppModules } from './signed-in-member';

/**
 * Waits until the outbox has no lane the replayer would send now (empty, or waiting for the
 * member). Past `timeout`, fails naming what is still there.
 */
export async function drained(app: AppModules, timeout = 30_000): Promise<void> {
  try {
    await expect
      .poll(async () => readyLanes(await app.db.outbox.toArray(), Date.now() + 1_000), {
        timeout,
        interval: 100,
      })
      .toBe(0);
  } catch (error) {
    const left = (await app.db.outbox.toArray()).map(
      ({ id, op, status, attempts, nextAttemptAt, lastError }) =>
        `#${id} ${op} ${status}, ${attempts} attempts, next in ${nextAttemptAt - Date.now()} ms` +
        (lastError ? `, last error ${lastError.code}` : ''),
    );
    throw new Error(`the outbox did not drain in ${timeout} ms:\n${left.join('\n')}`, {
      cause: error,
    });
  }
}

/**
 * Runs a sync engine as `uid` through `remote` (the device's mirror left alone) until the outbox
 * is drained, then stops it. With `passBudget`, entries that wait for the member's write budget
 * do not stop it: their windows are let pass (./budget-time.ts), as time would, until none waits.
 * `attemptMs` bounds each request as the replayer's attempt limits do (minutes in the app): a
 * request never answered is given up and sent again.
 */
export async function replayUntilDrained(
  app: AppModules,
  uid: string,
  {
    remote = app.firebaseSyncRemote,
    timeout = 30_000,
    passBudget = false,
    attemptMs,
  }: { remote?: SyncRemote; timeout?: number; passBudget?: boolean; attemptMs?: number } = {},
): Promise<void> {
  const engine = app.createSyncEngine({
    remote,
    store: createStore(),
    user: atom<string | null>(uid),
    mirror: false,
    delay: () => 50,
    ...(attemptMs ? { operationAttemptMs: attemptMs, uploadAttemptMs: attemptMs } : {}),
  });
  try {
    for (;;) {
      await drained(app, timeout);
      if (!passBudget || (await budgetWaits(app, uid)).length === 0) break;
      await letBudgetWindowsPass(app, uid);
      engine.kick();
    }
  } finally {
    await engine.stop();
  }
}
