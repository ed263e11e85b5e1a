import { db } from '../../local/database';
import { commentPath, postPath } from '../entry-paths';
import { commentNotices, mentionsOf } from './notices';
import { applyCounted, settleComment, writtenAtMillis, moveCounter } from './shared';
import type { OpDefinition } from './types';

/**
 * A comment under a post (its id made on the device), counted in `commentCount`; the post's
 * author is notified in the same commit.
 */
export const commentAdd: OpDefinition<'comment.add'> = {
  target: (m) => commentPath(m.postId, m.commentId),
  lane: (m) => postPath(m.postId),
  async applyLocal(entry) {
    const { commentId, postId, uid, payload } = entry;
    const { text, author } = payload;
    const createdAt = new Date(entry.createdAt);
    await db.comments.add({
      id: commentId,
      postId,
      text,
      ...mentionsOf(entry),
      uid,
      author,
      createdAt,
      version: 1,
      pending: true,
    });
    await moveCounter(postId, 'commentCount', 1);
  },
  needsVerifiedEmail: true,
  counts: 'commentCount',
  budget: 'comment',
  applyRemote: (entry, tx, context) =>
    applyCounted(
      entry,
      tx,
      context,
      'commentCount',
      (author) => ({
        text: entry.payload.text,
        ...mentionsOf(entry),
        uid: entry.uid,
        author,
        createdAt: tx.serverTime(),
        writtenAt: tx.timestamp(writtenAtMillis(entry.createdAt)),
      }),
      { withAuthor: true, notices: commentNotices(entry, tx, context, entry.payload.mentions) },
    ),
  settle: (entry, { gone }) => settleComment(entry, gone),
  async undo(entry) {
    await db.comments.delete(entry.commentId);
    return [entry.lane];
  },
};
