// The app's own write path under the strict rules, against the emulators: honest offline writes
// still replay exactly once, or stop with a clear, translated reason on the sync page. Counters
// end exact (1), a view counts once per viewer (2), the server dates posts in the order they were
// written and keeps when (3), a post deleted meanwhile leaves nothing behind and nothing is lost
// silently (4), and a write that loses a race is tried again, not failed (9).
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { replayUntilDrained } from './support/replay-until-drained';
import {
  runIds,
  signedInSuite,
  storedPost as storedPostOf,
  type AppModules,
  type MirrorWrites,
  type RemoteApi,
} from './support/signed-in-member';
import {
  deleteDocument,
  listDocuments,
  patchDocument,
  readDocument,
  writeDocument,
} from './support/emulator-rest';

const PASSWORD = 'Hostile!2345';
let app: AppModules;
let remote: RemoteApi;
let mirror: MirrorWrites;
let uid: string;
let other: string;
const { run, nextId } = runIds();
const storedPost = (owner: string, extra: Record<string, unknown> = {}) =>
  storedPostOf(owner, 'rules', extra);

signedInSuite(
  'hostile',
  PASSWORD,
  run,
  (signedIn) => ({ app, remote, mirror, uid, other } = signedIn),
);

const me = () => ({ uid, displayName: 'hostile', photoURL: '' });

/**
 * Replays until nothing is left to send now: the outbox is empty or waits for the member. The
 * member writes more posts than a budget window holds: the windows pass as time would.
 */
const replay = (timeout = 20_000) => replayUntilDrained(app, uid, { timeout, passBudget: true });

async function onDevice(id: string): Promise<void> {
  const found = await (await import('../../src/data/remote/rest-reads')).restPost(id);
  if (!found) throw new Error(`${id} is not on the server`);
  await mirror.mirrorPosts([found]);
}

describe('1. counters through the outbox', () => {
  it('likes, bookmarks and comments made offline move each counter by exactly one', async () => {
    const postId = nextId('count');
    await writeDocument(`posts/${postId}`, storedPost(other));
    await onDevice(postId);
    await app.reactions.likePost(uid, postId);
    await app.reactions.addBookmark(uid, postId);
    const first = await app.comments.addComment(me(), postId, 'first');
    await app.comments.addComment(me(), postId, 'second');
    await app.comments.deleteComment(uid, postId, first);
    await replay();
    expect(await app.db.outbox.count()).toBe(0);
    expect(await readDocument(`posts/${postId}`)).toMatchObject({
      likeCount: 1,
      bookmarkCount: 1,
      commentCount: 1,
    });
    const comments = await listDocuments(`posts/${postId}/comments`);
    expect(comments.map((c) => c.data.text)).toEqual(['second']);
    // The author shown is the member's own profile, as the rules demand.
    expect(comments[0]!.data.author).toEqual({ displayName: expect.any(String), photoURL: '' });
  });
});

describe('2. hits are views, once per viewer', () => {
  it('a member opening a post twice counts once', async () => {
    const postId = nextId('hits');
    await writeDocument(`posts/${postId}`, storedPost(other));
    expect(await remote.countHit(postId)).toBe(true);
    expect(await remote.countHit(postId)).toBe(false);
    expect(await readDocument(`posts/${postId}`)).toMatchObject({ hits: 1 });
    expect(await readDocument(`posts/${postId}/views/${uid}`)).not.toBeNull();
  });
});

describe('3. the server dates posts, in the order they were written', () => {
  it('posts written offline reach the server in order, dated by it, keeping when they were written', async () => {
    const before = Date.now();
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      ids.push(
        await app.posts.createPost(me(), {
          title: `p${i}`,
          category: 'qna',
          tags: ['order'],
          content: `body ${i}`,
        }),
      );
    }
    const entries = await app.db.outbox.orderBy(':id').toArray();
    // Each create waits for the one written before it.
    entries.slice(1).forEach((entry, i) => expect(entry.dependsOn).toContain(entries[i]!.id));
    await replay();
    const docs = await Promise.all(ids.map((id) => readDocument(`posts/${id}`)));
    const created = docs.map((d) => Date.parse(String(d!.createdAt)));
    const written = docs.map((d) => Date.parse(String(d!.writtenAt)));
    expect(created).toEqual([...created].sort((a, b) => a - b));
    expect(new Set(created).size).toBe(created.length);
    created.forEach((at, i) => {
      expect(at).toBeGreaterThanOrEqual(before - 1_000);
      expect(written[i]).toBeLessThanOrEqual(at + 1_000);
    });
  });
});

