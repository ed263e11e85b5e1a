import { Dexie } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import type { NotificationRow } from '../model/local-rows';
import {
  notificationItems,
  pointsAtHidden,
  unreadItemCount,
  type NotificationItem,
} from '../model/notification';
import { db } from './database';
import { mutedUidsOf } from './mutes';

// The member's notifications as this device holds them (`db.notifications`): what the list, the
// header's bell, the app's badge and the member's worker read, offline too.

const newestFirst = (uid: string) =>
  db.notifications
    .where('[uid+createdAt]')
    .between([uid, Dexie.minKey], [uid, Dexie.maxKey])
    .reverse();

const unreadRows = (uid: string) => db.notifications.where('[uid+unread]').equals([uid, 1]);

/**
 * Drops the notifications whose post or comment the device holds as hidden (moderation's hook,
 * `pointsAtHidden`): they leave the list, the bell and the system's notifications.
 */
async function shownOnly(rows: NotificationRow[]): Promise<NotificationRow[]> {
  const [posts, comments] = await Promise.all([
    db.posts.bulkGet(rows.map((row) => row.postId)),
    db.comments.bulkGet(rows.map((row) => row.commentId ?? '')),
  ]);
  return rows.filter((_, i) => !pointsAtHidden(posts[i], comments[i]));
}

export interface NotificationPage {
  items: NotificationItem<NotificationRow>[];
  /** How many notifications the page holds (its likes grouped into fewer lines). */
  rows: number;
  /** The device holds more than the page shows. */
  moreHere: boolean;
  /** The oldest notification the device holds (where the server's next page starts). */
  oldest: Date | null;
}

/** The newest `size` notifications as the list's lines, each post's likes in one line. */
export async function notificationPage(uid: string, size: number): Promise<NotificationPage> {
  const rows = await newestFirst(uid)
    .limit(size + 1)
    .toArray();
  const page = await shownOnly(rows.slice(0, size));
  const likedPosts = [...new Set(page.filter((n) => n.kind === 'like').map((n) => n.postId))];
  const likes = new Map(
    await Promise.all(
      likedPosts.map(
        async (postId) =>
          [
            postId,
            await db.notifications
              .where('[uid+kind+postId]')
              .equals([uid, 'like', postId])
              .toArray(),
          ] as const,
      ),
    ),
  );
  const last = await newestFirst(uid).last();
  return {
    items: notificationItems(page, (postId) =>
      (likes.get(postId) ?? []).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()),
    ),
    rows: Math.min(rows.length, size),
    moreHere: rows.length > size,
    oldest: last?.createdAt ?? null,
  };
}

/** How many of the list's lines are unread, leaving out muted members' (the bell, the badge). */
export async function unreadCount(uid: string): Promise<number> {
  const [unread, muted] = await Promise.all([
    unreadRows(uid).toArray().then(shownOnly),
    mutedUidsOf(uid),
  ]);
  const mutedSet = new Set(muted);
  return unreadItemCount(unread, (actor) => mutedSet.has(actor));
}

/** The unread count, live from the device (undefined while first loading). */
export function useUnreadCount(uid: string): number | undefined {
  return useLiveQuery(() => unreadCount(uid), [uid]);
}

/** The member's unread notifications' ids, for marking them all read. */
export async function unreadIds(uid: string): Promise<string[]> {
  return (await unreadRows(uid).primaryKeys()).map(([, id]) => id);
}

/** Removes the member's notifications from this device (sign-out on a shared device). */
export async function forgetNotifications(uid: string): Promise<void> {
  await db.notifications
    .where('[uid+id]')
    .between([uid, Dexie.minKey], [uid, Dexie.maxKey])
    .delete();
}
