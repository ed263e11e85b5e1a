import { db } from '../../local/database';
import { notificationPath } from '../../model/notification';
import { hasEntriesFor } from '../outbox';
import { GONE, alreadyApplied, applied } from './shared';
import type { OpDefinition } from './types';

/**
 * The member marks one of their notifications read: the row at once, the server's `read` (the one
 * field firestore.rules let its recipient change) on replay. One lane per notification, so
 * marking many read ("mark all read") goes in few commits; a replay finds it read already.
 */
export const notificationRead: OpDefinition<'notification.read'> = {
  target: (m, uid) => notificationPath(uid, m.notificationId),
  lane: (m, uid) => notificationPath(uid, m.notificationId),
  private: true,
  async applyLocal(entry) {
    await db.notifications.update([entry.uid, entry.notificationId], {
      read: true,
      unread: 0,
      pending: true,
    });
  },
  async applyRemote(entry, tx) {
    const notice = await tx.get(entry.target);
    // The member deleted it elsewhere (or it went with its like): nothing left to mark.
    if (!notice.exists) return GONE;
    if (notice.data?.read === true) return alreadyApplied();
    tx.update(entry.target, { read: true });
    return applied();
  },
  async settle(entry, { gone }) {
    const key: [string, string] = [entry.uid, entry.notificationId];
    if (gone) await db.notifications.delete(key);
    else await db.notifications.update(key, { pending: await hasEntriesFor(entry.target) });
  },
  // Discarded: the server's copy says whether it is read.
  undo: (entry) => Promise.resolve([entry.target]),
};
