import { db } from '../../local/database';
import { slotPath } from '../../model/image-slots';
import { SyncWriteError } from './shared';
import type { OpDefinition } from './types';

/**
 * Frees one of the member's image slots (../../model/image-slots.ts): made with the delete or
 * edit of a post that showed it, and sent once that entry is acknowledged (`dependsOn`). Sent to
 * Storage, not a transaction: the replayer first asks the device, then the remote asks the server,
 * whether anything of the member's still shows the slot, and deletes its object only if nothing
 * does (../../remote/storage-free.ts). Deleting an object already gone is done, so a replay
 * after a lost acknowledgement does nothing more.
 */
export const imageFree: OpDefinition<'image.free'> = {
  target: (m, uid) => slotPath(uid, m.slot),
  lane: (m, uid) => slotPath(uid, m.slot),
  applyLocal: () => Promise.resolve(),
  upload: true,
  applyRemote: () =>
    Promise.reject(new SyncWriteError('invalid-argument', 'slots are freed through freeImageSlot')),
  /**
   * A slot is free: the member's uploads that stopped for want of one go again (each still finds
   * its own object first, should another device have taken this slot meanwhile).
   */
  async settle(entry, { gone }) {
    if (gone) return;
    await db.outbox
      .where('[uid+status]')
      .equals([entry.uid, 'failed'])
      .filter((e) => e.op === 'image.upload' && e.lastError?.code === 'image-slots-full')
      .modify({ status: 'pending', nextAttemptAt: 0, lastError: null });
  },
  undo: () => Promise.resolve([]),
};
