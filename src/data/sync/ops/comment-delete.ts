import { db } from '../../local/database';
import { commentPath, postPath } from '../entry-paths';
import { applyCounted, rereadFromServer, settleComment } from './shared';
import type { OpDefinition } from './types';

/** The author (or an admin) deletes a comment; the post's `commentCount` moves with it. */
export const commentDelete: OpDefinition<'comment.delete'> = {
  target: (m) => commentPath(m.postId, m.commentId),
  lane: (m) => postPath(m.postId),
  async applyLocal(entry) {
    await db.comments.delete(entry.commentId);
    const post = await db.posts.get(entry.postId);
    if (!post) return;
    await db.posts.put({
      ...post,
      commentCount: Math.max(0, post.commentCount - 1),
      pending: true,
    });
  },
  counts: 'commentCount',
  applyRemote: (entry, tx, context) => applyCounted(entry, tx, context, 'commentCount', null),
  settle: (entry, { gone }) => settleComment(entry, gone),
  undo: rereadFromServer,
};
