// Muting on the device: the list's pure steps, the commands (a mute and its row in one
// transaction, nothing enqueued twice), and the mirror that keeps a waiting change over the
// server's older list.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../src/data/local/database';
import { MUTE_LIST_MAX, muteRefusal, mutesPath, nextMuteList } from '../../src/data/model/mute';
import { muteMember, unmuteMember } from '../../src/data/sync/commands/mute-commands';
import { LocalWriteError } from '../../src/data/sync/local-write';
import { forgetMutes, mirrorMutes, undoMute } from '../../src/data/sync/mute-mirror';
import { discardEntry } from '../../src/data/sync/entry-actions';
import { removePrivateData } from '../../src/data/sync/private-data';

const ME = 'u-me';

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

const rows = async () => (await db.mutes.toArray()).map((row) => [row.mutedUid, row.pending]);

describe('the mute list', () => {
  it('appends a mute and takes an unmute out; a repeat says nothing changes', () => {
    expect(nextMuteList(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(nextMuteList(['a', 'b'], 'b', true)).toBeNull();
    expect(nextMuteList(['a', 'b'], 'a', false)).toEqual(['b']);
    expect(nextMuteList(['b'], 'a', false)).toBeNull();
  });

  it('refuses oneself, a malformed uid and a full list', () => {
    expect(muteRefusal(ME, ME, 0)).toBe('self');
    expect(muteRefusal(ME, '', 0)).toBe('invalid');
    expect(muteRefusal(ME, 'a/b', 0)).toBe('invalid');
    expect(muteRefusal(ME, 'x'.repeat(129), 0)).toBe('invalid');
    expect(muteRefusal(ME, 'b', MUTE_LIST_MAX)).toBe('full');
    expect(muteRefusal(ME, 'b', MUTE_LIST_MAX - 1)).toBeNull();
  });
});

describe('mute commands', () => {
  it('mute shows at once and enqueues once; unmute likewise', async () => {
    await muteMember(ME, 'b', 'Bee');
    await muteMember(ME, 'b', 'Bee');
    expect(await rows()).toEqual([['b', true]]);
    await unmuteMember(ME, 'b', 'Bee');
    await unmuteMember(ME, 'b', 'Bee');
    expect(await rows()).toEqual([]);
    const entries = await db.outbox.orderBy(':id').toArray();
    expect(entries.map((e) => [e.op, e.target, e.summary])).toEqual([
      ['mute.add', mutesPath(ME), 'Bee'],
      ['mute.remove', mutesPath(ME), 'Bee'],
    ]);
  });

  it('refuses muting oneself, with nothing written', async () => {
    await expect(muteMember(ME, ME, 'me')).rejects.toBeInstanceOf(LocalWriteError);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.mutes.count()).toBe(0);
  });
});

describe('the mute mirror', () => {
  it("follows the server's list, sparing members with waiting entries", async () => {
    await mirrorMutes(ME, ['a', 'b']);
    expect(await rows()).toEqual([
      ['a', false],
      ['b', false],
    ]);
    // Here: unmute a and mute c, not sent yet. The server's next list still has a, not c,
    // and another device unmuted b.
    await unmuteMember(ME, 'a', 'A');
    await muteMember(ME, 'c', 'C');
    await mirrorMutes(ME, ['a']);
    expect(await rows()).toEqual([['c', true]]);
  });

  it('a discarded mute goes back to what the server last said', async () => {
    await mirrorMutes(ME, ['a']);
    await unmuteMember(ME, 'a', 'A');
    await muteMember(ME, 'b', 'B');
    const [unmute, mute] = await db.outbox.orderBy(':id').toArray();
    await discardEntry(mute!.id);
    await discardEntry(unmute!.id);
    expect(await rows()).toEqual([['a', false]]);
    // undo alone leaves a row still touched by another waiting entry as it is.
    await unmuteMember(ME, 'a', 'A');
    await undoMute(ME, 'a');
    expect(await rows()).toEqual([]);
  });

  it("leaves with the member's private data, not another member's", async () => {
    await mirrorMutes(ME, ['a']);
    await mirrorMutes('u-other', ['z']);
    await muteMember(ME, 'b', 'B');
    expect(await removePrivateData(ME)).toBe(1);
    expect(await db.mutes.toArray()).toEqual([{ uid: 'u-other', mutedUid: 'z', pending: false }]);
    await forgetMutes('u-other');
    expect(await db.mutes.count()).toBe(0);
  });
});
