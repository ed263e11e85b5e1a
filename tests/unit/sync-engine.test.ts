// The sync engine against fake-indexeddb and the in-memory server: what wakes it (commands,
// sign-in, coming online, its own backoff timer, the sync page), leadership, stop and restart,
// refreshing stale rows, and a conflict resolved by the member. (The same against the real
// emulators: tests/integration.)
import 'fake-indexeddb/auto';
import { atom, createStore } from 'jotai/vanilla';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../src/data/local/database';
import { createPost, editPost } from '../../src/data/sync/commands/post-commands';
import { likePost } from '../../src/data/sync/commands/reaction-commands';
import { addTodo, changeTodoText } from '../../src/data/sync/commands/todo-commands';
import { resolveConflict } from '../../src/data/sync/conflict-resolution';
import { retryEntry } from '../../src/data/sync/entry-actions';
import { todoPath } from '../../src/data/sync/entry-paths';
import type { LeaderElection } from '../../src/data/sync/leader-election';
import { createSyncEngine, type SyncEngine } from '../../src/data/sync/sync-engine';
import {
  createMemoryRemote,
  permanent,
  transient,
  type MemoryRemote,
} from './support/memory-remote';
import { UID, author, content } from './support/member';

let remote: MemoryRemote;
let store: ReturnType<typeof createStore>;
const user = atom<string | null>(null);
let online: boolean;
let engines: SyncEngine[];

function start(options: { elect?: LeaderElection } = {}): SyncEngine {
  const engine = createSyncEngine({
    remote,
    store,
    user,
    isOnline: () => online,
    delay: () => 30,
    ...options,
  });
  engines.push(engine);
  return engine;
}

const drained = () =>
  vi.waitFor(async () => expect(await db.outbox.count()).toBe(0), { timeout: 3_000 });

