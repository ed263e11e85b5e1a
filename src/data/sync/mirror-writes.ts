import { Dexie } from 'dexie';
import { db } from '../local/database';
import { followOutboxTally } from '../local/outbox-tally';
import { pinnedNotices } from '../local/pinned-notices';
import type { Bookmark } from '../model/bookmark';
import type { Comment } from '../model/comment';
import { notificationRow, type PostRow } from '../model/local-rows';
import { notificationPath, type Notification } from '../model/notification';
import type { Post } from '../model/post';
import type { Todo } from '../model/todo';
import { bookmarkPath, commentPath, postPath, rowRefOf, todoPath } from './entry-paths';
import { pathsWithEntries } from './outbox';
import type { MirrorBatch, MirrorDocument } from './sync-remote';

// The read path's writes: server documents into Dexie. A row that outbox entries still write
// (or order on) is the device's newer truth: the server's version of it is held back, and
// written once the last of those entries is acknowledged. Holding it (not dropping it) matters:
// the listener may have reported the row's final state, a deletion say, while it was guarded,
// and will report nothing more.

interface MirrorWrite {
  path: string;
  /** The version of the document written, where it has one. */
  version?: number;
  /** The write removes the row (the server no longer has the document). */
  removes?: true;
  apply(): Promise<unknown>;
}

const MIRROR_TABLES = () => [
  db.posts,
  db.todos,
  db.bookmarks,
  db.comments,
  db.notifications,
  db.outbox,
];
const held = new Map<string, MirrorWrite>();
let watchingOutbox = false;

/**
 * Documents this device deleted, with the server's acknowledgement. The acknowledgement and the
 * listeners travel apart, so a listener may still deliver a snapshot taken before the delete;
 * written, it would bring the row back (a removed to-do reappears, and the member's next move
 * acts on it) until the listener reports the removal. Such snapshots are skipped until the
 * listener reports the removal, or for REMOVED_ECHO_MS.
 */
const removedHere = new Map<string, number>();
export const REMOVED_ECHO_MS = 60_000;

/** The server acknowledged this device's delete of `path` (in the settling transaction). */
export function noteRemovedHere(path: string, now = Date.now()): void {
  removedHere.set(path, now);
}

/** The server acknowledged a write that (re)creates or changes `path`: no longer removed. */
export function forgetRemovedHere(path: string): void {
  removedHere.delete(path);
}

/** Whether `write` is a listener's echo of a document this device has since deleted. */
function isRemovedEcho(write: MirrorWrite, now = Date.now()): boolean {
  const at = removedHere.get(write.path);
  if (at === undefined) return false;
  if (write.removes || now - at > REMOVED_ECHO_MS) {
    removedHere.delete(write.path);
    return false;
  }
  return true;
}

// Batches are written one at a time, in the order the listeners delivered them: a later batch
// must not be overtaken by an earlier one still reading.
let queue: Promise<unknown> = Promise.resolve();

function inOrder<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Writes each row unless entries guard it; a guarded row is held (`hold`) or skipped. `plan`
 * runs inside the transaction, so what it reads is what the writes apply to. Returns whether
 * every row was written.
 */
function writeAll(
  plan: () => Promise<MirrorWrite[]> | MirrorWrite[],
  hold = true,
): Promise<boolean> {
  return inOrder(async () => {
    const written = await db.transaction('rw', MIRROR_TABLES(), async () => {
      const writes = await plan();
      const guarded = await pathsWithEntries();
      let all = true;
      for (const write of writes) {
        if (isRemovedEcho(write)) continue;
        if (guarded.has(write.path)) {
          all = false;
          if (hold) held.set(write.path, write);
        } else {
          held.delete(write.path);
          await write.apply();
        }
      }
      return all;
    });
    if (held.size > 0) watchOutbox();
    return written;
  });
}

