import { FIRST_COMMENTS, firstPageVouchesUntil, type Comment } from '../model/comment';
import { commentFromFirestore } from './document-converters';
import type { MirrorBatch } from './mirror-listeners';
import type { ScreenRead } from './early-reads';
import { decodeFields, idOf, runQuery } from './rest-reads';

// Apart from rest-reads.ts, which the app's first script carries: only a post's page needs this.

/** restFirstComments' query, on commentsOf(postId). */
export const FIRST_COMMENTS_QUERY = {
  orderBy: [
    {
      field: { fieldPath: FIRST_COMMENTS.field },
      direction: FIRST_COMMENTS.direction === 'asc' ? 'ASCENDING' : 'DESCENDING',
    },
  ],
  limit: FIRST_COMMENTS.size,
};

/** Where a post's comments are, for runQuery. */
export const commentsOf = (postId: string) => ({
  parent: `/posts/${encodeURIComponent(postId)}`,
  collection: 'comments',
});

/**
 * A post's first page of comments, oldest first, shaped as the comments listener's first batch
 * (mirror-listeners.ts): what a visitor's post page shows, read once, without a listener or an
 * SDK (use-opened-post.ts).
 */
export async function restFirstComments(postId: string): Promise<MirrorBatch<Comment>> {
  const documents = await runQuery(FIRST_COMMENTS_QUERY, commentsOf(postId));
  const changed = documents.map((document) =>
    commentFromFirestore(postId, idOf(document), decodeFields(document.fields)),
  );
  const allUntil = firstPageVouchesUntil(changed.length, changed.at(-1)?.createdAt);
  return {
    changed,
    removedIds: [],
    allIds: changed.map((comment) => comment.id),
    ...(allUntil ? { allUntil } : {}),
  };
}

/**
 * The read, as a screen's first read (early-reads.ts): begun by the first script where it shows
 * a visitor's post (features/posts/early-post.ts), taken by the post's page.
 */
export const firstCommentsRead = (postId: string): ScreenRead<MirrorBatch<Comment>> => ({
  key: `comments:${postId}`,
  read: () => restFirstComments(postId),
});
