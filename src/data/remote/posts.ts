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
import type { RestValue } from './rest-reads';

export { postFromFirestore };

// A post, the latest posts, the pinned notices and the board's pages are read through REST
// (./rest-reads), by visitors and members alike.

/**
 * Where a server page ended, so the next page starts exactly after it, in the form the reader
 * that read the page left it: the last document itself, from the full SDK, or from a REST read
 * the sort field's value and the document's id as the server wrote them (a
 * timestamp read into a Date would lose its microseconds). Callers outside this folder pass it
 * back as they got it.
 */
export type PageCursor =
  | { readonly reader: 'sdk'; readonly last: QueryDocumentSnapshot }
  | { readonly reader: 'rest'; readonly sortValue: RestValue | undefined; readonly id: string };

export interface ServerPage<T> {
  items: T[];
  /** Null once the server has nothing after this page. */
  next: PageCursor | null;
  /** The items were read without their text (a list's projection): not for the device's copy. */
  withoutText?: true;
}

/** Runs one page of a query ordered by the caller, `max` documents after `after`. */
export async function pageOf<T>(
  base: Query,
  after: PageCursor | null,
  max: number,
  convert: (snapshot: QueryDocumentSnapshot) => T,
): Promise<ServerPage<T>> {
  const constraints: QueryConstraint[] = [];
  if (after) {
    if (after.reader !== 'sdk') throw new Error(`a page read by ${after.reader}, not the SDK`);
    constraints.push(startAfter(after.last));
  }
  // One more than asked says whether anything follows, without a second read.
  constraints.push(limit(max + 1));
  const snapshot = await getDocsFromServer(query(base, ...constraints));
  const docs = snapshot.docs.slice(0, max);
  const last = docs.at(-1);
  return {
    items: docs.map(convert),
    next: snapshot.docs.length > max && last ? { reader: 'sdk', last } : null,
  };
}

/** Whether the member has liked the post: `posts/{postId}/likes/{uid}` exists. */
export async function fetchLikedByMe(postId: string, uid: string): Promise<boolean> {
  return (await getDoc(doc(firestore(), 'posts', postId, 'likes', uid))).exists();
}
