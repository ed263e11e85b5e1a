// The replayer sending lanes' heads together (a remote that takes batches) and keeping a member's
// creations in the order they were made, against fake-indexeddb and the in-memory server.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../src/data/local/database';
import type { OutboxEntry } from '../../src/data/model/outbox';
import { createPost, editPost } from '../../src/data/sync/commands/post-commands';
import { addBookmark, likePost } from '../../src/data/sync/commands/reaction-commands';
import { addTodo, setTodoDone } from '../../src/data/sync/commands/todo-commands';
import { creationOrder, readiness } from '../../src/data/sync/replay-order';
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
let batchSizes: number[];

function start(options: { concurrency?: number; batchSize?: number } = {}): Replayer {
  replayer = createReplayer({
    remote,
    currentUid: () => UID,
    now: () => clock,
    delay: (attempts) => attempts * 1_000,
    onBatch: (size) => batchSizes.push(size),
    ...options,
  });
  return replayer;
}

async function replay(r: Replayer = replayer ?? start()): Promise<void> {
  r.kick();
  await r.idle();
}

/** The lane (document) of an `op target` call: a like or bookmark counts on its post. */
const laneOf = (call: string) => {
  const target = call.split(' ')[1]!;
  const post = /^posts\/[^/]+/.exec(target)?.[0];
  const bookmarked = /^users\/[^/]+\/bookmarks\/([^/]+)$/.exec(target)?.[1];
  return bookmarked ? `posts/${bookmarked}` : (post ?? target);
};

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  remote = createMemoryRemote({ batches: true });
  replayer = null;
  clock = 1_000_000;
  batchSizes = [];
});

afterEach(async () => {
  await replayer?.stop();
});

describe('replay in batches', () => {
  it('sends independent lanes together, each entry applied once', async () => {
    for (let i = 0; i < 30; i++) await addTodo(UID, `todo ${i}`);
    await replay(start({ batchSize: 10, concurrency: 2 }));
    expect(await db.outbox.count()).toBe(0);
    expect(remote.batches.map((batch) => batch.length)).toEqual([10, 10, 10]);
    expect(batchSizes).toEqual([10, 10, 10]);
    expect(new Set(remote.applied).size).toBe(30);
    expect(remote.applied).toHaveLength(30);
    expect(await db.todos.filter((todo) => todo.pending).count()).toBe(0);
  });

  it('settles a batch together, or each entry alone when that fails: none lost, none twice', async () => {
    for (let i = 0; i < 6; i++) await addTodo(UID, `todo ${i}`);
    // The first settlement of a to-do on the device throws once: the batch's one transaction
    // over all its answers records none of them, and each is then settled on its own.
    let thrown = 0;
    const failOnce = () => {
      if (thrown === 0) {
        thrown += 1;
        throw new Error('disk hiccup');
      }
    };
    db.todos.hook('updating', failOnce);
    try {
      await replay(start({ batchSize: 3, concurrency: 1 }));
    } finally {
      db.todos.hook('updating').unsubscribe(failOnce);
    }
    expect(thrown).toBe(1);
    expect(remote.batches.map((batch) => batch.length)).toEqual([3, 3]);
    expect(await db.outbox.count()).toBe(0);
    expect(remote.applied).toHaveLength(6);
    expect(new Set(remote.applied).size).toBe(6);
    const todos = await db.todos.toArray();
    expect(todos).toHaveLength(6);
    expect(todos.every((todo) => !todo.pending && todo.version === 1)).toBe(true);
  });

  it('never puts two entries of one lane in flight, and keeps each lane in order', async () => {
    const todos: string[] = [];
    for (let i = 0; i < 5; i++) todos.push(await addTodo(UID, `todo ${i}`));
    for (const todo of todos) await setTodoDone(UID, todo, true);
    const post = await createPost(author, content('one'));
    await editPost(UID, post, content('two'));
    await likePost(UID, post);
    remote.latencyMs = 5;

    await replay(start({ batchSize: 50, concurrency: 4 }));

    expect(await db.outbox.count()).toBe(0);
    for (const batch of remote.batches) {
      const lanes = batch.map(laneOf);
      expect(new Set(lanes).size).toBe(lanes.length);
    }
    const postCalls = remote.received.filter((call) => laneOf(call) === `posts/${post}`);
    expect(postCalls.map((call) => call.split(' ')[0])).toEqual([
      'post.create',
      'post.edit',
      'post.like',
    ]);
    for (const todo of todos) {
      const calls = remote.received.filter((call) => call.endsWith(todo));
      expect(calls.map((call) => call.split(' ')[0])).toEqual(['todo.create', 'todo.update']);
    }
    expect(remote.docs.get(`posts/${post}`)).toMatchObject({ title: 'two', likeCount: 1 });
  });

  it('a failing entry fails alone: its batch neighbours are acknowledged', async () => {
    const flaky = await addTodo(UID, 'flaky');
    const refused = await addTodo(UID, 'refused');
    for (let i = 0; i < 4; i++) await addTodo(UID, `fine ${i}`);
    remote.faults.set('todo.create', [{ before: transient() }, { before: permanent() }]);

    await replay(start());

    expect(remote.batches).toHaveLength(1);
    const left = await db.outbox.orderBy(':id').toArray();
    expect(
      left.map((entry) => [entry.target.split('/').at(-1), entry.status, entry.attempts]),
    ).toEqual([
      [flaky, 'pending', 1],
      [refused, 'failed', 1],
    ]);
    expect(left[0]?.lastError?.code).toBe('unavailable');
    expect(left[1]?.lastError?.code).toBe('permission-denied');
    expect(remote.applied).toHaveLength(4);

    clock += 1_000;
    await replay();
    expect((await db.outbox.toArray()).map((entry) => entry.status)).toEqual(['failed']);
    expect(remote.applied).toHaveLength(5);
  });

  it('an edit in conflict stops alone while the rest of its batch commits', async () => {
    const post = await createPost(author, content('v1'));
    await replay(start());
    remote.editElsewhere(`posts/${post}`, { title: 'theirs' });
    await editPost(UID, post, content('mine'));
    for (let i = 0; i < 3; i++) await addTodo(UID, `todo ${i}`);

    await replay();

    expect(remote.batches.at(-1)).toHaveLength(4);
    const left = await db.outbox.toArray();
    expect(left.map((entry) => [entry.op, entry.status])).toEqual([['post.edit', 'conflict']]);
    expect(left[0]?.conflict).toMatchObject({ serverVersion: 2, server: { title: 'theirs' } });
    expect(remote.docs.get(`posts/${post}`)).toMatchObject({ title: 'theirs' });
    expect(await db.todos.count()).toBe(3);
    expect(await db.todos.filter((todo) => todo.pending).count()).toBe(0);
  });

  it('a lost acknowledgement of a batch is recognised on the next attempt: applied once', async () => {
    for (let i = 0; i < 3; i++) await addTodo(UID, `todo ${i}`);
    remote.faults.set('todo.create', [{ after: transient() }]);
    await replay(start());
    expect(await db.outbox.count()).toBe(1);
    clock += 1_000;
    await replay();
    expect(await db.outbox.count()).toBe(0);
    expect(remote.applied).toHaveLength(3);
  });
});

