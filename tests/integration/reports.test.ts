// Reports and hiding through the outbox, against the emulators and firestore.rules: a report
// written offline replays exactly once when acknowledgements are lost, counted once on its item's
// summary; an admin's hide replays once too and closes the reports; the hidden post leaves the
// board's and search's server queries and another member's device; a reply written offline
// under a comment hidden meanwhile stops in `failed` with its own message, its text kept, as
// one under a deleted comment does.
import 'fake-indexeddb/auto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInWithEmailAndPassword } from 'firebase/auth';
import type { Comment } from '../../src/data/model/comment';
import {
  reportKey,
  reportPath,
  reportSummaryPath,
  type ReportedItem,
} from '../../src/data/model/moderation';
import type { SyncRemote } from '../../src/data/sync/sync-remote';
import { withFaults } from './support/faulty-remote';
import { replayUntilDrained } from './support/replay-until-drained';
import {
  runIds,
  signedInSuite,
  storedPost,
  type AppModules,
  type MirrorWrites,
  type RemoteApi,
} from './support/signed-in-member';
import { createAccount, listDocuments, readDocument, writeDocument } from './support/emulator-rest';

const PASSWORD = 'Reports!2345';
let app: AppModules;
let remote: RemoteApi;
let mirror: MirrorWrites;
let uid: string;
let other: string;
let admin: string;
const { run, nextId } = runIds();

const email = (who: string) => `${who}-${run}@prop.test`;

signedInSuite(
  'reports',
  PASSWORD,
  run,
  (signedIn) => ({ app, remote, mirror, uid, other } = signedIn),
);

beforeAll(async () => {
  admin = await createAccount(email('reports-admin'), PASSWORD);
  // Roles are set by an operator, never from the app.
  await writeDocument(`users/${admin}`, { displayName: 'moderator', photoURL: '', role: 'admin' });
});

beforeEach(async () => {
  await signInWithEmailAndPassword(app.firebaseAuth(), email('reports'), PASSWORD);
});

/** Replays as `who` through `through` until nothing is left to send now. */
const replay = (who: string, through?: SyncRemote) =>
  replayUntilDrained(app, who, through ? { remote: through } : {});

/** Another member's post with their comment c1, on the server and on this device. */
async function othersPost(
  tag: string,
): Promise<{ postId: string; post: ReportedItem; comment: ReportedItem }> {
  const postId = nextId(tag);
  const comment = {
    text: 'Buy cheap watches',
    uid: other,
    author: { displayName: 'other', photoURL: '' },
    createdAt: new Date(),
  };
  await writeDocument(
    `posts/${postId}`,
    storedPost(other, tag, { title: 'Cheap watches', commentCount: 1 }),
  );
  await writeDocument(`posts/${postId}/comments/c1`, comment);
  const found = await (await import('../../src/data/remote/rest-reads')).restPost(postId);
  await mirror.mirrorPosts([found!]);
  const row: Comment = { id: 'c1', postId, ...comment, version: 1 };
  await mirror.mirrorCommentPage(postId, [row]);
  return {
    postId,
    post: { kind: 'post', postId },
    comment: { kind: 'comment', postId, commentId: 'c1' },
  };
}

