// The replayer against fake-indexeddb and an in-memory server: order, concurrency, backoff,
// failures, conflicts, stop and restart, without the emulators. (The same behaviour against the
// real Firestore emulator: tests/integration.)
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../src/data/local/database';
import { attachImage } from '../../src/data/sync/commands/image-commands';
import { addComment } from '../../src/data/sync/commands/comment-commands';
import { createPost, deletePost, editPost } from '../../src/data/sync/commands/post-commands';
import { addBookmark, likePost, unlikePost } from '../../src/data/sync/commands/reaction-commands';
import { addTodo, setTodoDone } from '../../src/data/sync/commands/todo-commands';
import { createReplayer, type Replayer } from '../../src/data/sync/replayer';
import {
  createMemoryRemote,
  permanent,
  transient,
  type MemoryRemote,
} from './support/memory-remote';
import { UID, author, content } from './support/member';

let remote: MemoryRemote;
let replayer: Replayer | null;
let clock: number;
let signedIn: string | null;

function start(options: { concurrency?: number } = {}): Replayer {
  replayer = createReplayer({
    remote,
    currentUid: () => signedIn,
    now: () => clock,
    delay: (attempts) => attempts * 1_000,
    ...options,
  });
  return replayer;
}

async function replay(r: Replayer = replayer ?? start()): Promise<void> {
  r.kick();
  await r.idle();
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  remote = createMemoryRemote();
  replayer = null;
  clock = 1_000_000;
  signedIn = UID;
});

afterEach(async () => {
  await replayer?.stop();
});

