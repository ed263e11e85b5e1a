import {
  Timestamp,
  collection,
  doc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  startAfter,
  where,
  type DocumentData,
  type QuerySnapshot,
} from 'firebase/firestore';
import type { Bookmark } from '../model/bookmark';
import { parseDocumentPath } from '../model/document-paths';
import {
  COMMENT_PAGE_SIZE,
  FIRST_COMMENTS,
  firstPageVouchesUntil,
  type Comment,
} from '../model/comment';
import { mutedUidsOf } from '../model/mute';
import type { Category, Post } from '../model/post';
import type { Todo } from '../model/todo';
import { NOTIFICATION_PAGE_SIZE, type Notification } from '../model/notification';
import { readDocumentFromServer } from './direct-reads';
import { firestore } from './firestore-client';
import {
  bookmarkFromFirestore,
  commentFromFirestore,
  postFromFirestore,
  todoFromFirestore,
} from './document-converters';
import { notificationFromFirestore } from './notification-converter';

export { bookmarkFromFirestore, commentFromFirestore, todoFromFirestore };

// The read path: Firestore listeners whose documents the sync mirror writes into Dexie.

export interface MirrorBatch<T> {
  /** Documents added or changed since the last batch (all of them in the first). */
  changed: T[];
  /** Documents deleted on the server since the last batch. */
  removedIds: string[];
  /**
   * In the listener's first batch that comes from the server (not a cache): the ids of every
   * document in the collection. Rows missing from it were deleted while nobody listened.
   */
  allIds: string[] | null;
  /**
   * Set when the listener sees only the first page of its collection: `allIds` then vouches
   * only for documents created up to this time (later ones are beyond the page, not deleted).
   */
  allUntil?: Date;
}

type Unsubscribe = () => void;
type OnError = (error: unknown) => void;

/** Turns a listener's snapshots into batches (see MirrorBatch); one per listener. */
function batches<T>(
  convert: (id: string, data: DocumentData) => T,
  onBatch: (batch: MirrorBatch<T>) => void,
): (snapshot: QuerySnapshot) => void {
  let reconciled = false;
  return (snapshot) => {
    const fromServer = !snapshot.metadata.fromCache;
    const changed: T[] = [];
    const removedIds: string[] = [];
    for (const change of snapshot.docChanges()) {
      if (change.type !== 'removed') changed.push(convert(change.doc.id, change.doc.data()));
      // A cache can drop a document it merely stopped knowing about: only the server deletes.
      else if (fromServer) removedIds.push(change.doc.id);
    }
    let allIds: string[] | null = null;
    if (fromServer && !reconciled) {
      reconciled = true;
      allIds = snapshot.docs.map((d) => d.id);
    }
    if (changed.length > 0 || removedIds.length > 0 || allIds)
      onBatch({ changed, removedIds, allIds });
  };
}

export function watchTodos(
  uid: string,
  onBatch: (batch: MirrorBatch<Todo>) => void,
  onError: OnError,
): Unsubscribe {
  return onSnapshot(
    collection(firestore(), 'users', uid, 'todos'),
    { includeMetadataChanges: true },
    batches((id, data) => todoFromFirestore(uid, id, data), onBatch),
    onError,
  );
}

export function watchBookmarks(
  uid: string,
  onBatch: (batch: MirrorBatch<Bookmark>) => void,
  onError: OnError,
): Unsubscribe {
  return onSnapshot(
    collection(firestore(), 'users', uid, 'bookmarks'),
    { includeMetadataChanges: true },
    batches((id, data) => bookmarkFromFirestore(uid, id, data), onBatch),
    onError,
  );
}

/**
 * The member's mute list (`users/{uid}/private/mutes`, one document): its uids on every change
 * from the server; a snapshot from the cache says nothing new, so it is skipped.
 */
export function watchMutes(
  uid: string,
  onList: (mutedUids: string[]) => void,
  onError: OnError,
): Unsubscribe {
  return onSnapshot(
    doc(firestore(), 'users', uid, 'private', 'mutes'),
    { includeMetadataChanges: true },
    (snapshot) => {
      if (!snapshot.metadata.fromCache) onList(mutedUidsOf(snapshot.data()));
    },
    onError,
  );
}

/**
 * The member's newest notifications (NOTIFICATION_PAGE_SIZE of them), live: a new one arrives as
 * its event's commit lands. A batch also says whether the listing holds every notification there
 * is (fewer than a window's worth).
 */
export function watchNotifications(
  uid: string,
  onBatch: (batch: MirrorBatch<Notification>, whole: boolean) => void,
  onError: OnError,
): Unsubscribe {
  let whole = false;
  const handle = batches(
    (id, data) => notificationFromFirestore(uid, id, data),
    (batch: MirrorBatch<Notification>) => onBatch(batch, whole),
  );
  return onSnapshot(
    query(
      collection(firestore(), 'users', uid, 'notifications'),
      orderBy('createdAt', 'desc'),
      limit(NOTIFICATION_PAGE_SIZE),
    ),
    { includeMetadataChanges: true },
    (snapshot) => {
      whole = snapshot.size < NOTIFICATION_PAGE_SIZE;
      handle(snapshot);
    },
    onError,
  );
}

/** The page of the member's notifications older than `before`, from the server. */
export async function fetchNotificationsBefore(uid: string, before: Date): Promise<Notification[]> {
  const snapshot = await getDocs(
    query(
      collection(firestore(), 'users', uid, 'notifications'),
      orderBy('createdAt', 'desc'),
      startAfter(Timestamp.fromDate(before)),
      limit(NOTIFICATION_PAGE_SIZE),
    ),
  );
  return snapshot.docs.map((d) => notificationFromFirestore(uid, d.id, d.data()));
}