describe('creation order', () => {
  /** The server's posts of the member, by the server's creation time. */
  const serverOrder = () =>
    [...remote.docs.entries()]
      .filter(([path]) => /^posts\/[^/]+$/.test(path))
      .sort(([, a], [, b]) => Number(a.createdAt) - Number(b.createdAt))
      .map(([, data]) => data.title);

  for (const batches of [true, false]) {
    it(`20 posts written offline reach the server in the order written (${batches ? 'batches' : 'one by one'})`, async () => {
      remote = createMemoryRemote({ batches });
      remote.latencyMs = 2;
      const titles = Array.from({ length: 20 }, (_, i) => `post ${i + 1}`);
      for (const title of titles) {
        await createPost(author, content(title));
        // To-dos in between still go side by side with them.
        await addTodo(UID, `todo for ${title}`);
      }
      await replay(start({ concurrency: 8 }));
      expect(await db.outbox.count()).toBe(0);
      expect(serverOrder()).toEqual(titles);
      // Never two of the member's posts on their way at once.
      for (const batch of remote.batches)
        expect(batch.filter((call) => call.startsWith('post.create'))).toHaveLength(
          Math.min(1, batch.filter((call) => call.startsWith('post.create')).length),
        );
      if (batches)
        expect(Math.max(...remote.batches.map((batch) => batch.length))).toBeGreaterThan(1);
    });
  }

  it('bookmarks reach the server in the order made', async () => {
    const posts: string[] = [];
    for (let i = 0; i < 5; i++) posts.push(await createPost(author, content(`p${i}`)));
    await replay(start());
    for (const post of [...posts].reverse()) await addBookmark(UID, post);
    await replay();
    const bookmarked = [...remote.docs.entries()]
      .filter(([path]) => path.startsWith(`users/${UID}/bookmarks/`))
      .sort(([, a], [, b]) => Number(a.createdAt) - Number(b.createdAt))
      .map(([path]) => path.split('/').at(-1));
    expect(bookmarked).toEqual([...posts].reverse());
  });
});

describe('creationOrder', () => {
  const entry = (id: string, op: OutboxEntry['op'], extra: Partial<OutboxEntry> = {}) =>
    ({
      id,
      op,
      uid: UID,
      lane: `posts/${id}`,
      target: `posts/${id}`,
      status: 'pending',
      dependsOn: [],
      nextAttemptAt: 0,
      ...extra,
    }) as unknown as OutboxEntry;

  it('chains a member’s creations of one kind, oldest first, and nothing else', () => {
    const entries = [
      entry('c', 'post.create'),
      entry('a', 'post.create'),
      entry('b', 'todo.create'),
      entry('d', 'bookmark.add'),
      entry('e', 'bookmark.add'),
      entry('f', 'post.create', { uid: 'someone-else' }),
    ];
    expect(Object.fromEntries(creationOrder(entries))).toEqual({ c: 'a', e: 'd' });
  });

  it('passes over creations that wait for the member', () => {
    const entries = [
      entry('a', 'post.create', { status: 'failed' }),
      entry('b', 'post.create', { dependsOn: ['u'] }),
      entry('u', 'image.upload', { status: 'conflict', lane: 'uploads/u' }),
      entry('c', 'post.create'),
      entry('d', 'post.create'),
    ];
    const order = creationOrder(entries);
    expect(Object.fromEntries(order)).toEqual({ d: 'c' });
    const outstanding = new Set(entries.map((e) => e.id));
    expect(readiness(entries[3]!, outstanding, 0, order)).toEqual({ kind: 'ready' });
    expect(readiness(entries[4]!, outstanding, 0, order)).toEqual({ kind: 'dependency' });
  });
});
