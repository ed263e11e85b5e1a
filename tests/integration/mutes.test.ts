// Mutes through the outbox, against the emulators and firestore.rules: written offline, a
// member's mutes and unmutes replay exactly once when acknowledgements are lost, in the order
// made, and the server's list ends as the device's; a mute made on another device reaches this
// one through the listener, while a mute still waiting here keeps the device's state.
import 'fake-indexeddb/auto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { atom, createStore } from 'jotai/vanilla';
import { mutesPath } from '../../src/data/model/mute';
import type { SyncRemote } from '../../src/data/sync/sync-remote';
import { withFaults } from './support/faulty-remote';
import { drained as drainedOutbox } from './support/replay-until-drained';
import { runIds, signedInSuite, type AppModules } from './support/signed-in-member';
import { deleteDocument, readDocument, writeDocument } from './support/emulator-rest';

const PASSWORD = 'Mutes!2345';
let app: AppModules;
let uid: string;
let other: string;
const { run } = runIds();

signedInSuite('mutes', PASSWORD, run, (signedIn) => ({ app, uid, other } = signedIn));

beforeAll(async () => {});

beforeEach(async () => {
  await deleteDocument(mutesPath(uid));
});

function engine(remote: SyncRemote, mirror: boolean) {
  return app.createSyncEngine({
    remote,
    store: createStore(),
    user: atom<string | null>(uid),
    mirror,
    delay: () => 50,
  });
}

const drained = () => drainedOutbox(app);

/** The device's rows as [muted uid, pending], in the order the test names them (other, third). */
const deviceMutes = async () =>
  (await app.db.mutes.toArray())
    .map((row) => [row.mutedUid, row.pending] as const)
    .sort(([a], [b]) => (a === other ? -1 : b === other ? 1 : a.localeCompare(b)));

describe('mutes through the outbox', () => {
  it('written offline, replay exactly once under lost acknowledgements, in order', async () => {
    const third = `third-${run}`;
    // Offline: mute two members, unmute one, mute it again, and a second mute of one muted
    // already (no entry: the device already says so).
    await app.mutes.muteMember(uid, other, 'other');
    await app.mutes.muteMember(uid, third, 'third');
    await app.mutes.unmuteMember(uid, third, 'third');
    await app.mutes.muteMember(uid, third, 'third');
    await app.mutes.muteMember(uid, other, 'other');
    expect((await app.db.outbox.orderBy(':id').toArray()).map((e) => [e.op, e.lane])).toEqual([
      ['mute.add', mutesPath(uid)],
      ['mute.add', mutesPath(uid)],
      ['mute.remove', mutesPath(uid)],
      ['mute.add', mutesPath(uid)],
    ]);
    // The device collapses them at once.
    expect(await deviceMutes()).toEqual([
      [other, true],
      [third, true],
    ]);

    // Every commit reaches the server, and the first four answers are lost on the way back:
    // each replay must find the list already saying so.
    const faulty = withFaults(app.firebaseSyncRemote);
    let drops = 4;
    faulty.setFaults(() => (drops-- > 0 ? 'drop-ack' : 'none'));
    const running = engine(faulty, false);
    try {
      await drained();
    } finally {
      await running.stop();
    }
    expect(faulty.counts['drop-ack']).toBe(4);
    expect(await app.db.outbox.count()).toBe(0);

    const list = await readDocument(mutesPath(uid));
    expect(list?.uids).toEqual([other, third]);
    expect(await deviceMutes()).toEqual([
      [other, false],
      [third, false],
    ]);
  });

  it('a mute from another device arrives through the listener; a waiting unmute here wins', async () => {
    const third = `third-${run}`;
    await app.mutes.muteMember(uid, other, 'other');
    // Sent with no listener: now the server has it and the device's row has settled.
    const sending = engine(app.firebaseSyncRemote, false);
    try {
      await drained();
    } finally {
      await sending.stop();
    }
    // Offline here: an unmute waits. Meanwhile another device mutes a third member.
    await app.mutes.unmuteMember(uid, other, 'other');
    await writeDocument(mutesPath(uid), { uids: [other, third], updatedAt: new Date() });

    const outboxHeld = withFaults(app.firebaseSyncRemote);
    outboxHeld.setFaults(() => 'fail-before');
    const listening = engine(outboxHeld, true);
    try {
      await expect.poll(deviceMutes, { timeout: 20_000, interval: 100 }).toEqual([[third, false]]);
    } finally {
      await listening.stop();
    }
  });
});
