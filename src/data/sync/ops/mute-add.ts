import { db } from '../../local/database';
import { MUTE_LIST_MAX, mutedUidsOf, mutesPath, nextMuteList } from '../../model/mute';
import { settleMute, undoMute } from '../mute-mirror';
import { SyncWriteError, alreadyApplied, applied } from './shared';
import type { OpDefinition } from './types';

/**
 * Mutes a member: appends their uid to the member's private list. One lane per member's list, so
 * mutes and unmutes reach it one at a time in the order made; a replay finds the uid already
 * there and writes nothing.
 */
export const muteAdd: OpDefinition<'mute.add'> = {
  target: (_m, uid) => mutesPath(uid),
  lane: (_m, uid) => mutesPath(uid),
  async applyLocal(entry) {
    await db.mutes.put({
      uid: entry.uid,
      mutedUid: entry.mutedUid,
      pending: true,
      name: entry.summary,
    });
  },
  private: true,
  async applyRemote(entry, tx) {
    const list = await tx.get(entry.target);
    const next = nextMuteList(mutedUidsOf(list.data), entry.mutedUid, true);
    if (!next) return alreadyApplied();
    if (next.length > MUTE_LIST_MAX)
      throw new SyncWriteError('out-of-range', 'the mute list is full');
    tx.set(entry.target, { uids: next, updatedAt: tx.serverTime() });
    return applied();
  },
  settle: (entry) => settleMute(entry.uid, entry.mutedUid),
  async undo(entry) {
    await undoMute(entry.uid, entry.mutedUid);
    return [];
  },
};
