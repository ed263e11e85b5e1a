import { Dexie } from 'dexie';
import { db } from '../local/database';
import { forgetMutes } from './mute-mirror';
import { forgetNotifications } from '../local/notifications';

/**
 * Removes a member's own data from this device (their to-dos, bookmarks, mutes, reports,
 * notifications, waiting
 * writes and image uploads), after their account was deleted. Mirrored posts and comments stay.
 */
export async function forgetMember(uid: string): Promise<void> {
  const range = [
    [uid, Dexie.minKey],
    [uid, Dexie.maxKey],
  ] as const;
  const tables = [
    db.todos,
    db.bookmarks,
    db.mutes,
    db.reports,
    db.notifications,
    db.meta,
    db.outbox,
    db.uploads,
  ];
  await db.transaction('rw', tables, async () => {
    await db.todos
      .where('[uid+order]')
      .between(...range)
      .delete();
    await db.bookmarks
      .where('[uid+postId]')
      .between(...range)
      .delete();
    await db.outbox
      .where('[uid+status]')
      .between(...range)
      .delete();
    await db.uploads.where('uid').equals(uid).delete();
    await db.reports
      .where('[uid+key]')
      .between(...range)
      .delete();
    await forgetMutes(uid);
    await forgetNotifications(uid);
  });
}

/** Drops a member's writes still waiting for the server (before their account is deleted). */
export async function discardWaitingWrites(uid: string): Promise<void> {
  await db.outbox.where('[uid+status]').between([uid, Dexie.minKey], [uid, Dexie.maxKey]).delete();
}
