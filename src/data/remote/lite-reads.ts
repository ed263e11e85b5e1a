import { collection, getDocs, limit, orderBy, query } from 'firebase/firestore/lite';
import { FIRST_COMMENTS, firstPageVouchesUntil, type Comment } from '../model/comment';
import { liteFirestore } from './direct-reads';
import { commentFromFirestore } from './document-converters';
import type { MirrorBatch } from './mirror-listeners';

/**
 * One-shot reads through Firestore Lite (plain REST requests, a fraction of the full SDK): a
 * visitor's first page of a post's comments, read once without a listener. A visitor's screens
 * read posts through REST (./rest-reads) and comments through this alone, so the full SDK (its
 * listen channel) loads only when a member signs in, writes, or opens a screen that listens.
 */

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
