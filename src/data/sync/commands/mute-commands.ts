import { Dexie } from 'dexie';
import { db } from '../../local/database';
import { muteRefusal } from '../../model/mute';
import { LocalWriteError, localWrite } from '../local-write';
import { enqueue } from '../outbox';

// Muting: the member's private list of members whose posts and comments show collapsed on all of
// their devices. A command changes the device's row and appends the entry in one transaction; a
// second mute of a muted member (or unmute of one not muted) enqueues nothing.

async function changeMute(uid: string, mutedUid: string, name: string, mute: boolean) {
  await localWrite([db.mutes, db.outbox], async () => {
    const muted = (await db.mutes.get([uid, mutedUid])) !== undefined;
    if (muted === mute) return;
    if (mute) {
      const count = await db.mutes
        .where('[uid+mutedUid]')
        .between([uid, Dexie.minKey], [uid, Dexie.maxKey])
        .count();
      const refusal = muteRefusal(uid, mutedUid, count);
      if (refusal === 'full') throw new LocalWriteError('mute.error.full');
      if (refusal) throw new LocalWriteError('mute.error.invalid');
    }
    await enqueue(
      uid,
      { op: mute ? 'mute.add' : 'mute.remove', mutedUid, payload: {} },
      { summary: name },
    );
  });
}

/** Mutes `mutedUid` (shown on the sync page as `name`) for the member `uid`. */
export const muteMember = (uid: string, mutedUid: string, name: string): Promise<void> =>
  changeMute(uid, mutedUid, name, true);

/** Unmutes `mutedUid` for the member `uid`. */
export const unmuteMember = (uid: string, mutedUid: string, name: string): Promise<void> =>
  changeMute(uid, mutedUid, name, false);
