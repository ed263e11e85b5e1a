import {
  doc,
  getDoc,
  getDocsFromServer,
  limit,
  query,
  startAfter,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { firestore } from './firestore-client';
import { postFromFirestore } from './document-converters';

export { postFromFirestore };

// A post, the latest posts, the pinned notices and the board's pages are read through
// Firestore Lite (./lite-reads), by visitors and members alike.

/**
 * Where a server page ended: the last document itself, so the next page starts exactly after it
 * (a timestamp read into a Date would lose its microseconds). Opaque outside this folder.
 */
export type PageCursor = { readonly __cursor: unique symbol };

export interface ServerPage<T> {
  items: T[];
  /** Null once the server has nothing after this page. */
  next: PageCursor | null;
  /** The items were read without their text (a list's projection): not for the device's copy. */
  withoutText?: true;
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

/** Whether the member has liked the post: `posts/{postId}/likes/{uid}` exists. */
export async function fetchLikedByMe(postId: string, uid: string): Promise<boolean> {
  return (await getDoc(doc(firestore(), 'posts', postId, 'likes', uid))).exists();
}
