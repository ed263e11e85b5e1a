// A post edited on the server while this device's edit waited: the entry stops in conflict,
// and each of the member's three choices leaves the server as they chose. Against the emulators.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { doc, runTransaction, serverTimestamp, writeBatch } from 'firebase/firestore';
import { replayUntilDrained } from './support/replay-until-drained';
import {
  createAccount,
  readDocument,
  useEmulatorSettings,
  writeDocument,
} from './support/emulator-rest';
import { JOINED_BEFORE } from './support/signed-in-member';

const PASSWORD = 'Conflict!2345';
let app: typeof import('./support/app-modules');
let firestore: typeof import('../../src/data/remote/firestore-client').firestore;
let uid: string;

beforeAll(async () => {
  useEmulatorSettings();
  app = await import('./support/app-modules');
  ({ firestore } = await import('../../src/data/remote/firestore-client'));
  const email = `conflict-${Date.now().toString(36)}@prop.test`;
  uid = await createAccount(email, PASSWORD);
  // A member for two days (past a new account's write budget), as signing up names them.
  const joined = JOINED_BEFORE();
  const name = email.split('@')[0]!;
  await writeDocument(`users/${uid}`, { displayName: name, photoURL: '', createdAt: joined });
  await writeDocument(`profiles/${uid}`, { displayName: name, photoURL: '', createdAt: joined });
  await signInWithEmailAndPassword(app.firebaseAuth(), email, PASSWORD);
});

afterAll(async () => {
  if (app) await signOut(app.firebaseAuth());
});

beforeEach(async () => {
  await Promise.all(app.db.tables.map((table) => table.clear()));
});

const author = () => ({ uid, displayName: 'conflict', photoURL: '' });
const content = (title: string, body = `${title} body`) => ({
  title,
  category: 'qna' as const,
  tags: ['x'],
  content: body,
});

/**
 * Replays until nothing is left to send: the outbox is empty or waits for the member. The suite's
 * member writes more posts than a budget window holds: the windows pass as time would.
 */
const replay = () => replayUntilDrained(app, uid, { timeout: 15_000, passBudget: true });

/** Another device's edit, straight to the server: version + 1. */
async function editElsewhere(postId: string, title: string): Promise<void> {
  await runTransaction(firestore(), async (tx) => {
    const ref = doc(firestore(), 'posts', postId);
    const current = (await tx.get(ref)).data()!;
    tx.update(ref, { title, version: current.version + 1, updatedAt: serverTimestamp() });
  });
}

async function postWithConflict(): Promise<{ postId: string; entryId: string }> {
  const postId = await app.posts.createPost(author(), content('first'));
  await replay();
  await app.posts.editPost(uid, postId, content('mine', 'my body'));
  await app.posts.editPost(uid, postId, content('mine again', 'my body, later'));
  await editElsewhere(postId, 'theirs');
  await replay();
  const [conflicted, ...rest] = await app.db.outbox.orderBy(':id').toArray();
  expect(conflicted).toMatchObject({
    status: 'conflict',
    op: 'post.edit',
    conflict: { serverVersion: 2, server: { title: 'theirs' } },
  });
  expect(rest.map((e) => e.status)).toEqual(['pending']); // held behind it, in its lane
  return { postId, entryId: conflicted!.id };
}

describe('a conflicting post edit', () => {
  it('keep mine: the device version goes on top of the server version', async () => {
    const { postId, entryId } = await postWithConflict();
    await app.resolveConflict(entryId, { kind: 'mine' });
    await replay();
    expect(await app.db.outbox.count()).toBe(0);
    expect(await readDocument(`posts/${postId}`)).toMatchObject({
      title: 'mine again',
      content: 'my body, later',
      version: 3,
    });
  });

  it('keep theirs: the device drops its edits and takes the server version', async () => {
    const { postId, entryId } = await postWithConflict();
    await app.resolveConflict(entryId, { kind: 'theirs' });
    await replay();
    expect(await app.db.outbox.count()).toBe(0);
    expect(await readDocument(`posts/${postId}`)).toMatchObject({ title: 'theirs', version: 2 });
    const row = await app.db.posts.get(postId);
    expect(row).toMatchObject({ title: 'theirs', version: 2, pending: false });
  });

  it('edit a merge: the merged version goes on top of the server version', async () => {
    const { postId, entryId } = await postWithConflict();
    await app.resolveConflict(entryId, {
      kind: 'merge',
      content: content('merged', 'both bodies'),
    });
    await replay();
    expect(await app.db.outbox.count()).toBe(0);
    expect(await readDocument(`posts/${postId}`)).toMatchObject({
      title: 'merged',
      content: 'both bodies',
      version: 3,
    });
  });

  it('a post deleted on the server: keep mine brings it back as a new post', async () => {
    const postId = await app.posts.createPost(author(), content('doomed'));
    await replay();
    await app.posts.editPost(uid, postId, content('kept'));
    // Deleted on another device, with its tombstone.
    const batch = writeBatch(firestore());
    batch.delete(doc(firestore(), 'posts', postId));
    batch.set(doc(firestore(), 'deletedPosts', postId), {
      uid,
      deletedBy: uid,
      deletedAt: serverTimestamp(),
    });
    await batch.commit();
    await replay();
    const [conflicted] = await app.db.outbox.toArray();
    expect(conflicted).toMatchObject({
      status: 'conflict',
      conflict: { serverVersion: null, server: null },
    });
    await app.resolveConflict(conflicted!.id, { kind: 'mine' });
    const rows = await app.db.posts.toArray();
    expect(rows.map((row) => row.id)).not.toContain(postId);
    const revived = rows.find((row) => row.kind === 'post' && row.title === 'kept');
    expect(revived).toBeDefined();
    await replay();
    expect(await app.db.outbox.count()).toBe(0);
    expect(await readDocument(`posts/${postId}`)).toBeNull();
    expect(await readDocument(`posts/${revived!.id}`)).toMatchObject({
      title: 'kept',
      version: 1,
      likeCount: 0,
    });
  });
});

describe('a write the server refuses', () => {
  it('stops as failed with its reason, holds its lane, and replays once retried', async () => {
    const postId = await app.posts.createPost(author(), content('notice by a member'));
    // Members may not post notices (firestore.rules): the create is refused for good.
    await app.db.outbox.toCollection().modify((entry) => {
      if (entry.op === 'post.create') entry.payload.category = 'notice';
    });
    await app.posts.editPost(uid, postId, content('edited after'));
    await replay();
    const [failed, held] = await app.db.outbox.orderBy(':id').toArray();
    expect(failed).toMatchObject({
      status: 'failed',
      lastError: { code: 'permission-denied', messageKey: 'sync.error.permissionDenied' },
    });
    expect(held).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await readDocument(`posts/${postId}`)).toBeNull();

    await app.db.outbox
      .where(':id')
      .equals(failed!.id)
      .modify((entry) => {
        if (entry.op === 'post.create') entry.payload.category = 'qna';
      });
    await app.retryEntry(failed!.id);
    await replay();
    expect(await app.db.outbox.count()).toBe(0);
    expect(await readDocument(`posts/${postId}`)).toMatchObject({
      title: 'edited after',
      version: 2,
    });
  });
});