/** Writes the held rows whose entries have all been acknowledged. */
export function releaseHeldRows(): Promise<void> {
  return inOrder(async () => {
    if (held.size === 0) return;
    await db.transaction('rw', MIRROR_TABLES(), async () => {
      const guarded = await pathsWithEntries();
      for (const [path, write] of [...held]) {
        if (guarded.has(path)) continue;
        held.delete(path);
        await write.apply();
      }
    });
  });
}

/**
 * The server acknowledged an entry for `path` at `version`. A row held for it may have been
 * reported before the server applied that entry, and writing it now would undo the member's
 * change on this device (a removed to-do back, an edit reverted) until the listener reports the
 * row again, which it may never do if it stops first. Unless the held row already carries that
 * version or a later one, it is dropped: returns true, and the caller re-reads the row instead.
 * Call it in the transaction that removes the entry, so no release can run in between.
 */
export function dropHeldRow(path: string, version: number | null): boolean {
  const write = held.get(path);
  if (!write) return false;
  if (write.version !== undefined && version !== null && write.version >= version) return false;
  held.delete(path);
  return true;
}

/** Acknowledgements (from this tab's replayer or another's) lift guards: release what they held. */
function watchOutbox(): void {
  if (watchingOutbox) return;
  watchingOutbox = true;
  followOutboxTally(
    () =>
      void releaseHeldRows().catch((error: unknown) => console.error('sync: release rows', error)),
    (error: unknown) => console.error('sync: outbox watch', error),
  );
}

const SYNCED = { pending: false } as const;

/** The member this device's sync engine works for (start-sync.ts); a worker has none. */
let deviceMember: () => string | null = () => null;

/** Called once by the page's sync engine: hidden items of this member stay on the device. */
export function keepHiddenItemsOf(member: () => string | null): void {
  deviceMember = member;
}

/**
 * Whether this device keeps a hidden item of `authorUid`'s as it is: only on its author's own
 * device. Everyone else's copy loses it the moment the device reads it hidden: a post's row goes,
 * a comment keeps its place with no text (its thread shows "hidden by a moderator"). Admins read
 * hidden items from the server (docs/moderation.md).
 */
function keepsHidden(authorUid: string): boolean {
  const uid = deviceMember();
  return uid !== null && uid === authorUid;
}

function putPost(post: Post, { read = false }: { read?: boolean } = {}): MirrorWrite {
  if (post.hidden && !keepsHidden(post.uid)) return deletePost(post.id);
  return {
    path: postPath(post.id),
    version: post.version,
    async apply() {
      // Only this device knows whether its member liked a post, and when it was last read: keep
      // those across refreshes.
      const before = await db.posts.get(post.id);
      const likedByMe = before?.likedByMe;
      const readAt = read ? Date.now() : before?.readAt;
      const row: PostRow = {
        ...post,
        kind: 'post',
        ...SYNCED,
        ...(likedByMe !== undefined ? { likedByMe } : {}),
        ...(readAt !== undefined ? { readAt } : {}),
      };
      await db.posts.put(row);
    },
  };
}

function deletePost(postId: string): MirrorWrite {
  return {
    path: postPath(postId),
    removes: true,
    apply: () => db.posts.delete(postId),
  };
}

const putTodo = (todo: Todo): MirrorWrite => ({
  path: todoPath(todo.uid, todo.id),
  version: todo.version,
  apply: () => db.todos.put({ ...todo, ...SYNCED }),
});
const deleteTodo = (uid: string, id: string): MirrorWrite => ({
  path: todoPath(uid, id),
  removes: true,
  apply: () => db.todos.delete(id),
});

const putBookmark = (bookmark: Bookmark): MirrorWrite => ({
  path: bookmarkPath(bookmark.uid, bookmark.postId),
  apply: () => db.bookmarks.put({ ...bookmark, version: 1, ...SYNCED }),
});
const deleteBookmark = (uid: string, postId: string): MirrorWrite => ({
  path: bookmarkPath(uid, postId),
  removes: true,
  apply: () => db.bookmarks.delete([uid, postId]),
});

