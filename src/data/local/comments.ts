import { Dexie } from 'dexie';
import { db } from './database';

/** A post's comments on the device, oldest first (the `[postId+createdAt]` index). */
export function postComments(postId: string) {
  return db.comments
    .where('[postId+createdAt]')
    .between([postId, Dexie.minKey], [postId, Dexie.maxKey]);
}

/**
 * What a post's comment list shows from the device, read together: its first `limit` comments,
 * how many there are, and the post (its comment count says whether the server has more).
 */
export async function devicePostComments(postId: string, limit: number) {
  const [comments, total, post] = await Promise.all([
    postComments(postId).limit(limit).toArray(),
    postComments(postId).count(),
    db.posts.get(postId),
  ]);
  return { postId, comments, total, post: post?.kind === 'post' ? post : undefined };
}

/** A post's newest comment that the server has (not one still waiting in the outbox). */
export function lastSentComment(postId: string) {
  return postComments(postId)
    .filter((comment) => !comment.pending)
    .last();
}