describe('4. a post deleted while the member was offline', () => {
  it('a comment stops with a translated reason, a like and a bookmark go, nothing is orphaned', async () => {
    const postId = nextId('gone');
    await writeDocument(`posts/${postId}`, storedPost(other));
    await onDevice(postId);
    await app.reactions.likePost(uid, postId);
    await app.reactions.addBookmark(uid, postId);
    await app.comments.addComment(me(), postId, 'written offline');
    // Meanwhile its author deletes it on their device, with its tombstone.
    await deleteDocument(`posts/${postId}`);
    await writeDocument(`deletedPosts/${postId}`, {
      uid: other,
      deletedBy: other,
      deletedAt: new Date(),
    });
    await replay();
    const left = await app.db.outbox.toArray();
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({
      op: 'comment.add',
      status: 'failed',
      summary: 'written offline',
      lastError: { code: 'post-deleted', messageKey: 'sync.error.postDeleted' },
    });
    expect(await listDocuments(`posts/${postId}/comments`)).toEqual([]);
    expect(await listDocuments(`posts/${postId}/likes`)).toEqual([]);
    expect(await readDocument(`users/${uid}/bookmarks/${postId}`)).toBeNull();
  });

  it('deleting a post with 450 comments and likes leaves none behind', async () => {
    const postId = await app.posts.createPost(me(), {
      title: 'busy',
      category: 'qna',
      tags: ['x'],
      content: 'busy',
    });
    await replay();
    for (let i = 0; i < 450; i++) {
      await writeDocument(`posts/${postId}/comments/k${i}`, {
        text: `c${i}`,
        uid: other,
        author: { displayName: 'other', photoURL: '' },
        createdAt: new Date(),
      });
    }
    await writeDocument(`posts/${postId}/likes/${other}`, { createdAt: new Date() });
    await writeDocument(`posts/${postId}/views/${other}`, { createdAt: new Date() });
    await onDevice(postId);
    await app.posts.deletePost(uid, postId);
    await replay(60_000);
    expect(await app.db.outbox.count()).toBe(0);
    expect(await readDocument(`posts/${postId}`)).toBeNull();
    expect(await readDocument(`deletedPosts/${postId}`)).toMatchObject({ uid, deletedBy: uid });
    expect(await listDocuments(`posts/${postId}/comments`)).toEqual([]);
    expect(await listDocuments(`posts/${postId}/likes`)).toEqual([]);
    expect(await listDocuments(`posts/${postId}/views`)).toEqual([]);
  });
});

describe('9. a lost race is tried again, not failed', () => {
  it('a like lands while other viewers keep bumping the post', async () => {
    const postId = nextId('race');
    await writeDocument(`posts/${postId}`, storedPost(other));
    await onDevice(postId);
    let bumping = true;
    let hits = 0;
    const bump = (async () => {
      while (bumping) {
        hits += 1;
        await patchDocument(`posts/${postId}`, { hits });
        // A busy post, not a flood: a view every few milliseconds, as many readers would.
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    try {
      await app.reactions.likePost(uid, postId);
      await app.comments.addComment(me(), postId, 'busy post');
      await replay(45_000);
    } finally {
      bumping = false;
      await bump;
    }
    const entries = await app.db.outbox.toArray();
    expect(entries.filter((e) => e.status === 'failed')).toEqual([]);
    expect(entries).toEqual([]);
    expect(await readDocument(`posts/${postId}/likes/${uid}`)).not.toBeNull();
    expect(hits).toBeGreaterThan(1);
  });
});

describe('comment edits through the outbox', () => {
  it('two edits made offline reach the server once each, marked edited, one version up each', async () => {
    const postId = nextId('comment-edit');
    await writeDocument(`posts/${postId}`, storedPost(other));
    await onDevice(postId);
    const commentId = await app.comments.addComment(me(), postId, 'first');
    await replay();
    await app.comments.editComment(uid, commentId, 'second');
    await app.comments.editComment(uid, commentId, 'third');
    await replay();
    expect(await app.db.outbox.count()).toBe(0);
    const path = `posts/${postId}/comments/${commentId}`;
    expect(await readDocument(path)).toMatchObject({ text: 'third', version: 3, edited: true });
    expect(await app.db.comments.get(commentId)).toMatchObject({
      text: 'third',
      version: 3,
      pending: false,
    });
  });

  it('an edit that meets a newer version stops as a conflict; keeping mine sends it on top', async () => {
    const postId = nextId('comment-conflict');
    await writeDocument(`posts/${postId}`, storedPost(other));
    await onDevice(postId);
    const commentId = await app.comments.addComment(me(), postId, 'first');
    await replay();
    const path = `posts/${postId}/comments/${commentId}`;
    // Edited on another device meanwhile (version 2 there).
    await patchDocument(path, { text: 'from elsewhere', version: 2, edited: true });
    await app.comments.editComment(uid, commentId, 'from here');
    await replay();
    const [stopped] = await app.db.outbox.toArray();
    expect(stopped).toMatchObject({
      op: 'comment.edit',
      status: 'conflict',
      conflict: { serverVersion: 2, serverText: 'from elsewhere' },
    });
    expect(await readDocument(path)).toMatchObject({ text: 'from elsewhere', version: 2 });

    await app.resolveConflict(stopped!.id, { kind: 'mine' });
    await replay();
    expect(await app.db.outbox.count()).toBe(0);
    expect(await readDocument(path)).toMatchObject({ text: 'from here', version: 3, edited: true });
  });
});
