import { db } from '../../local/database';
import { mutedUidsOf, mutesPath, nextMuteList } from '../../model/mute';
import { settleMute, undoMute } from '../mute-mirror';
import { alreadyApplied, applied } from './shared';
import type { OpDefinition } from './types';

/** Unmutes a member: takes their uid out of the member's private list (see mute-add.ts). */
export const muteRemove: OpDefinition<'mute.remove'> = {
  target: (_m, uid) => mutesPath(uid),
  lane: (_m, uid) => mutesPath(uid),
  async applyLocal(entry) {
    await db.mutes.delete([entry.uid, entry.mutedUid]);
  },
  private: true,
  async applyRemote(entry, tx) {
    const list = await tx.get(entry.target);
    const next = nextMuteList(mutedUidsOf(list.data), entry.mutedUid, false);
    if (!next) return alreadyApplied();
    tx.set(entry.target, { uids: next, updatedAt: tx.serverTime() });
    return applied();
  },
  settle: (entry) => settleMute(entry.uid, entry.mutedUid),
  async undo(entry) {
    await undoMute(entry.uid, entry.mutedUid);
    return [];
  },
};
