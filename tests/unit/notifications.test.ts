// Notifications on the device: who hears of a comment, the list's lines (a post's likes as one),
// the unread count the bell and the badge show (muted members' left out), moderation's hook, the
// commands that mark them read, and the mirror that keeps a waiting "read" over the server's.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../src/data/local/database';
import { notificationPage, unreadCount } from '../../src/data/local/notifications';
import { notificationRow } from '../../src/data/model/local-rows';
import {
  commentRecipients,
  notificationIdOf,
  notificationItems,
  notificationUrl,
  pointsAtHidden,
  unreadItemCount,
  type Notification,
} from '../../src/data/model/notification';
import {
  markAllNotificationsRead,
  markNotificationsRead,
} from '../../src/data/sync/commands/notification-commands';
import { mirrorNotifications } from '../../src/data/sync/mirror-writes';
import { removePrivateData } from '../../src/data/sync/private-data';
import {
  TELL_AT_MOST,
  badgeCount,
  keepPushed,
  noticesToTell,
  pushedNotification,
} from '../../src/data/sync/notification-telling';

const ME = 'u-me';

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

let clock = Date.UTC(2026, 0, 1);
function notice(overrides: Partial<Notification> & Pick<Notification, 'id'>): Notification {
  clock += 1000;
  return {
    uid: ME,
    kind: 'comment',
    actor: 'bob',
    actorName: 'bob',
    postId: 'p1',
    postTitle: 'Hello',
    commentId: overrides.id.slice(2),
    createdAt: new Date(clock),
    read: false,
    ...overrides,
  };
}
const like = (postId: string, actor: string, read = false) =>
  notice({
    id: notificationIdOf({ kind: 'like', postId, actor }),
    kind: 'like',
    postId,
    actor,
    actorName: actor,
    commentId: undefined,
    read,
  });

describe('who hears of a comment', () => {
  it('the post’s author of a comment, the parent’s of a reply, then each member mentioned, once', () => {
    expect(commentRecipients({ actor: 'b', postAuthor: 'a', mentions: ['c', 'a', 'b'] })).toEqual([
      { uid: 'a', kind: 'comment' },
      { uid: 'c', kind: 'mention' },
    ]);
    expect(
      commentRecipients({ actor: 'b', postAuthor: 'a', parentAuthor: 'c', mentions: ['c', 'd'] }),
    ).toEqual([
      { uid: 'c', kind: 'reply' },
      { uid: 'd', kind: 'mention' },
    ]);
  });
  it('never the actor: a reply to one’s own comment on one’s own post tells nobody', () => {
    expect(commentRecipients({ actor: 'a', postAuthor: 'a', parentAuthor: 'a' })).toEqual([]);
    // A reply whose parent's author is unknown tells only those mentioned.
    expect(commentRecipients({ actor: 'b', postAuthor: 'a', parentAuthor: '' })).toEqual([]);
  });
  it('ids from the event: one per comment, one per liker and post', () => {
    expect(notificationIdOf({ kind: 'comment', commentId: 'k1' })).toBe('c_k1');
    expect(notificationIdOf({ kind: 'like', postId: 'p1', actor: 'b' })).toBe('l_p1_b');
    expect(notificationIdOf({ kind: 'post', postId: 'p1' })).toBe('p_p1');
    expect(notificationUrl({ postId: 'p 1', commentId: 'k1' })).toBe('/posts/p%201#comment-k1');
    expect(notificationUrl({ postId: 'p1' })).toBe('/posts/p1');
  });
});

describe('the list’s lines', () => {
  it('groups a post’s likes where its newest like stands, counting them all', () => {
    const older = like('p1', 'c');
    const comment = notice({ id: 'c_k1' });
    const newer = like('p1', 'd', true);
    const other = like('p2', 'e', true);
    const items = notificationItems([other, newer, comment, older]);
    expect(items.map((i) => [i.head.id, i.count, i.unread])).toEqual([
      [other.id, 1, false],
      [newer.id, 2, true],
      ['c_k1', 1, true],
    ]);
  });
  it('counts unread lines, a post’s likes once, muted members’ not at all', () => {
    const unread = [
      like('p1', 'c'),
      like('p1', 'd'),
      notice({ id: 'c_k1' }),
      notice({ id: 'c_k2', actor: 'm' }),
    ];
    expect(unreadItemCount(unread)).toBe(3);
    expect(unreadItemCount(unread, (uid) => uid === 'm')).toBe(2);
  });
  it('moderation’s hook: hidden content leaves, unknown content stays', () => {
    expect(pointsAtHidden(undefined, undefined)).toBe(false);
    expect(pointsAtHidden({ hidden: true }, undefined)).toBe(true);
    expect(pointsAtHidden({}, { hidden: true })).toBe(true);
    expect(pointsAtHidden({ hidden: false }, {})).toBe(false);
  });
});

