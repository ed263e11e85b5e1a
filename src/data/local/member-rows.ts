import { parseDocumentPath } from '../model/document-paths';
import type { CommentRow, PostRow } from '../model/local-rows';
import { db } from './database';

/** Posts and comments whose deletion waits in the outbox, by id. */
async function deletionsWaiting(): Promise<Set<string>> {
  const deleted = new Set<string>();
  // The outbox holds few entries: read whole rather than indexed by operation.
  for (const entry of await db.outbox.toArray()) {
    const target = parseDocumentPath(entry.target);
    if (entry.op === 'post.delete' && target?.kind === 'post') deleted.add(target.postId);
    if (entry.op === 'comment.delete' && target?.kind === 'comment') deleted.add(target.commentId);
  }
  return deleted;
}

/**
 * A member's posts the device holds (the `uid` index): all of a member's own (the mirror keeps
 * them, data/sync/mirror-keep.ts), another member's as far as the device read them (the newest
 * posts, board pages, posts opened); and the posts whose deletion waits in the outbox.
 */
export async function readMemberPosts(
  uid: string,
): Promise<{ rows: PostRow[]; deleted: Set<string> }> {
  const [rows, deleted] = await Promise.all([
    db.posts.where('uid').equals(uid).toArray(),
    deletionsWaiting(),
  ]);
  return { rows, deleted };
}

/**
 * A member's comments the device holds: those on the posts opened on it (their comments are
 * kept with them), with those posts' titles. Comments have no index by author: read by a scan,
 * over the comments of the posts the device keeps (data/sync/mirror-keep.ts).
 */
export async function readMemberComments(
  uid: string,
): Promise<{ rows: CommentRow[]; deleted: Set<string>; titles: Map<string, string> }> {
  const [rows, deleted] = await Promise.all([
    db.comments.filter((comment) => comment.uid === uid).toArray(),
    deletionsWaiting(),
  ]);
  const posts = await db.posts.bulkGet([...new Set(rows.map((row) => row.postId))]);
  const titles = new Map(
    posts.flatMap((post) => (post?.kind === 'post' ? [[post.id, post.title] as const] : [])),
  );
  return { rows, deleted, titles };
}
