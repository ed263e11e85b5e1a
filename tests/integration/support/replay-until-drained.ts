import { expect } from 'vitest';
import { atom, createStore } from 'jotai/vanilla';
import type { SyncRemote } from '../../../src/data/sync/sync-remote';
import { readyLanes } from './outbox-state';
import type { AppModules } from './signed-in-member';

/** Waits until the outbox has no lane the replayer would send now (empty, or waiting for the member). */
export async function drained(app: AppModules, timeout = 30_000): Promise<void> {
  await expect
    .poll(async () => readyLanes(await app.db.outbox.toArray(), Date.now() + 1_000), {
      timeout,
      interval: 100,
    })
    .toBe(0);
}

/**
 * Runs a sync engine as `uid` through `remote` (the device's mirror left alone) until the outbox
 * is drained, then stops it.
 */
export async function replayUntilDrained(
  app: AppModules,
  uid: string,
  {
    remote = app.firebaseSyncRemote,
    timeout = 30_000,
  }: { remote?: SyncRemote; timeout?: number } = {},
): Promise<void> {
  const engine = app.createSyncEngine({
    remote,
    store: createStore(),
    user: atom<string | null>(uid),
    mirror: false,
    delay: () => 50,
  });
  try {
    await drained(app, timeout);
  } finally {
    await engine.stop();
  }
}