describe('replayer', () => {
  it('sends each lane in the order its entries were made and empties the outbox', async () => {
    const todo = await addTodo(UID, 'a');
    await setTodoDone(UID, todo, true);
    const post = await createPost(author, content('one'));
    await editPost(UID, post, content('two'));
    await likePost(UID, post);

    await replay(start());

    expect(await db.outbox.count()).toBe(0);
    const postCalls = remote.received.filter((call) => call.includes(`posts/${post}`));
    expect(postCalls).toEqual([
      `post.create posts/${post}`,
      `post.edit posts/${post}`,
      `post.like posts/${post}/likes/${UID}`,
    ]);
    const todoCalls = remote.received.filter((call) => call.includes('todos'));
    expect(todoCalls.map((call) => call.split(' ')[0])).toEqual(['todo.create', 'todo.update']);
    expect(remote.applied).toHaveLength(5);
    expect(await db.posts.get(post)).toMatchObject({ version: 2, pending: false });
  });

  it('sends different lanes side by side, never more than its concurrency', async () => {
    for (let i = 0; i < 12; i++) await addTodo(UID, `todo ${i}`);
    remote.latencyMs = 10;
    await replay(start({ concurrency: 4 }));
    expect(remote.applied).toHaveLength(12);
    expect(remote.maxInFlight).toBe(4);
  });

  it('sends nothing while signed out or for another member, and resumes on sign-in', async () => {
    await addTodo(UID, 'mine');
    signedIn = null;
    await replay(start());
    expect(remote.received).toEqual([]);
    signedIn = 'someone-else';
    await replay();
    expect(remote.received).toEqual([]);
    signedIn = UID;
    await replay();
    expect(remote.applied).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('backs off after a transient failure, then retries when the wait is over', async () => {
    const todo = await addTodo(UID, 'flaky');
    remote.faults.set('todo.create', [{ before: transient() }, { before: transient() }]);

    await replay(start());
    let [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: clock + 1_000 });
    expect(entry?.lastError?.code).toBe('unavailable');

    await replay(); // not due yet: nothing is sent
    expect(remote.received).toHaveLength(1);

    clock += 1_000;
    await replay();
    [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ attempts: 2, nextAttemptAt: clock + 2_000 });

    clock += 2_000;
    await replay();
    expect(await db.outbox.count()).toBe(0);
    expect(remote.applied).toHaveLength(1);
    expect(await db.todos.get(todo)).toMatchObject({ pending: false });
  });

  it('a transient failure holds its lane but not the others', async () => {
    const first = await addTodo(UID, 'first');
    await setTodoDone(UID, first, true);
    await addTodo(UID, 'other');
    remote.faults.set('todo.create', [{ before: transient() }]);

    await replay(start({ concurrency: 1 }));

    const left = await db.outbox.toArray();
    expect(left.map((e) => e.op)).toEqual(['todo.create', 'todo.update']);
    expect(left.every((e) => e.target.endsWith(first))).toBe(true);
    expect(remote.applied).toHaveLength(1); // the other lane's create
  });

  it('stops a lane at a permanent failure, marked failed with its message, others go on', async () => {
    const refused = await addTodo(UID, 'refused');
    await setTodoDone(UID, refused, true);
    await addTodo(UID, 'fine');
    remote.faults.set('todo.create', [{ before: permanent() }]);

    await replay(start({ concurrency: 1 }));

    const left = await db.outbox.orderBy(':id').toArray();
    expect(left.map((e) => [e.op, e.status])).toEqual([
      ['todo.create', 'failed'],
      ['todo.update', 'pending'],
    ]);
    expect(left[0]?.lastError).toMatchObject({
      code: 'permission-denied',
      messageKey: 'sync.error.permissionDenied',
    });
    clock += 60 * 60_000;
    await replay(); // a failed entry is never retried by itself
    expect(remote.received.filter((call) => call.endsWith(refused))).toHaveLength(1);
  });

  it('stops an edit made on an old version in conflict, holding the edits behind it', async () => {
    const post = await createPost(author, content('v1'));
    await replay(start());
    remote.editElsewhere(`posts/${post}`, { title: 'theirs' }); // now at version 2
    await editPost(UID, post, content('mine'));
    await editPost(UID, post, content('mine again'));

    await replay();

    const left = await db.outbox.orderBy(':id').toArray();
    expect(left.map((e) => [e.op, e.status])).toEqual([
      ['post.edit', 'conflict'],
      ['post.edit', 'pending'],
    ]);
    expect(left[0]?.conflict).toMatchObject({ serverVersion: 2, server: { title: 'theirs' } });
  });

  it('a lost acknowledgement is retried and recognised: applied once', async () => {
    await addTodo(UID, 'once');
    remote.faults.set('todo.create', [{ after: transient() }]);
    await replay(start());
    expect(await db.outbox.count()).toBe(1);
    clock += 1_000;
    await replay();
    expect(await db.outbox.count()).toBe(0);
    expect(remote.received).toHaveLength(2);
    expect(remote.applied).toHaveLength(1);
  });

  it('sends a post only after the image it shows is uploaded, with the URL swapped in', async () => {
    const { ref } = await attachImage(UID, new Blob(['jpeg'], { type: 'image/jpeg' }));
    const post = await createPost(author, content('with image', `![x](${ref})`));
    await replay(start());
    expect(remote.received.map((call) => call.split(' ')[0])).toEqual([
      'image.upload',
      'post.create',
    ]);
    expect((await db.posts.get(post))?.content).toContain('https://storage.test/users/');
    expect(remote.docs.get(`posts/${post}`)?.content).toContain('https://storage.test/users/');
    expect(await db.uploads.count()).toBe(0);
  });

  it('stopped mid-flight, leaves the entry for a restarted replayer, which applies it once', async () => {
    await addTodo(UID, 'interrupted');
    let open!: () => void;
    remote.gate = new Promise((resolve) => (open = resolve));
    const first = start();
    first.kick();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(remote.inFlight).toBe(1);
    const stopped = first.stop();
    remote.gate = null;
    open();
    await stopped;
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ status: 'pending', attempts: 0 });

    await replay(start());
    expect(await db.outbox.count()).toBe(0);
    expect(remote.applied).toHaveLength(1);
  });

  it('a kick while replaying is not lost: entries made meanwhile go in the same drain', async () => {
    await addTodo(UID, 'first');
    let open!: () => void;
    remote.gate = new Promise((resolve) => (open = resolve));
    const r = start();
    r.kick();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await addTodo(UID, 'second');
    r.kick();
    remote.gate = null;
    open();
    await r.idle();
    expect(await db.outbox.count()).toBe(0);
    expect(remote.applied).toHaveLength(2);
  });

  it('moves a counter exactly once with its document, even when the answer is lost', async () => {
    const post = await createPost(author, content('liked'));
    await replay(start());
    await likePost(UID, post);
    remote.faults.set('post.like', [{ after: transient() }]);
    await replay();
    clock += 1_000;
    await replay(); // the replay finds the like already there
    expect(await db.outbox.count()).toBe(0);
    expect(remote.docs.get(`posts/${post}`)).toMatchObject({ likeCount: 1 });
    expect(remote.docs.has(`posts/${post}/likes/${UID}`)).toBe(true);

    await unlikePost(UID, post);
    await replay();
    expect(remote.docs.get(`posts/${post}`)).toMatchObject({ likeCount: 0 });
    expect(remote.docs.has(`posts/${post}/likes/${UID}`)).toBe(false);
  });

  it('recognises its own edit after a lost answer instead of calling it a conflict', async () => {
    const post = await createPost(author, content('v1'));
    await replay(start());
    await editPost(UID, post, content('v2'));
    remote.faults.set('post.edit', [{ after: transient() }]);
    await replay();
    clock += 1_000;
    await replay();
    expect(await db.outbox.count()).toBe(0);
    expect(remote.applied).toHaveLength(2);
    expect(await db.posts.get(post)).toMatchObject({ title: 'v2', version: 2, pending: false });
  });

  it('a delete made on an old version stops in conflict, with the server’s content', async () => {
    const post = await createPost(author, content('v1'));
    await replay(start());
    remote.editElsewhere(`posts/${post}`, { title: 'edited elsewhere' });
    await deletePost(UID, post);
    await replay();
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ op: 'post.delete', status: 'conflict' });
    expect(entry?.conflict?.server).toMatchObject({ title: 'edited elsewhere' });
    expect(remote.docs.has(`posts/${post}`)).toBe(true);
  });

  it('a delete writes its tombstone in the same commit', async () => {
    const post = await createPost(author, content('short-lived'));
    await deletePost(UID, post);
    await replay(start());
    expect(remote.docs.has(`posts/${post}`)).toBe(false);
    expect(remote.docs.get(`deletedPosts/${post}`)).toMatchObject({ uid: UID, deletedBy: UID });
  });

  it('a comment on a post deleted meanwhile stops, failed, for the member to see', async () => {
    const post = await createPost(author, content('soon gone'));
    await replay(start());
    await addComment(author, post, 'nice post');
    remote.docs.delete(`posts/${post}`);
    await replay();
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ op: 'comment.add', status: 'failed' });
    expect(entry?.lastError).toMatchObject({ code: 'post-deleted' });
  });

  it('a bookmark of a post deleted meanwhile is gone: the device drops it too', async () => {
    const post = await createPost(author, content('soon gone'));
    await replay(start());
    await addBookmark(UID, post);
    remote.docs.delete(`posts/${post}`);
    await replay();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.bookmarks.get([UID, post])).toBeUndefined();
    expect(remote.docs.has(`users/${UID}/bookmarks/${post}`)).toBe(false);
  });
});
