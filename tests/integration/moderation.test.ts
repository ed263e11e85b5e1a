// An admin's moderation through the outbox, against the emulators: pinning and unpinning a notice
// (not an edit: the version stays), and deleting another member's comment and post with their
// counters kept right. firestore.rules decide on the server; tests/rules cover who may not.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { atom, createStore } from 'jotai/vanilla';
import { readyLanes } from './support/outbox-state';
import {
  createAccount,
  readDocument,
  writeDocument,
  useEmulatorSettings,
} from './support/emulator-rest';

const PASSWORD = 'Moderate!2345';
let app: typeof import('./support/app-modules');
let rest: typeof import('../../src/data/remote/rest-reads');
let mirror: typeof import('../../src/data/sync/mirror-writes');
let admin: string;
let member: string;
const run = Date.now().toString(36);
const noticeId = `mod-notice-${run}`;
const postId = `mod-post-${run}`;

const post = (
  uid: string,
  category: string,
  title: string,
  extra: Record<string, unknown> = {},
) => {
  const at = new Date();
  return {
    title,
    category,
    tags: ['moderation'],
    content: `${title} body`,
    uid,
    author: { displayName: uid, photoURL: '' },
    hits: 0,
    likeCount: 0,
    commentCount: 0,
    bookmarkCount: 0,
    createdAt: at,
    updatedAt: at,
    version: 1,
    hidden: false,
    ...extra,
  };
};

beforeAll(async () => {
  useEmulatorSettings();
  app = await import('./support/app-modules');
  rest = await import('../../src/data/remote/rest-reads');
  mirror = await import('../../src/data/sync/mirror-writes');
  const adminEmail = `admin-${run}@prop.test`;
  admin = await createAccount(adminEmail, PASSWORD);
  member = await createAccount(`member-${run}@prop.test`, PASSWORD);
  // Roles are set by an operator, never from the app.
  await writeDocument(`users/${admin}`, { displayName: 'moderator', role: 'admin' });
  await writeDocument(`posts/${noticeId}`, post(admin, 'notice', 'House rules'));
  await writeDocument(`posts/${postId}`, post(member, 'community', 'Spam', { commentCount: 1 }));
  await writeDocument(`posts/${postId}/comments/k1`, {
    text: 'Buy now!',
    uid: member,
    author: { displayName: 'member', photoURL: '' },
    createdAt: new Date(),
  });
  await signInWithEmailAndPassword(app.firebaseAuth(), adminEmail, PASSWORD);
});

afterAll(async () => {
  if (app) await signOut(app.firebaseAuth());
});

beforeEach(async () => {
  await Promise.all(app.db.tables.map((table) => table.clear()));
});

/** Replays until the outbox is empty (every entry acknowledged). */
async function replay(): Promise<void> {
  const user = atom<string | null>(admin);
  const engine = app.createSyncEngine({
    remote: app.firebaseSyncRemote,
    store: createStore(),
    user,
    mirror: false,
  });
  try {
    await expect
      .poll(
        async () => {
          const entries = await app.db.outbox.toArray();
          return readyLanes(entries, Date.now()) === 0 ? entries : null;
        },
        { timeout: 15_000 },
      )
      .toEqual([]);
  } finally {
    await engine.stop();
  }
}

/** Brings a post to the device, as the board's mirror would. */
async function onDevice(id: string): Promise<void> {
  const found = await rest.restPost(id);
  if (!found) throw new Error(`${id} is not on the server`);
  await mirror.mirrorPosts([found]);
}

describe('an admin', () => {
  it('pins a notice and unpins it; the version stays, the device follows', async () => {
    await onDevice(noticeId);
    await app.posts.pinPost(admin, noticeId, true);
    expect(await app.db.posts.get(noticeId)).toMatchObject({
      pinnedAt: expect.any(Date),
      pending: true,
    });
    await replay();
    expect(await readDocument(`posts/${noticeId}`)).toMatchObject({ pinned: true, version: 1 });
    expect((await readDocument(`posts/${noticeId}`))?.pinnedAt).toEqual(expect.any(String));
    expect(await app.db.posts.get(noticeId)).toMatchObject({
      pinnedAt: expect.any(Date),
      pending: false,
    });

    // Offline, changed twice: both replay in order, and the last word is the server's state.
    await app.posts.pinPost(admin, noticeId, false);
    await app.posts.pinPost(admin, noticeId, true);
    await app.posts.pinPost(admin, noticeId, false);
    expect((await app.db.outbox.toArray()).map((e) => e.op)).toEqual([
      'post.pin',
      'post.pin',
      'post.pin',
    ]);
    await replay();
    expect(await readDocument(`posts/${noticeId}`)).toMatchObject({ pinned: false, version: 1 });
  });

  it('pins only notices', async () => {
    await onDevice(postId);
    await expect(app.posts.pinPost(admin, postId, true)).rejects.toMatchObject({
      messageKey: 'admin.error.pinNotice',
    });
    expect(await app.db.outbox.count()).toBe(0);
  });

  it("deletes a member's comment this device never had, and the post's count follows", async () => {
    expect(await app.db.comments.get('k1')).toBeUndefined();
    await expect(app.comments.deleteComment(admin, postId, 'k1')).rejects.toMatchObject({
      messageKey: 'posts.error.notOwner',
    });
    await app.comments.deleteComment(admin, postId, 'k1', { asAdmin: true, text: 'Buy now!' });
    expect((await app.db.outbox.toArray())[0]).toMatchObject({
      op: 'comment.delete',
      summary: 'Buy now!',
    });
    await replay();
    expect(await readDocument(`posts/${postId}/comments/k1`)).toBeNull();
    expect(await readDocument(`posts/${postId}`)).toMatchObject({ commentCount: 0 });
  });

  it("deletes a member's post, and its comments and likes go with it", async () => {
    await writeDocument(`posts/${postId}/comments/k2`, {
      text: 'Still here?',
      uid: member,
      author: { displayName: 'member', photoURL: '' },
      createdAt: new Date(),
    });
    await writeDocument(`posts/${postId}/likes/${member}`, { createdAt: new Date() });
    await onDevice(postId);
    await expect(app.posts.deletePost(admin, postId)).rejects.toMatchObject({
      messageKey: 'posts.error.notOwner',
    });
    await app.posts.deletePost(admin, postId, { asAdmin: true });
    expect(await app.db.posts.get(postId)).toBeUndefined();
    await replay();
    expect(await readDocument(`posts/${postId}`)).toBeNull();
    expect(await readDocument(`posts/${postId}/comments/k2`)).toBeNull();
    expect(await readDocument(`posts/${postId}/likes/${member}`)).toBeNull();
  });
});
