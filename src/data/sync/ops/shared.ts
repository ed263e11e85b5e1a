import { db } from '../../local/database';
import type { PostRow } from '../../model/local-rows';
import type { ApplyOutcome, Operation } from '../../model/outbox';
import { isHiddenData } from '../../model/moderation';
import { isCategory, type Author, type PostContent } from '../../model/post';
import { postPath } from '../entry-paths';
import { localImageIds, localImageRef, replaceLocalImages } from '../local-images';
import { hasEntriesFor } from '../outbox';
import type {
  CountedField,
  EntryOf,
  ServerContext,
  ServerSnapshot,
  ServerTransaction,
} from './types';

// Pieces several operations share: answers, field reads, the counted-document write, and the
// device-side settle and undo steps that recur.

export const applied = (version: number | null = null): ApplyOutcome => ({
  kind: 'applied',
  version,
});
export const alreadyApplied = (version: number | null = null): ApplyOutcome => ({
  kind: 'already-applied',
  version,
});
export const GONE: ApplyOutcome = { kind: 'gone' };

/** An error with a Firestore-style code, for conditions found before the server is asked. */
export class SyncWriteError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'SyncWriteError';
  }
}

export function numberField(data: Record<string, unknown> | undefined, field: string): number {
  const value = data?.[field];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** A versioned document's version (documents start at 1). */
export const versionOf = (snapshot: ServerSnapshot): number =>
  numberField(snapshot.data, 'version') || 1;

/** A string field, or '' when it is missing or not a string. */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The content of a `posts/{id}` document, tolerating missing fields. */
export function postContentOf(data: Record<string, unknown>): PostContent {
  return {
    title: textOf(data.title),
    category: isCategory(data.category) ? data.category : 'community',
    tags: Array.isArray(data.tags)
      ? data.tags.filter((tag): tag is string => typeof tag === 'string')
      : [],
    content: textOf(data.content),
  };
}

/** How far back firestore.rules accept `writtenAt` (30 days; a day of margin for clocks). */
const WRITTEN_AT_WINDOW_MS = 29 * 24 * 3_600_000;

/** When the member wrote it (the entry's time), within what the rules accept. */
export function writtenAtMillis(entryCreatedAt: number, now = Date.now()): number {
  return Math.min(now, Math.max(entryCreatedAt, now - WRITTEN_AT_WINDOW_MS));
}

/**
 * Creates (`create` given) or deletes a document counted by `field` on its post, moving the
 * counter with it by increment(±1), as firestore.rules demand. The post is read before the
 * transaction (`postExists`), not in it: others' views and likes change the post all the time,
 * and a transaction that read it would lose the race to each of them. The counted document is
 * read in it, which keeps a replay idempotent.
 *
 * A reply (`replyTo`, its parent's path) also moves its parent comment's `replyCount`, naming
 * itself in `lastReplyId`; the parent was read before the transaction too (`context.parent`),
 * and a reply to a comment that is gone stops with `parent-deleted`, kept for the sync page (a
 * comment under a hidden post, or a reply to a hidden comment: `post-hidden`, `parent-hidden`).
 * Deleting a reply moves its parent's count back, if the parent is still there. The event's
 * notifications (`notices`) go in the same commit, with the document they report.
 */
export async function applyCounted<K extends Operation>(
  entry: EntryOf<K>,
  tx: ServerTransaction,
  { postExists, postHidden = false, parent }: ServerContext,
  field: CountedField,
  create: ((author: Author | null) => Record<string, unknown>) | null,
  {
    withAuthor = false,
    replyTo,
    notices,
  }: {
    withAuthor?: boolean;
    replyTo?: string;
    /** The notifications that go in the same commit (./notices.ts). */
    notices?: Notices;
  } = {},
): Promise<ApplyOutcome> {
  const counted = await tx.get(entry.target);
  const names = field === 'commentCount' ? { lastCommentId: counted.id } : {};
  const countReply = (parentPath: string, by: 1 | -1) =>
    tx.update(parentPath, { replyCount: tx.increment(by), lastReplyId: counted.id });
  if (create) {
    if (counted.exists) return alreadyApplied();
    if (!postExists) {
      // What the member wrote is not dropped unseen: the sync page says why it stopped.
      if (field === 'commentCount')
        throw new SyncWriteError('post-deleted', `${entry.lane} was deleted`);
      return GONE;
    }
    // Nothing is added under hidden content (firestore.rules): kept on the sync page, like the
    // text of a reply to a deleted comment.
    if (field === 'commentCount' && postHidden)
      throw new SyncWriteError('post-hidden', `${entry.lane} was hidden by a moderator`);
    if (replyTo !== undefined) {
      if (!parent) throw new SyncWriteError('parent-deleted', `${replyTo} was deleted`);
      if (typeof parent.parentId === 'string')
        throw new SyncWriteError('invalid-argument', `${replyTo} is a reply`);
      if (isHiddenData(parent))
        throw new SyncWriteError('parent-hidden', `${replyTo} was hidden by a moderator`);
    }
    const writer = withAuthor ? await tx.writer(entry.uid) : null;
    writer?.fix();
    tx.set(entry.target, create(writer?.author ?? null));
    tx.update(entry.lane, { [field]: tx.increment(1), ...names });
    if (replyTo !== undefined) countReply(replyTo, 1);
    notices?.created(writer?.author ?? null);
    return applied();
  }
  if (!counted.exists) return alreadyApplied();
  // The server's word on whether it is a reply (an admin may delete one never mirrored here).
  // Read in the transaction, before any write: deleting a reply is rare enough to risk a race.
  const parentId = field === 'commentCount' ? counted.data?.parentId : undefined;
  const parentPath =
    postExists && typeof parentId === 'string'
      ? entry.target.replace(/[^/]+$/, parentId)
      : undefined;
  const parentThere = parentPath !== undefined && (await tx.get(parentPath)).exists;
  tx.delete(entry.target);
  // Of a deleted post the counted document goes without a counter to move (see the rules).
  if (postExists) tx.update(entry.lane, { [field]: tx.increment(-1), ...names });
  if (parentThere) countReply(parentPath, -1);
  notices?.deleted?.();
  return applied();
}

/** What an event's commit writes to its recipients' notifications, beside the event. */
export interface Notices {
  /** The event's document is written: notify (with the writer's author, when read). */
  created(author: Author | null): void;
  /** The event's document is deleted: take its notification back (a like's). */
  deleted?(): void;
}

/** Moves a comment row's reply count at once, if the device has the row (never below zero). */
export async function moveReplyCount(commentId: string, by: 1 | -1): Promise<void> {
  const row = await db.comments.get(commentId);
  if (row)
    await db.comments.update(commentId, { replyCount: Math.max(0, (row.replyCount ?? 0) + by) });
}

/** The target and lane of an operation on a post document itself (its own lane). */
export const ON_POST = {
  target: (m: { postId: string }) => postPath(m.postId),
  lane: (m: { postId: string }) => postPath(m.postId),
};

/** Changes a post row on the device, if it has it, and marks it pending. */
export async function changePostRow(
  postId: string,
  change: (row: PostRow) => Partial<PostRow>,
): Promise<void> {
  const row = await db.posts.get(postId);
  if (row) await db.posts.put({ ...row, ...change(row), pending: true });
}

/** Moves a post row's counter at once (never below zero); the server's moves on replay. */
export const moveCounter = (
  postId: string,
  field: CountedField,
  by: 1 | -1,
  patch: Partial<PostRow> = {},
): Promise<void> =>
  changePostRow(postId, (row) => ({ ...patch, [field]: Math.max(0, row[field] + by) }));

/** Recomputes a post row's pending flag, with `patch` applied. */
export async function refreshPostRow(
  postId: string,
  patch: Record<string, unknown> = {},
): Promise<void> {
  const row = await db.posts.get(postId);
  if (!row) return;
  await db.posts.put({ ...row, ...patch, pending: await hasEntriesFor(`posts/${postId}`) });
}

/** Drops the blobs of uploads that no waiting post refers to any more. */
export async function releaseUploads(markdown: string): Promise<void> {
  const ids = localImageIds(markdown);
  if (ids.length === 0) return;
  const waiting = await db.outbox
    .filter(
      (e) =>
        (e.op === 'post.create' || e.op === 'post.edit') &&
        ids.some((id) => e.payload.content.includes(localImageRef(id))),
    )
    .toArray();
  const stillUsed = new Set(
    waiting.flatMap((e) => ('content' in e.payload ? localImageIds(e.payload.content) : [])),
  );
  await db.uploads.bulkDelete(ids.filter((id) => !stillUsed.has(id)));
}

/** A post entry as it goes to the server: its local image references replaced by their URLs. */
export function withImageUrls<E extends { payload: { content: string } }>(
  entry: E,
  urls: ReadonlyMap<string, string>,
): E {
  const content = replaceLocalImages(entry.payload.content, urls);
  return content === entry.payload.content
    ? entry
    : { ...entry, payload: { ...entry.payload, content } };
}

/** A post create's or edit's settle: the row gets the URLs it was sent with and its version. */
export async function settlePostWrite(
  entry: EntryOf<'post.create'> | EntryOf<'post.edit'>,
  sentContent: string,
  version: number | null,
): Promise<void> {
  const patch: Record<string, unknown> = {};
  const row = await db.posts.get(entry.postId);
  // Local image references become URLs, unless the member changed the post since.
  if (row?.content === entry.payload.content) patch.content = sentContent;
  if (version !== null && !(await hasEntriesFor(entry.lane))) patch.version = version;
  await refreshPostRow(entry.postId, patch);
  await releaseUploads(entry.payload.content);
}

/** A to-do's settle: pending recomputed, the server's version once nothing else waits. */
export async function settleTodo(
  entry: EntryOf<'todo.create' | 'todo.update' | 'todo.delete'>,
  gone: boolean,
  version: number | null,
): Promise<void> {
  const row = await db.todos.get(entry.todoId);
  if (!row) return;
  if (gone) {
    await db.todos.delete(entry.todoId);
    return;
  }
  const pending = await hasEntriesFor(entry.target);
  await db.todos.update(entry.todoId, {
    pending,
    ...(!pending && version !== null ? { version } : {}),
  });
}

/** A comment add's or delete's settle: the comment row's and the post row's pending flags. */
export async function settleComment(
  entry: EntryOf<'comment.add' | 'comment.reply' | 'comment.delete'>,
  gone: boolean,
): Promise<void> {
  if (gone) await db.comments.delete(entry.commentId);
  else if (await db.comments.get(entry.commentId)) {
    await db.comments.update(entry.commentId, { pending: await hasEntriesFor(entry.target) });
  }
  await refreshPostRow(entry.postId);
}

/** A bookmark's settle: the bookmark row's and the post row's pending flags. */
export async function settleBookmark(
  entry: EntryOf<'bookmark.add' | 'bookmark.remove'>,
  gone: boolean,
): Promise<void> {
  const key: [string, string] = [entry.uid, entry.postId];
  if (gone) await db.bookmarks.delete(key);
  else if (await db.bookmarks.get(key)) {
    await db.bookmarks.update(key, { pending: await hasEntriesFor(entry.target) });
  }
  await refreshPostRow(entry.postId);
}

/** The undo of an edit, a delete, a like...: the server's copy is the truth again. */
export const rereadFromServer = <K extends Operation>(entry: EntryOf<K>): Promise<string[]> =>
  Promise.resolve([entry.target, entry.lane]);
