// A comment's edit on the device: the command queues a versioned entry, the server's answer
// settles it (or stops it as a conflict), and the member's choice resolves the conflict
// (fake-indexeddb stands in for the browser's IndexedDB here).
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../src/data/local/database';
import {
  COMMENT_PAGE_SIZE,
  firstPageVouchesUntil,
  type Comment,
} from '../../src/data/model/comment';
import type { OutboxEntry } from '../../src/data/model/outbox';
import { addComment, editComment } from '../../src/data/sync/commands/comment-commands';
import { createPost } from '../../src/data/sync/commands/post-commands';
import { resolveConflict } from '../../src/data/sync/conflict-resolution';
import { settleEntry } from '../../src/data/sync/entry-settlement';
import { LocalWriteError } from '../../src/data/sync/local-write';
import { mirrorCommentPage, mirrorComments } from '../../src/data/sync/mirror-writes';

const UID = 'member-1';
const author = { uid: UID, displayName: 'member', photoURL: '' };
const content = { title: 'Post', category: 'community' as const, tags: ['t'], content: 'body' };

/** A post and a comment on it that the server already has (version 1, nothing queued). */
async function savedComment(): Promise<{ postId: string; commentId: string }> {
  const postId = await createPost(author, content);
  const commentId = await addComment(author, postId, 'first');
  await db.outbox.clear();
  await db.comments.update(commentId, { pending: false });
  return { postId, commentId };
}

const edits = async () =>
  (await db.outbox.orderBy(':id').toArray()).filter((e) => e.op === 'comment.edit');

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('editComment', () => {
  it('changes the row, marks it edited and queues an edit against the version it had', async () => {
    const { postId, commentId } = await savedComment();
    await editComment(UID, commentId, '  second  ');
    expect(await db.comments.get(commentId)).toMatchObject({
      text: 'second',
      edited: true,
      version: 2,
      pending: true,
    });
    const [entry] = await edits();
    expect(entry).toMatchObject({
      op: 'comment.edit',
      postId,
      commentId,
      payload: { text: 'second' },
      baseVersion: 1,
      target: `posts/${postId}/comments/${commentId}`,
      lane: `posts/${postId}`,
      status: 'pending',
    });
  });

  it('a second edit builds on the first', async () => {
    const { commentId } = await savedComment();
    await editComment(UID, commentId, 'second');
    await editComment(UID, commentId, 'third');
    expect((await edits()).map((e) => [e.baseVersion, e.payload])).toEqual([
      [1, { text: 'second' }],
      [2, { text: 'third' }],
    ]);
    expect((await db.comments.get(commentId))?.version).toBe(3);
  });

  it("refuses someone else's comment, an empty text, and queues nothing", async () => {
    const { commentId } = await savedComment();
    await expect(editComment('someone-else', commentId, 'mine now')).rejects.toBeInstanceOf(
      LocalWriteError,
    );
    await expect(editComment(UID, commentId, '   ')).rejects.toBeInstanceOf(LocalWriteError);
    expect(await edits()).toEqual([]);
    expect(await db.comments.get(commentId)).toMatchObject({ text: 'first', version: 1 });
  });

  it('an unchanged text queues nothing', async () => {
    const { commentId } = await savedComment();
    await editComment(UID, commentId, ' first ');
    expect(await edits()).toEqual([]);
  });
});

