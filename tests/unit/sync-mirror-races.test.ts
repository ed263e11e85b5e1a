// Races between the write path and the read path: a listener's report that predates a write the
// replayer has just had acknowledged must not undo that write on the device. fake-indexeddb
// stands in for IndexedDB, the in-memory server for Firestore.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../src/data/local/database';
import { addTodo } from '../../src/data/sync/commands/todo-commands';
import { todoPath } from '../../src/data/sync/entry-paths';
import { mirrorDocument, mirrorTodos, releaseHeldRows } from '../../src/data/sync/mirror-writes';
import { createReplayer, type Replayer } from '../../src/data/sync/replayer';
import { createMemoryRemote, type MemoryRemote } from './support/memory-remote';

const UID = 'member-1';

let remote: MemoryRemote;
let replayer: Replayer | null;

async function replay(): Promise<void> {
  replayer ??= createReplayer({ remote, currentUid: () => UID });
  replayer.kick();
  await replayer.idle();
}

const todoIds = async () => (await db.todos.toArray()).map((row) => row.id).sort();

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  remote = createMemoryRemote();
  replayer = null;
});

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
