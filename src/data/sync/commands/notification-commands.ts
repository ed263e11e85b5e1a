import { db } from '../../local/database';
import { unreadIds } from '../../local/notifications';
import { localWrite } from '../local-write';
import { enqueue } from '../outbox';

// Marking the member's notifications read, offline too: each row at once, and one entry per
// notification (each its own lane, so many go in few commits). A notification already read, or
// being marked, enqueues nothing.

async function markRead(uid: string, ids: readonly string[]): Promise<number> {
  return localWrite([db.notifications, db.outbox], async () => {
    const rows = await db.notifications.bulkGet(ids.map((id) => [uid, id]));
    const unread = rows.filter((row) => row !== undefined && row.unread === 1);
    for (const row of unread)
      await enqueue(
        uid,
        { op: 'notification.read', notificationId: row!.id, payload: {} },
        { summary: row!.postTitle },
      );
    return unread.length;
  });
}

/** Marks these notifications read (a line of the list: one, or a post's likes). */
export const markNotificationsRead = (uid: string, ids: readonly string[]): Promise<number> =>
  markRead(uid, ids);

/** Marks every unread notification the device holds read; returns how many. */
export async function markAllNotificationsRead(uid: string): Promise<number> {
  return markRead(uid, await unreadIds(uid));
}