describe('settling a comment edit', () => {
  it("applied: the entry goes, the row takes the server's version and is no longer pending", async () => {
    const { commentId } = await savedComment();
    await editComment(UID, commentId, 'second');
    const [entry] = await edits();
    const settled = await settleEntry(entry!, entry!, { kind: 'applied', version: 2 });
    expect(settled).toEqual({ acknowledged: true, refresh: [] });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.comments.get(commentId)).toMatchObject({
      text: 'second',
      edited: true,
      version: 2,
      pending: false,
    });
  });

  it('gone: the comment was deleted on the server, so the row goes too', async () => {
    const { commentId } = await savedComment();
    await editComment(UID, commentId, 'second');
    const [entry] = await edits();
    await settleEntry(entry!, entry!, { kind: 'gone' });
    expect(await db.comments.get(commentId)).toBeUndefined();
  });

  async function conflicted(serverVersion: number | null, serverText: string | null) {
    const { commentId } = await savedComment();
    await editComment(UID, commentId, 'mine');
    const [entry] = await edits();
    const settled = await settleEntry(entry!, entry!, {
      kind: 'conflict',
      serverVersion,
      server: null,
      serverText,
    });
    expect(settled.acknowledged).toBe(false);
    const stopped = (await db.outbox.get(entry!.id)) as OutboxEntry;
    expect(stopped).toMatchObject({
      status: 'conflict',
      conflict: { serverVersion, serverText },
    });
    return { commentId, entry: stopped };
  }

  it('conflict, keep mine: sent again on top of the server version', async () => {
    const { commentId, entry } = await conflicted(3, 'theirs');
    await resolveConflict(entry.id, { kind: 'mine' });
    const [again] = await edits();
    expect(again).toMatchObject({
      op: 'comment.edit',
      status: 'pending',
      conflict: null,
      baseVersion: 3,
      payload: { text: 'mine' },
    });
    expect(again!.key).not.toBe(entry.key);
    expect(await db.comments.get(commentId)).toMatchObject({ text: 'mine', version: 4 });
  });

  it("conflict, keep theirs: the device's edit goes and the row shows the server's text", async () => {
    const { commentId, entry } = await conflicted(3, 'theirs');
    await resolveConflict(entry.id, { kind: 'theirs' });
    expect(await edits()).toEqual([]);
    expect(await db.comments.get(commentId)).toMatchObject({
      text: 'theirs',
      version: 3,
      pending: false,
    });
  });

  it('conflict with a deleted comment: keeping mine cannot revive it, the row goes', async () => {
    const { commentId, entry } = await conflicted(null, null);
    await resolveConflict(entry.id, { kind: 'mine' });
    expect(await edits()).toEqual([]);
    expect(await db.comments.get(commentId)).toBeUndefined();
  });
});

describe('paged comments in the mirror', () => {
  const POST = 'paged-post';
  const comment = (n: number): Comment => ({
    id: `c${n}`,
    postId: POST,
    text: `comment ${n}`,
    uid: 'someone',
    author: { displayName: 'someone', photoURL: '' },
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)),
    version: 1,
  });
  const ids = async () =>
    (await db.comments.where('postId').equals(POST).sortBy('createdAt')).map((c) => c.id);

  it('a first-page listener removes only rows up to its last comment, not the later pages', async () => {
    await mirrorCommentPage(POST, [1, 2, 3, 4, 5, 6].map(comment));
    // The listener's first page (size 3 here) no longer has c2: deleted while nobody listened.
    await mirrorComments(POST, {
      changed: [],
      removedIds: [],
      allIds: ['c1', 'c3', 'c4'],
      allUntil: comment(4).createdAt,
    });
    expect(await ids()).toEqual(['c1', 'c3', 'c4', 'c5', 'c6']);
    // A listener on the whole collection vouches for every row.
    await mirrorComments(POST, { changed: [], removedIds: [], allIds: ['c1', 'c3'] });
    expect(await ids()).toEqual(['c1', 'c3']);
  });

  it('a full first page vouches up to its last comment, a shorter one for every comment', () => {
    const last = comment(COMMENT_PAGE_SIZE).createdAt;
    expect(firstPageVouchesUntil(COMMENT_PAGE_SIZE, last)).toEqual(last);
    expect(firstPageVouchesUntil(COMMENT_PAGE_SIZE - 1, last)).toBeUndefined();
    expect(firstPageVouchesUntil(0, undefined)).toBeUndefined();
  });

  it("a comment's server version and edited mark reach the mirror", async () => {
    await mirrorCommentPage(POST, [{ ...comment(1), version: 3, edited: true }]);
    expect(await db.comments.get('c1')).toMatchObject({ version: 3, edited: true, pending: false });
  });
});
