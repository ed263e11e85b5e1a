// Signing out of a shared device and removing one's private data (fake-indexeddb stands in for
// the browser's IndexedDB here).
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../src/data/local/database';
import { addTodo } from '../../src/data/sync/commands/todo-commands';
import { createPost } from '../../src/data/sync/commands/post-commands';
import { NEW_POST_DRAFT, loadDraft, saveDraft } from '../../src/data/sync/commands/post-drafts';
import { countPrivatePending, removePrivateData } from '../../src/data/sync/private-data';

const ME = 'member-1';
const NEXT = 'member-2';
const content = { title: 'Mine', category: 'qna' as const, tags: ['t'], content: 'body' };

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe("removing a member's private data from the device", () => {
  it("takes their to-dos, bookmarks and drafts, and leaves the next member's", async () => {
    await addTodo(ME, 'buy ink');
    await addTodo(NEXT, 'not mine');
    await saveDraft(ME, NEW_POST_DRAFT, content);
    await saveDraft(NEXT, NEW_POST_DRAFT, content);
    await db.bookmarks.put({
      uid: ME,
      postId: 'p1',
      createdAt: new Date(),
      title: 'Saved',
      category: 'qna',
      tags: [],
      author: { displayName: 'x', photoURL: '' },
      postCreatedAt: new Date(),
      version: 1,
      pending: false,
    });
    const postId = await createPost({ uid: ME, displayName: 'me', photoURL: '' }, content);

    expect(await countPrivatePending(ME)).toBe(1);
    expect(await removePrivateData(ME)).toBe(1);

    expect((await db.todos.toArray()).map((todo) => todo.uid)).toEqual([NEXT]);
    expect(await db.bookmarks.count()).toBe(0);
    expect(await loadDraft(ME, NEW_POST_DRAFT)).toBeNull();
    expect(await loadDraft(NEXT, NEW_POST_DRAFT)).toEqual(content);
    // A public post is not private data: it stays, and so does its way to the server.
    expect(await db.posts.get(postId)).toBeDefined();
    expect((await db.outbox.toArray()).map((entry) => [entry.uid, entry.op])).toEqual([
      [NEXT, 'todo.create'],
      [ME, 'post.create'],
    ]);
  });
});
