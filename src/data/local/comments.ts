import { Dexie } from 'dexie';
import { db } from './database';

/** A post's comments on the device, oldest first (the `[postId+createdAt]` index). */
export function postComments(postId: string) {
  return db.comments
    .where('[postId+createdAt]')
    .between([postId, Dexie.minKey], [postId, Dexie.maxKey]);
}

/** The replies the device holds to the top-level comments `parentIds` of a post. */
export function repliesTo(postId: string, parentIds: readonly string[]) {
  return db.comments
    .where('[postId+parentId]')
    .anyOf(parentIds.map((parentId) => [postId, parentId]))
    .toArray();
}

/**
 * What a post's comment list shows from the device, read together: its first `limit` comments
 * (replies among them, in the one stream, oldest first), every reply the device holds to the
 * comments shown (the page may cut a thread), and how many there are. It reads the comments
 * table alone, so as a live query it runs again on a change to the post's comments, not on one
 * to the post (a like, a bookmark): the post's own comment count comes from the page's post.
 */
export async function devicePostComments(postId: string, limit: number) {
  const [page, total] = await Promise.all([
    postComments(postId).limit(limit).toArray(),
    postComments(postId).count(),
  ]);
  const shown = new Set(page.map((comment) => comment.id));
  const parents = page.filter((comment) => comment.parentId === undefined).map((c) => c.id);
  const later = (await repliesTo(postId, parents)).filter((reply) => !shown.has(reply.id));
  const comments = later.length === 0 ? page : [...page, ...later].sort(byCreation);
  return { postId, comments, total };
}

const byCreation = (a: { createdAt: Date }, b: { createdAt: Date }) =>
  a.createdAt.getTime() - b.createdAt.getTime();

/** A post's newest comment that the server has (not one still waiting in the outbox). */
export function lastSentComment(postId: string) {
  return postComments(postId)
    .filter((comment) => !comment.pending)
    .last();
}
