// The write path on the device: each command changes its rows and appends its outbox entry in
// one Dexie transaction (fake-indexeddb stands in for the browser's IndexedDB here).
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../src/data/local/database';
import {
  addTodo,
  changeTodoText,
  deleteTodo,
  moveTodo,
  setTodoDone,
} from '../../src/data/sync/commands/todo-commands';
import { createPost, deletePost, editPost } from '../../src/data/sync/commands/post-commands';
import {
  NEW_POST_DRAFT,
  editDraftKey,
  loadDraft,
  saveDraft,
} from '../../src/data/sync/commands/post-drafts';
import { attachImage } from '../../src/data/sync/commands/image-commands';
import { discardEntry } from '../../src/data/sync/entry-actions';
import { countPendingFor } from '../../src/data/sync/pending-count';
import { LocalWriteError } from '../../src/data/sync/local-write';
import {
  likePost,
  toggleBookmark,
  toggleLike,
  unlikePost,
} from '../../src/data/sync/commands/reaction-commands';

const UID = 'member-1';
const author = { uid: UID, displayName: 'member', photoURL: '' };
const content = (title: string, body = 'body') => ({
  title,
  category: 'qna' as const,
  tags: ['t'],
  content: body,
});
const entries = () => db.outbox.orderBy(':id').toArray();

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('to-do commands', () => {
  it('store the to-do and its entry together, in the order they were made', async () => {
    const id = await addTodo(UID, '  우유 사기  ');
    await changeTodoText(UID, id, '두유 사기');
    await setTodoDone(UID, id, true);
    expect(await db.todos.get(id)).toMatchObject({
      text: '두유 사기',
      done: true,
      order: 1,
      version: 3,
      pending: true,
    });
    const queued = await entries();
    expect(queued.map((e) => e.op)).toEqual(['todo.create', 'todo.update', 'todo.update']);
    expect(new Set(queued.map((e) => e.lane))).toEqual(new Set([`users/${UID}/todos/${id}`]));
    expect(queued.every((e) => e.uid === UID && e.status === 'pending' && e.attempts === 0)).toBe(
      true,
    );
    expect(new Set(queued.map((e) => e.key)).size).toBe(3);
    expect(await countPendingFor(UID)).toBe(3);
    expect(await countPendingFor('someone-else')).toBe(0);
  });

  it('refuse a blank to-do with 1008, writing nothing', async () => {
    await expect(addTodo(UID, '   ')).rejects.toMatchObject({ messageKey: 'validation.1008' });
    await expect(addTodo(UID, '')).rejects.toBeInstanceOf(LocalWriteError);
    expect(await db.todos.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('add at the end, move by swapping with a neighbour, delete leaving an entry', async () => {
    const a = await addTodo(UID, 'a');
    const b = await addTodo(UID, 'b');
    await moveTodo(UID, b, -1);
    await moveTodo(UID, b, -1); // already first: nothing happens
    const ordered = await db.todos
      .where('[uid+order]')
      .between([UID, 0], [UID, Infinity])
      .toArray();
    expect(ordered.map((t) => t.text)).toEqual(['b', 'a']);
    await deleteTodo(UID, a);
    expect(await db.todos.get(a)).toBeUndefined();
    expect((await entries()).map((e) => e.op)).toEqual([
      'todo.create',
      'todo.create',
      'todo.update',
      'todo.update',
      'todo.delete',
    ]);
  });

  it('a discarded create takes the changes made on top of it, and its row', async () => {
    const id = await addTodo(UID, 'gone soon');
    await setTodoDone(UID, id, true);
    const [create] = await entries();
    await discardEntry(create!.id);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.todos.get(id)).toBeUndefined();
  });
});

describe('post commands', () => {
  it('create version 1, then edits carry the version they were made against', async () => {
    const id = await createPost(author, content('first'));
    await editPost(UID, id, content('second'));
    await editPost(UID, id, content('third'));
    expect(await db.posts.get(id)).toMatchObject({
      kind: 'post',
      title: 'third',
      version: 3,
      pending: true,
    });
    const queued = await entries();
    expect(queued.map((e) => [e.op, e.baseVersion])).toEqual([
      ['post.create', null],
      ['post.edit', 1],
      ['post.edit', 2],
    ]);
    await deletePost(UID, id);
    expect((await entries()).at(-1)).toMatchObject({
      op: 'post.delete',
      baseVersion: 3,
      summary: 'third',
    });
    expect(await db.posts.get(id)).toBeUndefined();
  });

  it('validate with the form rules (1004-1008)', async () => {
    await expect(createPost(author, { ...content(''), title: ' ' })).rejects.toMatchObject({
      messageKey: 'validation.1008',
    });
    await expect(createPost(author, { ...content('t'), tags: [] })).rejects.toMatchObject({
      messageKey: 'validation.1005',
    });
    const eleven = Array.from({ length: 11 }, (_, i) => `tag${i}`);
    await expect(createPost(author, { ...content('t'), tags: eleven })).rejects.toMatchObject({
      messageKey: 'validation.1006',
    });
    await expect(createPost(author, content('t', ' '))).rejects.toMatchObject({
      messageKey: 'validation.1007',
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it('edit or delete only the member’s own posts', async () => {
    const id = await createPost({ ...author, uid: 'other' }, content('theirs'));
    await expect(editPost(UID, id, content('mine now'))).rejects.toMatchObject({
      messageKey: 'posts.error.notOwner',
    });
    await expect(deletePost(UID, id)).rejects.toMatchObject({ messageKey: 'posts.error.notOwner' });
    await expect(editPost(UID, 'missing', content('x'))).rejects.toMatchObject({
      messageKey: 'posts.error.missing',
    });
  });

  it('keep a draft until it is submitted', async () => {
    await saveDraft(UID, NEW_POST_DRAFT, content('half written'));
    expect(await loadDraft(UID, NEW_POST_DRAFT)).toEqual(content('half written'));
    expect(await loadDraft('other', NEW_POST_DRAFT)).toBeNull();
    await createPost(author, content('done'), { draftKey: NEW_POST_DRAFT });
    expect(await loadDraft(UID, NEW_POST_DRAFT)).toBeNull();
    // An edit's draft goes when the edit is submitted; drafts live apart from the posts.
    await saveDraft(UID, editDraftKey('p'), content('edit in progress'));
    expect(await db.posts.count()).toBe(1);
    expect(await db.postDrafts.count()).toBe(1);
    // Drafts never reach the outbox.
    expect((await entries()).map((e) => e.op)).toEqual(['post.create']);
  });

  it('a post with an image waits for the upload, which goes to its fixed path', async () => {
    const image = await attachImage(
      UID,
      new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' }),
    );
    const id = await createPost(author, content('with picture', `![cat](${image.ref})`));
    const [upload, post] = await entries();
    expect(upload).toMatchObject({
      op: 'image.upload',
      target: `users/${UID}/images/${image.imageId}.jpg`,
    });
    expect(post).toMatchObject({ op: 'post.create', postId: id, dependsOn: [upload!.id] });
    expect(await db.uploads.get(image.imageId)).toMatchObject({ uid: UID, downloadURL: null });
    // Giving up the upload gives up the post waiting for it.
    await discardEntry(upload!.id);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.uploads.get(image.imageId)).toBeUndefined();
  });
});

describe('reaction commands', () => {
  it('each tap flips what the device holds, however fast the taps come', async () => {
    const post = await createPost(author, content('tapped'));
    // Three taps on each before any screen could re-render: like, unlike, like.
    await Promise.all([
      toggleLike(UID, post),
      toggleLike(UID, post),
      toggleLike(UID, post),
      toggleBookmark(UID, post),
      toggleBookmark(UID, post),
      toggleBookmark(UID, post),
    ]);
    const ops = (await entries()).map((e) => e.op).filter((op) => op !== 'post.create');
    expect(ops.filter((op) => op.startsWith('post.'))).toEqual([
      'post.like',
      'post.unlike',
      'post.like',
    ]);
    expect(ops.filter((op) => op.startsWith('bookmark.'))).toEqual([
      'bookmark.add',
      'bookmark.remove',
      'bookmark.add',
    ]);
    expect(await db.posts.get(post)).toMatchObject({ likedByMe: true, likeCount: 1 });
    expect(await db.bookmarks.get([UID, post])).toBeDefined();
  });

  it('like and unlike are idempotent: a second like is no second entry', async () => {
    const post = await createPost(author, content('liked twice'));
    await likePost(UID, post);
    await likePost(UID, post);
    await unlikePost(UID, post);
    await unlikePost(UID, post);
    const ops = (await entries()).map((e) => e.op).filter((op) => op !== 'post.create');
    expect(ops).toEqual(['post.like', 'post.unlike']);
  });
});
