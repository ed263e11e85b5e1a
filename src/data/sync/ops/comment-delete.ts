import { db } from '../../local/database';
import { commentPath, postPath } from '../entry-paths';
import {
  applyCounted,
  moveCounter,
  moveReplyCount,
  rereadFromServer,
  settleComment,
} from './shared';
import type { OpDefinition } from './types';

/**
 * The author (or an admin) deletes a comment; the post's `commentCount` moves with it, and a
 * reply's parent's `replyCount`. A comment's replies stay (under "deleted comment").
 */
export const commentDelete: OpDefinition<'comment.delete'> = {
  removesDocument: true,
  target: (m) => commentPath(m.postId, m.commentId),
  lane: (m) => postPath(m.postId),
  async applyLocal(entry) {
    const row = await db.comments.get(entry.commentId);
    await db.comments.delete(entry.commentId);
    await moveCounter(entry.postId, 'commentCount', -1);
    if (row?.parentId !== undefined) await moveReplyCount(row.parentId, -1);
  },
  counts: 'commentCount',
  applyRemote: (entry, tx, context) => applyCounted(entry, tx, context, 'commentCount', null),
  settle: (entry, { gone }) => settleComment(entry, gone),
  undo: rereadFromServer,
};
