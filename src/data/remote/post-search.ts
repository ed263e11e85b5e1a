import {
  collection,
  documentId,
  orderBy,
  query,
  where,
  type QueryConstraint,
} from 'firebase/firestore';
import type { Category, Post } from '../model/post';
import { firestore } from './firestore-client';
import { pageOf, postFromFirestore, type PageCursor, type ServerPage } from './posts';

/** What the server is asked for: posts holding one of these search tokens, or one of these tags. */
export type SearchAnchor = { field: 'searchTokens' | 'tags'; values: readonly string[] };

/**
 * One page of the server-side search: posts whose `searchTokens` (or `tags`) hold one of the
 * anchor's values (`array-contains-any`), newest first. Firestore takes one array filter per
 * query: the caller checks the query's other tokens on the device.
 */
export function searchPostsPage({
  anchor,
  category,
  after,
  limit: max,
}: {
  anchor: SearchAnchor;
  category: Category | null;
  after: PageCursor | null;
  limit: number;
}): Promise<ServerPage<Post>> {
  const constraints: QueryConstraint[] = [
    where(anchor.field, 'array-contains-any', [...anchor.values]),
  ];
  if (category) constraints.push(where('category', '==', category));
  // Never a hidden post (docs/moderation.md): a post's `hidden` is false until a moderator hides it.
  constraints.push(where('hidden', '==', false));
  constraints.push(orderBy('createdAt', 'desc'), orderBy(documentId(), 'desc'));
  return pageOf(query(collection(firestore(), 'posts'), ...constraints), after, max, (d) =>
    postFromFirestore(d.id, d.data()),
  );
}
