import { db } from '../local/database';
import { unreadCount } from '../local/notifications';
import { mutedUidsOf } from '../local/mutes';
import { notificationRow, type NotificationRow } from '../model/local-rows';
import {
  NOTIFICATION_KINDS,
  notificationItems,
  notificationUrl,
  pointsAtHidden,
  type Notification,
  type NotificationItem,
} from '../model/notification';

// Telling the member of new notifications outside the app: the member's service worker
// (sw/replay.ts) shows a system notification for each new line (a post's likes as one), when its
// periodic refresh finds new ones with the app closed, or when a page of the app in the
// background brings them. Only unread ones, not of a muted member, not about hidden content,
// each once (`told` on the device's row). The words are the worker's (background-notice.ts).

/** At most this many system notifications at once; more become one "N new notifications". */
export const TELL_AT_MOST = 3;

/** Where the summary leads. */
export const NOTIFICATIONS_URL = '/notifications';

export interface SystemNotice {
  title: string;
  body: string;
  /** A newer notice of the same line replaces the older (a post's likes). */
  tag: string;
  /** Where tapping it leads: the post at the comment, or the list. */
  url: string;
}

export interface NoticeWords {
  line(item: NotificationItem<NotificationRow>): { title: string; body: string };
  summary(count: number): { title: string; body: string };
}

/**
 * The system notices for the member's notifications `ids` (new to this device), marked told in
 * the same transaction, so a second look finds nothing to tell.
 */
export async function noticesToTell(
  uid: string,
  ids: readonly string[],
  words: NoticeWords,
): Promise<SystemNotice[]> {
  if (ids.length === 0) return [];
  return db.transaction('rw', [db.notifications, db.mutes, db.posts, db.comments], async () => {
    const muted = new Set(await mutedUidsOf(uid));
    const rows = (await db.notifications.bulkGet(ids.map((id) => [uid, id]))).filter(
      (row): row is NotificationRow =>
        row !== undefined && row.unread === 1 && row.told !== true && !muted.has(row.actor),
    );
    const [posts, comments] = await Promise.all([
      db.posts.bulkGet(rows.map((row) => row.postId)),
      db.comments.bulkGet(rows.map((row) => row.commentId ?? '')),
    ]);
    const shown = rows
      .filter((_, i) => !pointsAtHidden(posts[i], comments[i]))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    if (shown.length === 0) return [];
    await db.notifications.bulkPut(shown.map((row) => ({ ...row, told: true })));
    const likes = new Map<string, NotificationRow[]>();
    for (const row of shown.filter((n) => n.kind === 'like'))
      likes.set(
        row.postId,
        await db.notifications
          .where('[uid+kind+postId]')
          .equals([uid, 'like', row.postId])
          .toArray(),
      );
    const items = notificationItems(shown, (postId) => likes.get(postId) ?? []);
    if (items.length > TELL_AT_MOST)
      return [{ ...words.summary(items.length), tag: 'notifications', url: NOTIFICATIONS_URL }];
    return items.map((item) => ({
      ...words.line(item),
      tag: item.head.kind === 'like' ? `likes-${item.head.postId}` : `notification-${item.head.id}`,
      url: notificationUrl(item.head),
    }));
  });
}

/**
 * The app icon's badge: the writes waiting on this device and (for a member) the unread
 * notifications as the bell counts them.
 */
export async function badgeCount(uid: string | null): Promise<number> {
  const [waiting, unread] = await Promise.all([db.outbox.count(), uid ? unreadCount(uid) : 0]);
  return waiting + unread;
}

/**
 * A Web Push message's notification (the project's function sends each new notification
 * document's fields as FCM data: docs/notifications.md), or null when it is not one.
 */
export function pushedNotification(message: unknown): Notification | null {
  const data = (message as { data?: Record<string, unknown> } | null)?.data;
  const text = (key: string) => (typeof data?.[key] === 'string' ? (data[key] as string) : '');
  const kind = NOTIFICATION_KINDS.find((k) => k === data?.kind);
  if (!kind || !text('uid') || !text('id') || !text('postId')) return null;
  return {
    id: text('id'),
    uid: text('uid'),
    kind,
    actor: text('actor'),
    actorName: text('actorName'),
    postId: text('postId'),
    postTitle: text('postTitle'),
    ...(text('commentId') ? { commentId: text('commentId') } : {}),
    createdAt: new Date(),
    read: false,
  };
}

/**
 * A pushed notification on the device: kept (the listener or the refresh brings the server's own
 * copy later), and told of as any new one (noticesToTell), once, whichever way it came first.
 */
export async function keepPushed(notification: Notification): Promise<string[]> {
  const key: [string, string] = [notification.uid, notification.id];
  const fresh = await db.transaction('rw', db.notifications, async () => {
    if (await db.notifications.get(key)) return false;
    await db.notifications.put(notificationRow(notification));
    return true;
  });
  return fresh ? [notification.id] : [];
}