describe('the device’s notifications', () => {
  it('a page of lines from the device, its likes grouped past the page, and what is left', async () => {
    const rows = [
      like('p1', 'a'),
      ...Array.from({ length: 4 }, (_, i) => notice({ id: `c_k${i}` })),
      like('p1', 'b'),
    ];
    await db.notifications.bulkPut(rows.map((n) => notificationRow(n)));
    const page = await notificationPage(ME, 3);
    // Newest first: the like of b (grouped with a's, past the page), then k3 and k2.
    expect(page.items.map((i) => [i.head.id, i.count])).toEqual([
      [rows[5]!.id, 2],
      ['c_k3', 1],
      ['c_k2', 1],
    ]);
    expect(page.moreHere).toBe(true);
    expect(page.oldest).toEqual(rows[0]!.createdAt);
    expect(await unreadCount(ME)).toBe(5);
    // A muted member's notifications call for nobody's attention.
    await db.mutes.put({ uid: ME, mutedUid: 'bob', pending: false });
    expect(await unreadCount(ME)).toBe(1);
    // Another member's rows on a shared device are theirs.
    await db.notifications.put(notificationRow({ ...notice({ id: 'c_x' }), uid: 'u-other' }));
    expect(await unreadCount(ME)).toBe(1);
  });

  it('hidden content leaves the list and the count (moderation’s hook)', async () => {
    await db.notifications.bulkPut([
      notificationRow(notice({ id: 'c_k1' })),
      notificationRow(notice({ id: 'c_k2' })),
    ]);
    await db.comments.put({
      id: 'k1',
      postId: 'p1',
      text: 'x',
      uid: 'bob',
      author: { displayName: 'bob', photoURL: '' },
      createdAt: new Date(),
      version: 1,
      pending: false,
      ...({ hidden: true } as object),
    });
    expect((await notificationPage(ME, 10)).items.map((i) => i.head.id)).toEqual(['c_k2']);
    expect(await unreadCount(ME)).toBe(1);
  });

  it('marking read: the rows at once, one entry each, nothing twice', async () => {
    await db.notifications.bulkPut(
      [like('p1', 'a'), like('p1', 'b'), notice({ id: 'c_k1' })].map((n) => notificationRow(n)),
    );
    expect(await markNotificationsRead(ME, ['l_p1_a', 'l_p1_b'])).toBe(2);
    expect(await markNotificationsRead(ME, ['l_p1_a'])).toBe(0);
    expect(await unreadCount(ME)).toBe(1);
    expect(await markAllNotificationsRead(ME)).toBe(1);
    expect(await unreadCount(ME)).toBe(0);
    const entries = await db.outbox.toArray();
    expect(entries.map((e) => [e.op, e.target])).toEqual([
      ['notification.read', `users/${ME}/notifications/l_p1_a`],
      ['notification.read', `users/${ME}/notifications/l_p1_b`],
      ['notification.read', `users/${ME}/notifications/c_k1`],
    ]);
    expect((await db.notifications.toArray()).every((row) => row.pending && row.unread === 0)).toBe(
      true,
    );
  });

  it('the listener’s older snapshot does not mark unread what waits to be marked read', async () => {
    const n = notice({ id: 'c_k1' });
    const first = await mirrorNotifications(ME, { changed: [n], removedIds: [], allIds: [n.id] });
    expect(first.fresh.map((f) => f.id)).toEqual(['c_k1']);
    await markNotificationsRead(ME, ['c_k1']);
    const again = await mirrorNotifications(ME, { changed: [n], removedIds: [], allIds: null });
    expect(again.fresh).toEqual([]);
    expect(await db.notifications.get([ME, 'c_k1'])).toMatchObject({ unread: 0, pending: true });
  });

  it('a listing that lacks a row, or reports it gone, has it re-read rather than dropped', async () => {
    // A member of its own: rows other tests left held (their marks still waiting) are not theirs.
    const ME = 'u-listing';
    const [a, b, c] = ['c_a', 'c_b', 'c_c'].map((id) => ({ ...notice({ id }), uid: ME }));
    await mirrorNotifications(ME, { changed: [a!, b!, c!], removedIds: [], allIds: null });
    const listing = await mirrorNotifications(
      ME,
      { changed: [b!, c!], removedIds: [], allIds: [b!.id, c!.id] },
      { whole: true },
    );
    expect(listing.recheck).toEqual([`users/${ME}/notifications/c_a`]);
    // Without `whole`, rows older than the listing's oldest are beyond its window.
    const window = await mirrorNotifications(ME, {
      changed: [b!, c!],
      removedIds: [],
      allIds: [b!.id, c!.id],
    });
    expect(window.recheck).toEqual([]);
    const removed = await mirrorNotifications(ME, {
      changed: [],
      removedIds: ['c_b'],
      allIds: null,
    });
    expect(removed.recheck).toEqual([`users/${ME}/notifications/c_b`]);
    expect(
      await db.notifications.where('[uid+id]').anyOf([ME, 'c_a'], [ME, 'c_b'], [ME, 'c_c']).count(),
    ).toBe(3);
  });

  it('leave a shared device with the member’s private data', async () => {
    await db.notifications.bulkPut([
      notificationRow(notice({ id: 'c_k1' })),
      notificationRow({ ...notice({ id: 'c_k1' }), uid: 'u-other' }),
    ]);
    await removePrivateData(ME);
    expect((await db.notifications.toArray()).map((row) => row.uid)).toEqual(['u-other']);
  });
});