function putComment(comment: Comment): MirrorWrite {
  const kept = comment.hidden && !keepsHidden(comment.uid) ? { ...comment, text: '' } : comment;
  return {
    path: commentPath(comment.postId, comment.id),
    version: comment.version ?? 1,
    apply: () => db.comments.put({ ...kept, version: comment.version ?? 1, ...SYNCED }),
  };
}
const deleteComment = (postId: string, id: string): MirrorWrite => ({
  path: commentPath(postId, id),
  removes: true,
  apply: () => db.comments.delete(id),
});

const putNotification = (notification: Notification): MirrorWrite => ({
  path: notificationPath(notification.uid, notification.id),
  async apply() {
    // Whether the member was told of it outside the app is this device's alone: kept.
    const before = await db.notifications.get([notification.uid, notification.id]);
    await db.notifications.put(
      notificationRow(notification, { pending: false, ...(before?.told ? { told: true } : {}) }),
    );
  },
});
const deleteNotification = (uid: string, id: string): MirrorWrite => ({
  path: notificationPath(uid, id),
  removes: true,
  apply: () => db.notifications.delete([uid, id]),
});

/** Ids this batch says are gone: removed since the last batch, or absent from a full listing. */
function goneIds(batch: MirrorBatch<unknown>, localIds: readonly string[]): string[] {
  const gone = new Set(batch.removedIds);
  if (batch.allIds) {
    const present = new Set(batch.allIds);
    localIds.filter((id) => !present.has(id)).forEach((id) => gone.add(id));
  }
  return [...gone];
}

export async function mirrorPosts(posts: readonly Post[]): Promise<void> {
  await writeAll(() => posts.map((post) => putPost(post)));
}

/**
 * A listing of the pinned posts from the server. Returns the paths of posts the device still
 * has as pinned that left it (unpinned or deleted: the listing cannot tell which), to re-read.
 */
export async function mirrorPinnedPosts(batch: MirrorBatch<Post>): Promise<string[]> {
  const local = batch.allIds ? (await pinnedNotices()).map((row) => row.id) : [];
  await mirrorPosts(batch.changed);
  return goneIds(batch, local).map(postPath);
}

/** An opened post (read now, for the keep policy): null when the server no longer has it. */
export async function mirrorPost(postId: string, post: Post | null): Promise<void> {
  await writeAll(() => [post ? putPost(post, { read: true }) : deletePost(postId)]);
}

/**
 * Ids a full listing lacks. They are re-read, not removed: the listing may predate a create the
 * replayer has had acknowledged since (a new listener lists the collection as the server had it
 * a moment ago), and removing such a row would undo the member's write on this device.
 */
function missingIds(batch: MirrorBatch<unknown>, localIds: readonly string[]): string[] {
  if (!batch.allIds) return [];
  const present = new Set([...batch.allIds, ...batch.removedIds]);
  return localIds.filter((id) => !present.has(id));
}

/** Returns the paths of the member's to-dos the listing lacks, to re-read. */
export async function mirrorTodos(uid: string, batch: MirrorBatch<Todo>): Promise<string[]> {
  let missing: string[] = [];
  await writeAll(async () => {
    const local = batch.allIds
      ? await db.todos
          .where('[uid+order]')
          .between([uid, Dexie.minKey], [uid, Dexie.maxKey])
          .primaryKeys()
      : [];
    missing = missingIds(batch, local);
    return [...batch.changed.map(putTodo), ...batch.removedIds.map((id) => deleteTodo(uid, id))];
  });
  return missing.map((id) => todoPath(uid, id));
}

/** Returns the paths of the member's bookmarks the listing lacks, to re-read. */
export async function mirrorBookmarks(
  uid: string,
  batch: MirrorBatch<Bookmark>,
): Promise<string[]> {
  let missing: string[] = [];
  await writeAll(async () => {
    const local = batch.allIds
      ? (
          await db.bookmarks
            .where('[uid+createdAt]')
            .between([uid, Dexie.minKey], [uid, Dexie.maxKey])
            .toArray()
        ).map((b) => b.postId)
      : [];
    missing = missingIds(batch, local);
    return [
      ...batch.changed.map(putBookmark),
      ...batch.removedIds.map((postId) => deleteBookmark(uid, postId)),
    ];
  });
  return missing.map((postId) => bookmarkPath(uid, postId));
}