describe('reports through the outbox', () => {
  it('written offline, replay exactly once under lost acknowledgements; counted once', async () => {
    const { post, comment } = await othersPost('reported');

    // Offline: a post and its comment reported, and the post a second time (nothing enqueued).
    await app.reports.reportItem(uid, post, other, 'spam', '', 'Cheap watches');
    await app.reports.reportItem(uid, comment, other, 'other', 'selling watches', 'Buy cheap');
    await app.reports.reportItem(uid, post, other, 'abuse', '', 'Cheap watches');
    expect((await app.db.outbox.orderBy(':id').toArray()).map((e) => [e.op, e.target])).toEqual([
      ['report.add', reportPath(reportKey(post), uid)],
      ['report.add', reportPath(reportKey(comment), uid)],
    ]);

    // Every commit reaches the server, and the first two answers are lost on the way back: each
    // replay must find the report there and count nothing more.
    const faulty = withFaults(app.firebaseSyncRemote);
    let drops = 2;
    faulty.setFaults(() => (drops-- > 0 ? 'drop-ack' : 'none'));
    await replay(uid, faulty);
    expect(faulty.counts['drop-ack']).toBe(2);
    expect(await app.db.outbox.count()).toBe(0);

    for (const [item, reason, text] of [
      [post, 'spam', ''],
      [comment, 'other', 'selling watches'],
    ] as const) {
      const key = reportKey(item);
      expect(await listDocuments(`${reportSummaryPath(key)}/by`)).toEqual([
        { id: uid, data: { reason, text, createdAt: expect.any(String) } },
      ]);
      expect(await readDocument(reportSummaryPath(key))).toMatchObject({
        kind: item.kind,
        postId: item.postId,
        authorUid: other,
        count: 1,
        reasons: { spam: reason === 'spam' ? 1 : 0, abuse: 0, other: reason === 'other' ? 1 : 0 },
        lastReporter: uid,
        status: 'open',
      });
      expect(await app.db.reports.get([uid, key])).toMatchObject({ pending: false });
    }
  });

  it("an admin's hide replays once, closes the reports, and the post leaves others' lists and devices", async () => {
    // Tagged for this run alone: search finds what earlier runs left on the emulator too.
    const tag = `hidden-${run}`;
    const { postId, post } = await othersPost(tag);
    // A second post stays visible; its comment is hidden.
    const thread = await othersPost('thread');
    await writeDocument(`posts/${nextId('visible')}`, storedPost(other, tag));
    await app.reports.reportItem(uid, post, other, 'spam', '', 'Cheap watches');
    // The reporter, offline, answers the comment meanwhile.
    await app.comments.addReply(
      { uid, displayName: 'reports', photoURL: '' },
      thread.postId,
      'c1',
      'where do I buy?',
    );
    const replyEntry = (await app.db.outbox.toArray()).find((e) => e.op === 'comment.reply')!;
    // The report goes now; the reply waits (its first attempt fails before the server).
    const reportOnly = withFaults(app.firebaseSyncRemote);
    reportOnly.setFaults(() => 'none');
    await app.db.outbox.update(replyEntry.id, { nextAttemptAt: Date.now() + 3_600_000 });
    await replay(uid, reportOnly);
    const waiting = await app.db.outbox.toArray();
    expect(waiting.map((e) => e.op)).toEqual(['comment.reply']);

    // What the reporter's device holds of the post before the hide (this one database stands in
    // for the admin's device next).
    const before = await app.db.posts.get(postId);
    expect(before).toMatchObject({ title: 'Cheap watches' });
    expect(before?.hidden).toBeUndefined();

    // The admin hides the post and the comment; the first answer is lost.
    await signInWithEmailAndPassword(app.firebaseAuth(), email('reports-admin'), PASSWORD);
    await app.reports.hideContent(admin, post, 'spam', 'Advertising', 'Cheap watches');
    await app.reports.hideContent(admin, thread.comment, 'spam', '', 'Buy cheap watches');
    const faulty = withFaults(app.firebaseSyncRemote);
    let drops = 1;
    faulty.setFaults(() => (drops-- > 0 ? 'drop-ack' : 'none'));
    const adminEntries = async () =>
      (await app.db.outbox.toArray()).filter((e) => e.uid === admin).length;
    await replay(admin, faulty);
    expect(faulty.counts['drop-ack']).toBe(1);
    expect(await adminEntries()).toBe(0);
    expect(await readDocument(`posts/${postId}`)).toMatchObject({
      hidden: { by: admin, reason: 'spam', note: 'Advertising', at: expect.any(String) },
    });
    expect(await readDocument(`posts/${thread.postId}/comments/c1`)).toMatchObject({
      hidden: { by: admin, reason: 'spam', note: '' },
    });
    expect(await readDocument(reportSummaryPath(reportKey(post)))).toMatchObject({
      status: 'hidden',
      resolvedBy: admin,
      count: 1,
    });

    // The board's and search's server queries no longer find it; the other post stays.
    const rest = await import('../../src/data/remote/rest-reads');
    const board = await rest.restBoardPage({ tab: 'community', sort: 'update' }, null, 30);
    expect(board.items.map((p) => p.id)).not.toContain(postId);
    expect(board.items.some((p) => p.tags.includes(tag))).toBe(true);
    const found = await remote.searchPostsPage({
      anchor: { field: 'tags', values: [tag] },
      category: null,
      after: null,
      limit: 10,
    });
    expect(found.items.map((p) => p.id)).not.toContain(postId);
    expect(found.items).toHaveLength(1);

    // Back on the reporter's device: read again, the post leaves it, and the reply waiting
    // under the hidden comment stops with its own message, its text kept.
    await signInWithEmailAndPassword(app.firebaseAuth(), email('reports'), PASSWORD);
    mirror.keepHiddenItemsOf(() => uid);
    await app.db.posts.put(before!);
    await mirror.mirrorDocument(await remote.readMirrorDocument(`posts/${postId}`));
    expect(await app.db.posts.get(postId)).toBeUndefined();
    await app.db.outbox.update(replyEntry.id, { nextAttemptAt: 0 });
    await replay(uid);
    expect(await app.db.outbox.toArray()).toMatchObject([
      {
        op: 'comment.reply',
        status: 'failed',
        summary: 'where do I buy?',
        lastError: { code: 'parent-hidden', messageKey: 'sync.error.parentHidden' },
      },
    ]);
    expect((await listDocuments(`posts/${thread.postId}/comments`)).map((c) => c.id)).toEqual([
      'c1',
    ]);
    expect(await readDocument(`posts/${thread.postId}`)).toMatchObject({ commentCount: 1 });
    mirror.keepHiddenItemsOf(() => null);
  });
  it('hiding a comment takes its notifications with it, once, under a lost acknowledgement', async () => {
    const { postId } = await othersPost('noticed');
    const carol = `carol-${run}`;
    // The member comments on other's post, mentioning carol: both are notified.
    const commentId = await app.comments.addComment(
      { uid, displayName: 'reports', photoURL: '' },
      postId,
      `@[${carol}] look`,
    );
    await replay(uid);
    const noticeOf = (to: string) => readDocument(`users/${to}/notifications/c_${commentId}`);
    expect(await noticeOf(other)).toMatchObject({ kind: 'comment', commentId });
    expect(await noticeOf(carol)).toMatchObject({ kind: 'mention', commentId });

    await signInWithEmailAndPassword(app.firebaseAuth(), email('reports-admin'), PASSWORD);
    await app.reports.hideContent(
      admin,
      { kind: 'comment', postId, commentId },
      'abuse',
      '',
      'look',
    );
    const faulty = withFaults(app.firebaseSyncRemote);
    let drops = 1;
    faulty.setFaults(() => (drops-- > 0 ? 'drop-ack' : 'none'));
    await replay(admin, faulty);
    expect(faulty.counts['drop-ack']).toBe(1);
    expect(await app.db.outbox.count()).toBe(0);
    expect(await readDocument(`posts/${postId}/comments/${commentId}`)).toMatchObject({
      hidden: { by: admin, reason: 'abuse' },
    });
    expect(await noticeOf(other)).toBeNull();
    expect(await noticeOf(carol)).toBeNull();
  });
  it("hiding a post takes its mentions' notifications with it; its comments' stay", async () => {
    const carol = `carol-${run}`;
    const me = { uid, displayName: 'reports', photoURL: '' };
    const postId = await app.posts.createPost(me, {
      title: 'Mentions',
      category: 'community',
      tags: ['t'],
      content: `@[${carol}] @[${other}] look`,
    });
    await replay(uid);
    const mentionOf = (to: string) => readDocument(`users/${to}/notifications/p_${postId}`);
    expect(await mentionOf(carol)).toMatchObject({ kind: 'mention', postId });
    expect(await mentionOf(other)).toMatchObject({ kind: 'mention', postId });

    await signInWithEmailAndPassword(app.firebaseAuth(), email('reports-admin'), PASSWORD);
    await app.reports.hideContent(admin, { kind: 'post', postId }, 'abuse', '', 'Mentions');
    await replay(admin);
    expect(await app.db.outbox.count()).toBe(0);
    expect(await readDocument(`posts/${postId}`)).toMatchObject({
      hidden: { by: admin, reason: 'abuse' },
    });
    expect(await mentionOf(carol)).toBeNull();
    expect(await mentionOf(other)).toBeNull();
  });
});