/**
 * The newest `max` posts of one category that no moderator hid. Posts that fall past the
 * window's end stay mirrored; those that leave it otherwise (hidden, deleted) come in `left`, for
 * the caller to read again (a hidden one then leaves others' devices: mirror-writes.ts).
 */
export function watchNewestPosts(
  category: Category,
  max: number,
  onPosts: (posts: Post[], left: string[]) => void,
  onError: OnError,
): Unsubscribe {
  const newest = query(
    collection(firestore(), 'posts'),
    where('category', '==', category),
    where('hidden', '==', false),
    orderBy('createdAt', 'desc'),
    limit(max),
  );
  return onSnapshot(
    newest,
    (snapshot) => {
      // A cache can drop a document it merely stopped knowing about: only the server removes.
      const fromServer = !snapshot.metadata.fromCache;
      const changed: Post[] = [];
      const left: string[] = [];
      // A full window's oldest: a post older than it fell past the end, one newer left the list
      // (a moderator hid it, or it was deleted), and the caller reads it again.
      const oldest = snapshot.size >= max ? snapshot.docs.at(-1)?.data().createdAt : undefined;
      for (const change of snapshot.docChanges()) {
        if (change.type !== 'removed')
          changed.push(postFromFirestore(change.doc.id, change.doc.data()));
        else if (fromServer) {
          const createdAt: unknown = change.doc.data().createdAt;
          const pushedOut =
            oldest instanceof Timestamp &&
            createdAt instanceof Timestamp &&
            createdAt.toMillis() < oldest.toMillis();
          if (!pushedOut) left.push(change.doc.id);
        }
      }
      if (changed.length > 0 || left.length > 0) onPosts(changed, left);
    },
    onError,
  );
}

/** One post a member opened: null once it no longer exists on the server. */
export function watchPost(
  postId: string,
  onPost: (post: Post | null) => void,
  onError: OnError,
): Unsubscribe {
  return onSnapshot(
    doc(firestore(), 'posts', postId),
    (snapshot) => {
      if (snapshot.exists()) onPost(postFromFirestore(snapshot.id, snapshot.data()));
      else if (!snapshot.metadata.fromCache) onPost(null);
    },
    onError,
  );
}

export function watchComments(
  postId: string,
  onBatch: (batch: MirrorBatch<Comment>) => void,
  onError: OnError,
): Unsubscribe {
  // The first page, live. Comments take the server's time when they arrive, so a new one never
  // pushes an older one out of the page: a document leaves the page only by being deleted.
  let allUntil: Date | undefined;
  const handle = batches(
    (id, data) => commentFromFirestore(postId, id, data),
    (batch: MirrorBatch<Comment>) =>
      onBatch(batch.allIds && allUntil ? { ...batch, allUntil } : batch),
  );
  return onSnapshot(
    query(
      collection(firestore(), 'posts', postId, 'comments'),
      orderBy(FIRST_COMMENTS.field, FIRST_COMMENTS.direction),
      limit(FIRST_COMMENTS.size),
    ),
    { includeMetadataChanges: true },
    (snapshot) => {
      const last = snapshot.docs.at(-1)?.data().createdAt;
      allUntil = firstPageVouchesUntil(
        snapshot.size,
        last instanceof Timestamp ? last.toDate() : undefined,
      );
      handle(snapshot);
    },
    onError,
  );
}

/** The page of a post's comments that follows the comment created at `after`, from the server. */
export async function fetchCommentsAfter(postId: string, after: Date): Promise<Comment[]> {
  const snapshot = await getDocs(
    query(
      collection(firestore(), 'posts', postId, 'comments'),
      orderBy('createdAt', 'asc'),
      startAfter(Timestamp.fromDate(after)),
      limit(COMMENT_PAGE_SIZE),
    ),
  );
  return snapshot.docs.map((d) => commentFromFirestore(postId, d.id, d.data()));
}

/** A document the mirror should hold, read once from the server (after a discard, say). */
export type MirrorDocument =
  | { kind: 'todo'; todo: Todo }
  | { kind: 'post'; post: Post }
  | { kind: 'bookmark'; bookmark: Bookmark }
  | { kind: 'comment'; comment: Comment }
  | { kind: 'notification'; notification: Notification }
  | { kind: 'missing'; path: string };

export async function readMirrorDocument(path: string): Promise<MirrorDocument> {
  const ref = parseDocumentPath(path);
  if (!ref || ref.kind === 'like' || ref.kind === 'image')
    throw new Error(`not a mirrored document: ${path}`);
  // Straight from the server (see direct-reads.ts). Offline it fails, and the engine retries.
  const { id, data } = await readDocumentFromServer(path);
  if (!data) return { kind: 'missing', path };
  switch (ref.kind) {
    case 'post':
      return { kind: 'post', post: postFromFirestore(id, data) };
    case 'comment':
      return { kind: 'comment', comment: commentFromFirestore(ref.postId, ref.commentId, data) };
    case 'todo':
      return { kind: 'todo', todo: todoFromFirestore(ref.uid, ref.todoId, data) };
    case 'bookmark':
      return { kind: 'bookmark', bookmark: bookmarkFromFirestore(ref.uid, ref.postId, data) };
    case 'notification':
      return {
        kind: 'notification',
        notification: notificationFromFirestore(ref.uid, ref.notificationId, data),
      };
  }
}