export async function mirrorComments(postId: string, batch: MirrorBatch<Comment>): Promise<void> {
  await writeAll(async () => {
    // A listener on the first page vouches only for the rows up to its last one.
    const local = batch.allIds
      ? await db.comments
          .where('[postId+createdAt]')
          .between([postId, Dexie.minKey], [postId, batch.allUntil ?? Dexie.maxKey], true, true)
          .primaryKeys()
      : [];
    return [
      ...batch.changed.map(putComment),
      ...goneIds(batch, local).map((id) => deleteComment(postId, id)),
    ];
  });
}

/** A page of comments read on request ("more comments"): written, nothing removed. */
export function mirrorCommentPage(postId: string, comments: Comment[]): Promise<void> {
  return mirrorComments(postId, { changed: comments, removedIds: [], allIds: null });
}

/**
 * The member's notifications: a batch of their listener (the newest ones) or a page read on
 * request. The listener sees a window of the newest: a notification leaving it may be deleted
 * (a like taken back) or merely older than the window, so it is re-read, not removed; so are the
 * device's rows a first listing lacks, back to its oldest (all of them when `whole`: the listing
 * held every notification there is). Returns the paths to re-read, and the notifications new to
 * this device (to tell the member of outside the app).
 */
export async function mirrorNotifications(
  uid: string,
  batch: MirrorBatch<Notification>,
  { whole = false }: { whole?: boolean } = {},
): Promise<{ recheck: string[]; fresh: Notification[] }> {
  let recheck: string[] = [];
  let fresh: Notification[] = [];
  await writeAll(async () => {
    const known = await db.notifications.bulkGet(batch.changed.map((n) => [uid, n.id]));
    fresh = batch.changed.filter((_, i) => known[i] === undefined);
    let lacking: string[] = [];
    if (batch.allIds) {
      const listed = new Set(batch.allIds);
      const oldest = batch.changed.reduce<Date | null>(
        (min, n) => (min === null || n.createdAt < min ? n.createdAt : min),
        null,
      );
      const local = await db.notifications
        .where('[uid+createdAt]')
        .between([uid, whole || !oldest ? Dexie.minKey : oldest], [uid, Dexie.maxKey])
        .primaryKeys();
      lacking = local.map(([, id]) => id).filter((id) => !listed.has(id));
    }
    recheck = [...new Set([...batch.removedIds, ...lacking])].map((id) =>
      notificationPath(uid, id),
    );
    return batch.changed.map(putNotification);
  });
  return { recheck, fresh };
}

function writesFor(found: MirrorDocument): MirrorWrite[] {
  switch (found.kind) {
    case 'post':
      return [putPost(found.post)];
    case 'todo':
      return [putTodo(found.todo)];
    case 'bookmark':
      return [putBookmark(found.bookmark)];
    case 'comment':
      return [putComment(found.comment)];
    case 'notification':
      return [putNotification(found.notification)];
    case 'missing': {
      const ref = rowRefOf(found.path);
      if (!ref) return [];
      switch (ref.table) {
        case 'posts':
          return [deletePost(ref.id)];
        case 'todos':
          return [{ path: found.path, removes: true, apply: () => db.todos.delete(ref.id) }];
        case 'bookmarks':
          return [deleteBookmark(ref.uid, ref.postId)];
        case 'comments':
          return [{ path: found.path, apply: () => db.comments.delete(ref.id) }];
        case 'notifications':
          return [deleteNotification(ref.uid, ref.id)];
      }
    }
  }
}

/**
 * A document read once (a refresh): written, or its row removed when it is missing. Not held
 * when guarded (by then it may be older than what the listener reports): returns false, and the
 * caller reads it again later.
 */
export function mirrorDocument(found: MirrorDocument): Promise<boolean> {
  return writeAll(() => writesFor(found), false);
}
