import {
  collection,
  doc,
  documentId,
  getDoc,
  getDocs,
  getDocsFromServer,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { SORT_FIELD, type BoardQuery } from '../model/board';
import type { Post } from '../model/post';
import { firestore } from './firestore-client';
import { postFromFirestore } from './document-converters';

export { postFromFirestore };

export async function fetchLatestPosts(max: number): Promise<Post[]> {
  const snapshot = await getDocs(
    query(collection(firestore(), 'posts'), orderBy('createdAt', 'desc'), limit(max)),
  );
  return snapshot.docs.map((d) => postFromFirestore(d.id, d.data()));
}

/** The pinned notices, however old (few: an admin pins a handful). */
export async function fetchPinnedPosts(): Promise<Post[]> {
  const snapshot = await getDocs(
    query(collection(firestore(), 'posts'), where('pinned', '==', true)),
  );
  return snapshot.docs.map((d) => postFromFirestore(d.id, d.data()));
}

export async function fetchPost(id: string): Promise<Post | null> {
  const snapshot = await getDoc(doc(firestore(), 'posts', id));
  return snapshot.exists() ? postFromFirestore(snapshot.id, snapshot.data()) : null;
}

/**
 * Where a server page ended: the last document itself, so the next page starts exactly after it
 * (a timestamp read into a Date would lose its microseconds). Opaque outside this folder.
 */
export type PageCursor = { readonly __cursor: unique symbol };

export interface ServerPage<T> {
  items: T[];
  /** Null once the server has nothing after this page. */
  next: PageCursor | null;
}

const asCursor = (snapshot: QueryDocumentSnapshot) => snapshot as unknown as PageCursor;
const fromCursor = (cursor: PageCursor) => cursor as unknown as QueryDocumentSnapshot;

/** Runs one page of a query ordered by the caller, `max` documents after `after`. */
export async function pageOf<T>(
  base: Query,
  after: PageCursor | null,
  max: number,
  convert: (snapshot: QueryDocumentSnapshot) => T,
): Promise<ServerPage<T>> {
  const constraints: QueryConstraint[] = [];
  if (after) constraints.push(startAfter(fromCursor(after)));
  // One more than asked says whether anything follows, without a second read.
  constraints.push(limit(max + 1));
  const snapshot = await getDocsFromServer(query(base, ...constraints));
  const docs = snapshot.docs.slice(0, max);
  const last = docs.at(-1);
  return {
    items: docs.map(convert),
    next: snapshot.docs.length > max && last ? asCursor(last) : null,
  };
}

/**
 * One page of the board from the server, in the board's order (the sort field descending, then
 * the document id descending), after `after`: the server's own cursor, whatever the device holds.
 */
export function fetchBoardPage({
  tab,
  sort,
  after,
  limit: max,
}: BoardQuery & { after: PageCursor | null; limit: number }): Promise<ServerPage<Post>> {
  const field = SORT_FIELD[sort];
  const constraints: QueryConstraint[] = [];
  if (tab !== 'all') constraints.push(where('category', '==', tab));
  constraints.push(orderBy(field, 'desc'), orderBy(documentId(), 'desc'));
  return pageOf(query(collection(firestore(), 'posts'), ...constraints), after, max, (d) =>
    postFromFirestore(d.id, d.data()),
  );
}

/** Whether the member has liked the post: `posts/{postId}/likes/{uid}` exists. */
export async function fetchLikedByMe(postId: string, uid: string): Promise<boolean> {
  return (await getDoc(doc(firestore(), 'posts', postId, 'likes', uid))).exists();
}
