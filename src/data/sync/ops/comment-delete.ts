import { db } from '../../local/database';
import { commentPath, postPath } from '../entry-paths';
import { applyCounted, rereadFromServer, settleComment, moveCounter } from './shared';
import type { OpDefinition } from './types';

/** The author (or an admin) deletes a comment; the post's `commentCount` moves with it. */
export const commentDelete: OpDefinition<'comment.delete'> = {
  removesDocument: true,
  target: (m) => commentPath(m.postId, m.commentId),
  lane: (m) => postPath(m.postId),
  async applyLocal(entry) {
    await db.comments.delete(entry.commentId);
    await moveCounter(entry.postId, 'commentCount', -1);
  },
  counts: 'commentCount',
  applyRemote: (entry, tx, context) => applyCounted(entry, tx, context, 'commentCount', null),
  settle: (entry, { gone }) => settleComment(entry, gone),
  undo: rereadFromServer,
};
