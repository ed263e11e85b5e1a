// Notifications through the outbox, against the emulators and firestore.rules: a comment, a reply,
// a mention (in a comment or a post) and a like written offline each carry their notifications in
// their own commit, and replay exactly once when acknowledgements are lost (the notifications
// once, the counts exact); an unlike takes the like's notification back. The recipient's side: the listener brings their
// notifications to the device, live, and marking them read (offline, under lost acknowledgements)
// reaches the server once; the device's unread count stays exact throughout.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { atom, createStore } from 'jotai/vanilla';
import type { Comment } from '../../src/data/model/comment';
import type { SyncRemote } from '../../src/data/sync/sync-remote';
import { withFaults } from './support/faulty-remote';
import { replayUntilDrained } from './support/replay-until-drained';
import {
  runIds,
  signedInSuite,
  storedPost,
  type AppModules,
  type MirrorWrites,
} from './support/signed-in-member';
import { listDocuments, readDocument, writeDocument } from './support/emulator-rest';

const PASSWORD = 'Notices!2345';
let app: AppModules;
let mirror: MirrorWrites;
let uid: string;
let other: string;
const { run, nextId } = runIds();
/** A member who wrote a comment on other's post (no account needed to be notified). */
const carol = `carol-${run}`;

signedInSuite('notices', PASSWORD, run, (signedIn) => ({ app, mirror, uid, other } = signedIn));

const me = () => ({ uid, displayName: `notices-${run}`, photoURL: '' });

/** A sync engine as the member, its listeners on: the device follows the server. */
function listeningEngine() {
  return app.createSyncEngine({
    remote: app.firebaseSyncRemote,
    store: createStore(),
    user: atom<string | null>(uid),
    mirror: true,
    delay: () => 50,
  });
}

/** Replays through `remote` until nothing is left to send now. */
const replay = (remote?: SyncRemote) => replayUntilDrained(app, uid, remote ? { remote } : {});

/** Other's post with carol's comment c1, on the server and on the device (opened here). */
async function postWithComment(postId: string): Promise<void> {
  const comment = {
    text: 'a question',
    uid: carol,
    author: { displayName: 'carol', photoURL: '' },
    createdAt: new Date(),
  };
  await writeDocument(`posts/${postId}`, storedPost(other, 'notices', { commentCount: 1 }));
  await writeDocument(`posts/${postId}/comments/c1`, comment);
  const found = await (await import('../../src/data/remote/rest-reads')).restPost(postId);
  await mirror.mirrorPosts([found!]);
  const row: Comment = { id: 'c1', postId, ...comment, version: 1 };
  await mirror.mirrorCommentPage(postId, [row]);
}

/** A member's notifications on the server, as [id, kind, actor, read], sorted by id. */
async function noticesOf(member: string, postId: string) {
  return (await listDocuments(`users/${member}/notifications`))
    .filter((n) => n.data.postId === postId)
    .map((n) => [n.id, n.data.kind, n.data.actor, n.data.read])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
}

