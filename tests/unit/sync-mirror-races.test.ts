// Races between the write path and the read path: a listener's report that predates a write the
// replayer has just had acknowledged must not undo that write on the device. fake-indexeddb
// stands in for IndexedDB, the in-memory server for Firestore.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../src/data/local/database';
import { addTodo, changeTodoText, deleteTodo } from '../../src/data/sync/commands/todo-commands';
import { todoPath } from '../../src/data/sync/entry-paths';
import { mirrorDocument, mirrorTodos, releaseHeldRows } from '../../src/data/sync/mirror-writes';
import type { Todo } from '../../src/data/model/todo';
import { createReplayer, type Replayer } from '../../src/data/sync/replayer';
import { createMemoryRemote, type MemoryRemote } from './support/memory-remote';

const UID = 'member-1';

let remote: MemoryRemote;
let replayer: Replayer | null;
let reread: string[];

async function replay(): Promise<void> {
  replayer ??= createReplayer({
    remote,
    currentUid: () => UID,
    onRefresh: (paths) => reread.push(...paths),
  });
  replayer.kick();
  await replayer.idle();
}

const todoIds = async () => (await db.todos.toArray()).map((row) => row.id).sort();

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  remote = createMemoryRemote();
  replayer = null;
  reread = [];
});

/** The to-do as a listener reports it. */
async function reported(id: string, patch: Partial<Todo> = {}): Promise<Todo> {
  const row = (await db.todos.get(id))!;
  return {
    id,
    uid: UID,
    text: row.text,
    done: row.done,
    order: row.order,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: row.version,
    ...patch,
  };
}

afterEach(async () => {
  await replayer?.stop();
});

describe("a listener's first full listing", () => {
  // A new listener (the app started, or another tab took over) lists the collection as the
  // server had it a moment ago; a to-do the replayer created since is not in that listing.
  it('does not remove a to-do whose create is still waiting, once the create is acknowledged', async () => {
    const first = await addTodo(UID, 'first');
    await replay();
    const second = await addTodo(UID, 'second');

    // Listed before the second to-do reached the server: it is missing from the listing.
    await mirrorTodos(UID, { changed: [], removedIds: [], allIds: [first] });
    await replay();
    await releaseHeldRows();

    expect(remote.applied).toHaveLength(2);
    expect(await todoIds()).toEqual([first, second].sort());
    // The next to-do goes after both.
    const third = await addTodo(UID, 'third');
    expect((await db.todos.get(third))?.order).toBe(3);
  });

  it('does not remove a to-do acknowledged while the listing was on its way', async () => {
    const first = await addTodo(UID, 'first');
    const second = await addTodo(UID, 'second');
    await replay();

    await mirrorTodos(UID, { changed: [], removedIds: [], allIds: [first] });

    expect(await todoIds()).toEqual([first, second].sort());
  });

  it('hands back the to-dos it lacks, to be re-read: one deleted elsewhere goes then', async () => {
    const kept = await addTodo(UID, 'kept');
    const deletedElsewhere = await addTodo(UID, 'deleted on another device');
    await replay();

    const reread = await mirrorTodos(UID, { changed: [], removedIds: [], allIds: [kept] });
    expect(reread).toEqual([todoPath(UID, deletedElsewhere)]);

    // What the re-read finds (see sync-engine.ts refreshStale): the document is gone.
    await mirrorDocument({ kind: 'missing', path: todoPath(UID, deletedElsewhere) });
    expect(await todoIds()).toEqual([kept]);
  });

  it('still applies what the server reports removed', async () => {
    const first = await addTodo(UID, 'first');
    const second = await addTodo(UID, 'second');
    await replay();

    await mirrorTodos(UID, { changed: [], removedIds: [second], allIds: null });

    expect(await todoIds()).toEqual([first]);
  });
});

describe('a row held while entries guard it', () => {
  // The listener reported the row while the member's change was on its way: what it reported is
  // older than that change, and must not be written over it once the change is acknowledged.
  it('does not bring back a to-do whose delete was acknowledged since', async () => {
    const id = await addTodo(UID, 'groceries');
    await replay();
    const before = await reported(id);
    await deleteTodo(UID, id);

    await mirrorTodos(UID, { changed: [before], removedIds: [], allIds: null });
    await replay();
    await releaseHeldRows();

    expect(await db.todos.get(id)).toBeUndefined();
  });

  it('does not revert an edit that was acknowledged since', async () => {
    const id = await addTodo(UID, 'old text');
    await replay();
    const before = await reported(id);
    await changeTodoText(UID, id, 'new text');

    await mirrorTodos(UID, { changed: [before], removedIds: [], allIds: null });
    await replay();
    await releaseHeldRows();

    expect((await db.todos.get(id))?.text).toBe('new text');
    // The device re-reads the row rather than trust the held report or its own guess.
    expect(reread).toContain(todoPath(UID, id));
  });

  it('still writes a held report that already carries the acknowledged change', async () => {
    const id = await addTodo(UID, 'text');
    await replay();
    await changeTodoText(UID, id, 'edited');
    // Another device edited it after this change: the report carries a later version.
    const later = await reported(id, { text: 'edited elsewhere', version: 99 });

    await mirrorTodos(UID, { changed: [later], removedIds: [], allIds: null });
    await replay();
    await releaseHeldRows();

    expect(await db.todos.get(id)).toMatchObject({ text: 'edited elsewhere', version: 99 });
  });
});

describe('a snapshot from before a delete this device made', () => {
  // The acknowledgement (a commit's answer) and the listener travel apart: the listener may
  // deliver the to-do as it was before the delete after the delete was acknowledged.
  it('does not bring the deleted to-do back until the listener reports the removal', async () => {
    const kept = await addTodo(UID, 'kept');
    const gone = await addTodo(UID, 'gone');
    await replay();
    const stale = await reported(gone);
    await deleteTodo(UID, gone);
    await replay();
    expect(await db.outbox.count()).toBe(0);

    // The late snapshot: still listing the deleted to-do.
    await mirrorTodos(UID, {
      changed: [stale, await reported(kept)],
      removedIds: [],
      allIds: null,
    });
    expect(await todoIds()).toEqual([kept]);

    // The listener reports the removal; a to-do with that id made again (elsewhere) then shows.
    await mirrorTodos(UID, { changed: [], removedIds: [gone], allIds: null });
    await mirrorTodos(UID, { changed: [stale], removedIds: [], allIds: null });
    expect(await todoIds()).toEqual([kept, gone].sort());
  });
});