/** Gives a settled engine time to (wrongly) send something. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 60));

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  remote = createMemoryRemote();
  store = createStore();
  store.set(user, UID);
  online = true;
  engines = [];
});

afterEach(async () => {
  await Promise.all(engines.map((engine) => engine.stop()));
});

describe('sync engine', () => {
  it('a command wakes it: the write reaches the server with no kick from the caller', async () => {
    start();
    const todo = await addTodo(UID, 'water the plants');
    await drained();
    expect(remote.docs.get(todoPath(UID, todo))).toMatchObject({
      text: 'water the plants',
      version: 1,
    });
    expect(await db.todos.get(todo)).toMatchObject({ pending: false, version: 1 });
  });

  it('replays only while its member is signed in, and resumes on sign-in', async () => {
    store.set(user, null);
    start();
    await addTodo(UID, 'later');
    await settle();
    expect(remote.received).toEqual([]);

    store.set(user, 'someone-else');
    await settle();
    expect(remote.received).toEqual([]);

    store.set(user, UID);
    await drained();
    expect(remote.applied).toHaveLength(1);
  });

  it('offline, sends nothing; back online and kicked, sends everything in order', async () => {
    online = false;
    const engine = start();
    const post = await createPost(author, content('written on the subway'));
    await editPost(UID, post, content('fixed a typo'));
    await likePost(UID, post);
    await settle();
    expect(remote.received).toEqual([]);

    online = true;
    engine.kick();
    await drained();
    expect(remote.received.map((call) => call.split(' ')[0])).toEqual([
      'post.create',
      'post.edit',
      'post.like',
    ]);
    expect(remote.docs.get(`posts/${post}`)).toMatchObject({
      title: 'fixed a typo',
      version: 2,
      likeCount: 1,
    });
  });

  it('retries a transient failure by itself once its backoff is over', async () => {
    remote.faults.set('todo.create', [{ before: transient() }, { before: transient() }]);
    start();
    await addTodo(UID, 'flaky network');
    await drained();
    expect(remote.received).toHaveLength(3);
    expect(remote.applied).toHaveLength(1);
  });

  it('a failed entry waits for the member; retrying it from the sync page sends it', async () => {
    remote.faults.set('todo.create', [{ before: permanent() }]);
    start();
    await addTodo(UID, 'refused once');
    await vi.waitFor(async () =>
      expect((await db.outbox.toArray()).map((e) => e.status)).toEqual(['failed']),
    );
    const [entry] = await db.outbox.toArray();
    await retryEntry(entry!.id);
    await drained();
    expect(remote.applied).toHaveLength(1);
  });

  it('only the leader replays; the next leader takes over what was left', async () => {
    // A lock held by the first engine to ask; the next waiting one leads when it is released.
    const waiting: Array<() => void> = [];
    let held = false;
    const elect: LeaderElection = (lead) => {
      let stop: (() => void) | null = null;
      const take = () => {
        held = true;
        stop = lead();
      };
      if (held) waiting.push(take);
      else take();
      return () => {
        if (!stop) return;
        stop();
        held = false;
        waiting.shift()?.();
      };
    };
    let open!: () => void;
    remote.gate = new Promise((resolve) => (open = resolve));
    const leader = start({ elect });
    const follower = start({ elect });
    await addTodo(UID, 'first');
    await vi.waitFor(() => expect(remote.inFlight).toBe(1));
    follower.kick(); // not the leader: does nothing
    expect(remote.received).toHaveLength(1);

    await leader.stop(); // the tab closes mid-flight
    remote.gate = null;
    open();
    await drained(); // the follower leads now, and replays the abandoned entry
    expect(remote.applied).toHaveLength(1);
  });

  it('stopped, sends nothing more; a new engine after a restart sends what was left', async () => {
    const first = start();
    await first.stop();
    await addTodo(UID, 'made after stop');
    await settle();
    expect(remote.received).toEqual([]);

    start();
    await drained();
    expect(remote.applied).toHaveLength(1);
  });

  it('re-reads a stale row from the server, but not while an entry still guards it', async () => {
    const engine = start();
    const todo = await addTodo(UID, 'mine');
    await drained();
    remote.editElsewhere(todoPath(UID, todo), { text: 'edited on the laptop' });

    let open!: () => void;
    remote.gate = new Promise((resolve) => (open = resolve));
    await changeTodoText(UID, todo, 'edited on the phone');
    await vi.waitFor(() => expect(remote.inFlight).toBe(1));
    engine.refresh([todoPath(UID, todo)]);
    await settle();
    expect(remote.reads).toEqual([]); // the waiting edit guards the row

    remote.gate = null;
    open();
    await drained();
    expect(await db.todos.get(todo)).toMatchObject({ text: 'edited on the phone', version: 3 });
    remote.editElsewhere(todoPath(UID, todo), { text: 'edited on the laptop again' });
    engine.refresh([todoPath(UID, todo)]);
    await vi.waitFor(async () =>
      expect(await db.todos.get(todo)).toMatchObject({
        text: 'edited on the laptop again',
        version: 4,
        pending: false,
      }),
    );
  });

  it('retries a stale row whose read failed, with nothing else to wake it', async () => {
    const engine = start();
    const todo = await addTodo(UID, 'mine');
    await drained();
    remote.editElsewhere(todoPath(UID, todo), { text: 'edited on the laptop' });
    // The network is back but the client is still reconnecting: the first read fails.
    const read = remote.readMirrorDocument.bind(remote);
    let calls = 0;
    remote.readMirrorDocument = (path) =>
      ++calls === 1 ? Promise.reject(new Error('unavailable')) : read(path);

    engine.refresh([todoPath(UID, todo)]);
    // The outbox is empty and nobody kicks: the engine's own retry brings the server's version.
    await vi.waitFor(async () =>
      expect(await db.todos.get(todo)).toMatchObject({ text: 'edited on the laptop' }),
    );
    expect(calls).toBe(2);
  });

  it('stops a conflicting edit; "mine" sends it again on top of the server version', async () => {
    start();
    const post = await createPost(author, content('v1'));
    await drained();
    remote.editElsewhere(`posts/${post}`, { title: 'theirs' });
    await editPost(UID, post, content('mine'));
    await likePost(UID, post);
    await vi.waitFor(async () =>
      expect((await db.outbox.orderBy(':id').toArray()).map((e) => [e.op, e.status])).toEqual([
        ['post.edit', 'conflict'],
        ['post.like', 'pending'], // held behind it, in the post's lane
      ]),
    );

    const [conflict] = await db.outbox.toArray();
    await resolveConflict(conflict!.id, { kind: 'mine' });
    await drained();
    expect(remote.docs.get(`posts/${post}`)).toMatchObject({
      title: 'mine',
      version: 3,
      likeCount: 1,
    });
    expect(await db.posts.get(post)).toMatchObject({ title: 'mine', version: 3, pending: false });
  });
});