describe('an event and its notification, in one commit, exactly once', () => {
  it('a comment, a reply and a like written offline replay once under lost acknowledgements', async () => {
    const postId = nextId('notify');
    await postWithComment(postId);

    // Offline: a comment on other's post, a reply to carol's comment, a like of the post.
    const comment = await app.comments.addComment(me(), postId, 'nice post');
    const reply = await app.comments.addReply(me(), postId, 'c1', 'an answer');
    await app.reactions.likePost(uid, postId);
    expect((await app.db.outbox.orderBy(':id').toArray()).map((e) => e.op)).toEqual([
      'comment.add',
      'comment.reply',
      'post.like',
    ]);

    // Every commit reaches the server, and the first three answers are lost on the way back.
    const faulty = withFaults(app.firebaseSyncRemote);
    let drops = 3;
    faulty.setFaults(() => (drops-- > 0 ? 'drop-ack' : 'none'));
    await replay(faulty);
    expect(faulty.counts['drop-ack']).toBe(3);
    expect(await app.db.outbox.count()).toBe(0);

    expect(await noticesOf(other, postId)).toEqual(
      [
        [`c_${comment}`, 'comment', uid, false],
        [`l_${postId}_${uid}`, 'like', uid, false],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    expect(await noticesOf(carol, postId)).toEqual([[`c_${reply}`, 'reply', uid, false]]);
    expect(await readDocument(`users/${other}/notifications/c_${comment}`)).toMatchObject({
      actorName: `notices-${run}`,
      postTitle: 'Somebody else',
      commentId: comment,
    });
    // None to the member themselves, and the counts moved exactly once.
    expect(await listDocuments(`users/${uid}/notifications`)).toEqual([]);
    expect(await readDocument(`posts/${postId}`)).toMatchObject({
      commentCount: 3,
      likeCount: 1,
    });

    // The unlike takes the like's notification back, once, also with its answer lost; liked
    // again, it notifies again under the same id.
    await app.reactions.unlikePost(uid, postId);
    drops = 1;
    await replay(faulty);
    expect(await noticesOf(other, postId)).toEqual([[`c_${comment}`, 'comment', uid, false]]);
    expect(await readDocument(`posts/${postId}`)).toMatchObject({ likeCount: 0 });
    await app.reactions.likePost(uid, postId);
    drops = 1;
    await replay(faulty);
    expect((await noticesOf(other, postId)).map((n) => n[0])).toContain(`l_${postId}_${uid}`);
    expect(await readDocument(`posts/${postId}`)).toMatchObject({ likeCount: 1 });
  });

  it('a reply mentioning members, written offline, notifies each once under lost acknowledgements', async () => {
    const postId = nextId('mention');
    await postWithComment(postId);
    const dave = `dave-${run}`;
    // Offline: a reply to carol's comment naming the post's author, dave, carol and oneself.
    const text = `@[${other}] @[${dave}] see @[${carol}] and @[${uid}]`;
    const reply = await app.comments.addReply(me(), postId, 'c1', text);
    expect(await app.db.comments.get(reply)).toMatchObject({ mentions: [other, dave, carol] });

    const faulty = withFaults(app.firebaseSyncRemote);
    let drops = 2;
    faulty.setFaults(() => (drops-- > 0 ? 'drop-ack' : 'none'));
    await replay(faulty);
    expect(faulty.counts['drop-ack']).toBe(2);
    expect(await app.db.outbox.count()).toBe(0);

    // Carol hears of the reply once (as a reply, not twice); the others of the mention.
    expect(await noticesOf(carol, postId)).toEqual([[`c_${reply}`, 'reply', uid, false]]);
    expect(await noticesOf(other, postId)).toEqual([[`c_${reply}`, 'mention', uid, false]]);
    expect(await noticesOf(dave, postId)).toEqual([[`c_${reply}`, 'mention', uid, false]]);
    expect(await listDocuments(`users/${uid}/notifications`)).toEqual([]);
    expect(await readDocument(`posts/${postId}/comments/${reply}`)).toMatchObject({
      text,
      mentions: [other, dave, carol],
      parentId: 'c1',
    });
    expect(await readDocument(`posts/${postId}`)).toMatchObject({ commentCount: 2 });
    expect(await readDocument(`posts/${postId}/comments/c1`)).toMatchObject({ replyCount: 1 });
  });

  it('a post mentioning members, written offline, notifies each once under lost acknowledgements', async () => {
    const dave = `dave-${run}`;
    // Offline: a post naming other, dave, other again and oneself; then another post naming no
    // one (its creation waits for the first: each replays once, in order).
    const text = `Hi @[${other}] and @[${dave}]: see @[${other}], says @[${uid}]`;
    const content = (body: string) => ({
      title: 'Mentions',
      category: 'community' as const,
      tags: ['t'],
      content: body,
    });
    const postId = await app.posts.createPost(me(), content(text));
    const quiet = await app.posts.createPost(me(), content('nobody'));
    expect(await app.db.posts.get(postId)).toMatchObject({ mentions: [other, dave] });

    // Every commit reaches the server, and the first two answers are lost on the way back.
    const faulty = withFaults(app.firebaseSyncRemote);
    let drops = 2;
    faulty.setFaults(() => (drops-- > 0 ? 'drop-ack' : 'none'));
    await replay(faulty);
    expect(faulty.counts['drop-ack']).toBe(2);
    expect(await app.db.outbox.count()).toBe(0);

    // Each member named is told once, under the post's id, about no comment; nobody else.
    const id = `p_${postId}`;
    expect(await noticesOf(other, postId)).toEqual([[id, 'mention', uid, false]]);
    expect(await noticesOf(dave, postId)).toEqual([[id, 'mention', uid, false]]);
    const told = await readDocument(`users/${dave}/notifications/${id}`);
    expect(told).toMatchObject({ actorName: `notices-${run}`, postTitle: 'Mentions', postId });
    expect(told).not.toHaveProperty('commentId');
    expect(await listDocuments(`users/${uid}/notifications`)).toEqual([]);
    expect(await noticesOf(other, quiet)).toEqual([]);
    expect(await readDocument(`posts/${postId}`)).toMatchObject({
      content: text,
      mentions: [other, dave],
      version: 1,
    });

    // An edit naming carol keeps the list as it was, and tells her nothing.
    await app.posts.editPost(uid, postId, content(`${text} @[${carol}]`));
    drops = 1;
    await replay(faulty);
    expect(await app.db.outbox.count()).toBe(0);
    expect(await readDocument(`posts/${postId}`)).toMatchObject({
      mentions: [other, dave],
      version: 2,
    });
    expect(await noticesOf(carol, postId)).toEqual([]);
    expect(await noticesOf(other, postId)).toHaveLength(1);
  });

  it('a post naming more than ten members is refused on the device, with its message', async () => {
    const text = Array.from({ length: 11 }, (_, i) => `@[m${i}-${run}]`).join(' ');
    await expect(
      app.posts.createPost(me(), {
        title: 'Too many',
        category: 'qna',
        tags: ['t'],
        content: text,
      }),
    ).rejects.toMatchObject({ messageKey: 'posts.mention.error.postTooMany' });
    expect(await app.db.outbox.count()).toBe(0);
  });

  it('a comment naming more than ten members is refused on the device, with its message', async () => {
    const postId = nextId('bound');
    await postWithComment(postId);
    const text = Array.from({ length: 11 }, (_, i) => `@[m${i}-${run}]`).join(' ');
    await expect(app.comments.addComment(me(), postId, text)).rejects.toMatchObject({
      messageKey: 'posts.mention.error.tooMany',
    });
    expect(await app.db.outbox.count()).toBe(0);
  });

  it('a comment on one’s own post, and a like of it, notify nobody', async () => {
    const postId = nextId('own');
    await writeDocument(`posts/${postId}`, storedPost(uid, 'notices'));
    const found = await (await import('../../src/data/remote/rest-reads')).restPost(postId);
    await mirror.mirrorPosts([found!]);
    await app.comments.addComment(me(), postId, 'my own');
    await app.reactions.likePost(uid, postId);
    await replay();
    expect(await app.db.outbox.count()).toBe(0);
    expect(await listDocuments(`users/${uid}/notifications`)).toEqual([]);
    expect(await readDocument(`posts/${postId}`)).toMatchObject({ commentCount: 1, likeCount: 1 });
  });
});

describe("the recipient's notifications on the device", () => {
  /** A notification of the member's, as another member's commit would have written it. */
  async function notifiedOf(id: string, postId: string, kind: string, actor = other) {
    await writeDocument(`users/${uid}/notifications/${id}`, {
      kind,
      actor,
      actorName: actor === other ? 'other' : 'carol',
      postId,
      postTitle: 'My post',
      ...(kind === 'like' ? {} : { commentId: id.slice(2) }),
      createdAt: new Date(),
      read: false,
    });
  }

  it('arrive through the listener; marked read offline, each reaches the server once', async () => {
    const postId = nextId('mine');
    const { unreadCount } = await import('../../src/data/local/notifications');
    const listening = listeningEngine();
    try {
      await notifiedOf('c_k1', postId, 'comment');
      await notifiedOf(`l_${postId}_${other}`, postId, 'like');
      await notifiedOf(`l_${postId}_${carol}`, postId, 'like', carol);
      await expect.poll(() => app.db.notifications.count(), { timeout: 15_000 }).toBe(3);
      // The comment, and the post's likes as one line.
      expect(await unreadCount(uid)).toBe(2);

      // A like taken back on the server leaves the device too.
      const { deleteDocument } = await import('./support/emulator-rest');
      await deleteDocument(`users/${uid}/notifications/l_${postId}_${carol}`);
      await expect.poll(() => app.db.notifications.count(), { timeout: 15_000 }).toBe(2);
    } finally {
      await listening.stop();
    }

    const commands = await import('../../src/data/sync/commands/notification-commands');
    expect(await commands.markAllNotificationsRead(uid)).toBe(2);
    // Marking again waits on nothing new.
    expect(await commands.markAllNotificationsRead(uid)).toBe(0);
    expect(await unreadCount(uid)).toBe(0);
    expect(await app.db.outbox.count()).toBe(2);

    const faulty = withFaults(app.firebaseSyncRemote);
    let drops = 1;
    faulty.setFaults(() => (drops-- > 0 ? 'drop-ack' : 'none'));
    await replay(faulty);
    expect(await app.db.outbox.count()).toBe(0);
    expect(
      (await listDocuments(`users/${uid}/notifications`)).map((n) => [n.id, n.data.read]).sort(),
    ).toEqual(
      [
        ['c_k1', true],
        [`l_${postId}_${other}`, true],
      ].sort(),
    );
    expect((await app.db.notifications.toArray()).map((row) => row.pending)).toEqual([
      false,
      false,
    ]);
  });
});
