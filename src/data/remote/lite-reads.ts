import {
  collection,
  doc,
  documentId,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { SORT_FIELD, type BoardQuery } from '../model/board';
import { FIRST_COMMENTS, firstPageVouchesUntil, type Comment } from '../model/comment';
import type { Post } from '../model/post';
import { liteFirestore } from './direct-reads';
import { commentFromFirestore, postFromFirestore } from './document-converters';
import type { MirrorBatch } from './mirror-listeners';
import type { PageCursor, ServerPage } from './posts';
import { timestampParts, type RestValue } from './rest-reads';

/**
 * One-shot reads of public posts through Firestore Lite (plain REST requests, a fraction of the
 * full SDK): the home's newest posts, the board's pages and its pinned notices. A visitor's
 * screens read through this alone, so the full SDK (its listen channel) loads only when a
 * member signs in, writes, or opens a screen that listens (a visitor's post does not). The same reads serve members: a page
 * once shown is never read again through the other SDK.
 */

const posts = () => collection(liteFirestore(), 'posts');
const toPost = (snapshot: QueryDocumentSnapshot) => postFromFirestore(snapshot.id, snapshot.data());

export async function fetchLatestPosts(max: number): Promise<Post[]> {
  const snapshot = await getDocs(query(posts(), orderBy('createdAt', 'desc'), limit(max)));
  return snapshot.docs.map(toPost);
}

/** The pinned notices, however old (few: an admin pins a handful). */
export async function fetchPinnedPosts(): Promise<Post[]> {
  return (await getDocs(query(posts(), where('pinned', '==', true)))).docs.map(toPost);
}

/** Whole posts by id, in no particular order (asked 30 at a time, Firestore's limit for `in`). */
export async function fetchPostsById(ids: string[]): Promise<Post[]> {
  const groups: string[][] = [];
  for (let start = 0; start < ids.length; start += 30) groups.push(ids.slice(start, start + 30));
  const snapshots = await Promise.all(
    groups.map((group) => getDocs(query(posts(), where(documentId(), 'in', group)))),
  );
  return snapshots.flatMap((snapshot) => snapshot.docs.map(toPost));
}

export async function fetchPost(id: string): Promise<Post | null> {
  const snapshot = await getDoc(doc(liteFirestore(), 'posts', id));
  return snapshot.exists() ? postFromFirestore(snapshot.id, snapshot.data()) : null;
}

/** The sort field's value as Lite takes it: a timestamp or a counter. */
function cursorValue(value: RestValue | undefined): unknown {
  if (value && 'timestampValue' in value) {
    const { seconds, nanos } = timestampParts(value.timestampValue);
    return new Timestamp(seconds, nanos);
  }
  if (value && 'integerValue' in value) return Number(value.integerValue);
  if (value && 'doubleValue' in value) return value.doubleValue;
  return null;
}

/** After a page read here (its last document), or the first page read through REST (its values). */
function startAfterCursor(after: PageCursor): QueryConstraint {
  switch (after.reader) {
    case 'lite':
      return startAfter(after.last);
    case 'rest':
      return startAfter(cursorValue(after.sortValue), after.id);
    case 'sdk':
      throw new Error('Firestore Lite cannot go on from a page the full SDK read');
  }
}

/**
 * One page of the board, in the board's order (the sort field descending, then the document id
 * descending), after `after`: the last document of the page before, the server's own cursor.
 */
export async function fetchBoardPage({
  tab,
  sort,
  after,
  limit: max,
}: BoardQuery & { after: PageCursor | null; limit: number }): Promise<ServerPage<Post>> {
  const constraints: QueryConstraint[] = [];
  if (tab !== 'all') constraints.push(where('category', '==', tab));
  constraints.push(orderBy(SORT_FIELD[sort], 'desc'), orderBy(documentId(), 'desc'));
  if (after) constraints.push(startAfterCursor(after));
  // One more than asked says whether anything follows, without a second read.
  constraints.push(limit(max + 1));
  const snapshot = await getDocs(query(posts(), ...constraints));
  const docs = snapshot.docs.slice(0, max);
  const last = docs.at(-1);
  return {
    items: docs.map(toPost),
    next: snapshot.docs.length > max && last ? { reader: 'lite', last } : null,
  };
}

/**
 * A post's first page of comments, oldest first, shaped as the comments listener's first batch
 * (mirror-listeners.ts): what a visitor's post page shows, read once, without a listener.
 */
export async function fetchFirstComments(postId: string): Promise<MirrorBatch<Comment>> {
  const snapshot = await getDocs(
    query(
      collection(liteFirestore(), 'posts', postId, 'comments'),
      orderBy(FIRST_COMMENTS.field, FIRST_COMMENTS.direction),
      limit(FIRST_COMMENTS.size),
    ),
  );
  const changed = snapshot.docs.map((d) => commentFromFirestore(postId, d.id, d.data()));
  const allUntil = firstPageVouchesUntil(changed.length, changed.at(-1)?.createdAt);
  return {
    changed,
    removedIds: [],
    allIds: changed.map((comment) => comment.id),
    ...(allUntil ? { allUntil } : {}),
  };
}