describe('telling the member outside the app', () => {
  const words = {
    line: (item: { head: Notification; count: number }) => ({
      title: 'app',
      body: `${item.head.kind}:${item.count}`,
    }),
    summary: (count: number) => ({ title: 'app', body: `${count} new` }),
  };

  it('each new line once, a post’s likes as one, never a muted member’s or a read one', async () => {
    const rows = [
      notice({ id: 'c_k1' }),
      like('p1', 'a'),
      like('p1', 'b'),
      notice({ id: 'c_m', actor: 'muted' }),
      notice({ id: 'c_r', read: true }),
    ];
    await db.notifications.bulkPut(rows.map((n) => notificationRow(n)));
    await db.mutes.put({ uid: ME, mutedUid: 'muted', pending: false });
    const ids = rows.map((n) => n.id);
    const told = await noticesToTell(ME, ids, words);
    expect(told).toEqual([
      { title: 'app', body: 'like:2', tag: 'likes-p1', url: '/posts/p1' },
      { title: 'app', body: 'comment:1', tag: 'notification-c_k1', url: '/posts/p1#comment-k1' },
    ]);
    expect(await noticesToTell(ME, ids, words)).toEqual([]);
  });

  it('more than a few lines become one, leading to the list', async () => {
    const rows = Array.from({ length: TELL_AT_MOST + 1 }, (_, i) => notice({ id: `c_k${i}` }));
    await db.notifications.bulkPut(rows.map((n) => notificationRow(n)));
    expect(
      await noticesToTell(
        ME,
        rows.map((n) => n.id),
        words,
      ),
    ).toEqual([{ title: 'app', body: '4 new', tag: 'notifications', url: '/notifications' }]);
  });

  it('the badge counts unread lines and writes waiting', async () => {
    await db.notifications.bulkPut(
      [like('p1', 'a'), like('p1', 'b'), notice({ id: 'c_k1' })].map((n) => notificationRow(n)),
    );
    expect(await badgeCount(ME)).toBe(2);
    await markNotificationsRead(ME, ['c_k1']);
    // One line unread, and the waiting "read" itself.
    expect(await badgeCount(ME)).toBe(2);
    expect(await badgeCount(null)).toBe(1);
  });
});

describe('a pushed notification (Web Push, where the project sends it)', () => {
  const message = {
    data: {
      uid: ME,
      id: 'c_k9',
      kind: 'mention',
      actor: 'bob',
      actorName: 'bob',
      postId: 'p1',
      postTitle: 'Hello',
      commentId: 'k9',
    },
    from: '1234',
  };

  it('is read from the message’s data, or refused when it is not one', () => {
    expect(pushedNotification(message)).toMatchObject({
      id: 'c_k9',
      uid: ME,
      kind: 'mention',
      commentId: 'k9',
      read: false,
    });
    expect(pushedNotification({ data: { ...message.data, kind: 'spam' } })).toBeNull();
    expect(pushedNotification({ notification: { title: 'x' } })).toBeNull();
    expect(pushedNotification(null)).toBeNull();
  });

  it('is kept and told of once, whether the push or the refresh brings it first', async () => {
    const pushed = pushedNotification(message)!;
    expect(await keepPushed(pushed)).toEqual(['c_k9']);
    expect(await keepPushed(pushed)).toEqual([]);
    const words = {
      line: () => ({ title: 'app', body: 'line' }),
      summary: () => ({ title: 'app', body: 'many' }),
    };
    expect(await noticesToTell(ME, ['c_k9'], words)).toHaveLength(1);
    // The refresh then finds it on the device already: nothing new, nothing told.
    const later = await mirrorNotifications(ME, {
      changed: [{ ...pushed, createdAt: new Date() }],
      removedIds: [],
      allIds: null,
    });
    expect(later.fresh).toEqual([]);
    expect(await noticesToTell(ME, ['c_k9'], words)).toEqual([]);
  });
});
