import { db } from '../../local/database';
import { commentPath, postPath } from '../entry-paths';
import {
  applyCounted,
  moveCounter,
  moveReplyCount,
  settleComment,
  writtenAtMillis,
} from './shared';
import { commentNotices, mentionsOf } from './notices';
import type { OpDefinition } from './types';

/**
 * A reply to a top-level comment: a comment document with a `parentId`, counted in the post's
 * `commentCount` and the parent's `replyCount` in one commit. In the post's lane, so it replays
 * after the parent when the member answered a comment of their own not sent yet. A parent deleted
 * on the server meanwhile stops it in `failed` (`parent-deleted`): the sync page says so and
 * keeps the text to copy. The parent's author is notified in the same commit.
 */
export const commentReply: OpDefinition<'comment.reply'> = {
  target: (m) => commentPath(m.postId, m.commentId),
  lane: (m) => postPath(m.postId),
  answers: (m) => commentPath(m.postId, m.parentId),
  async applyLocal(entry) {
    const { commentId, postId, parentId, uid, payload } = entry;
    await db.comments.add({
      id: commentId,
      postId,
      parentId,
      text: payload.text,
      ...mentionsOf(entry),
      uid,
      author: payload.author,
      createdAt: new Date(entry.createdAt),
      version: 1,
      pending: true,
    });
    await moveCounter(postId, 'commentCount', 1);
    await moveReplyCount(parentId, 1);
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
        parentId: entry.parentId,
        createdAt: tx.serverTime(),
        writtenAt: tx.timestamp(writtenAtMillis(entry.createdAt)),
      }),
      {
        withAuthor: true,
        replyTo: commentPath(entry.postId, entry.parentId),
        notices: commentNotices(entry, tx, context, entry.payload.mentions),
      },
    ),
  settle: (entry, { gone }) => settleComment(entry, gone),
  async undo(entry) {
    await db.comments.delete(entry.commentId);
    await moveReplyCount(entry.parentId, -1);
    return [entry.lane, commentPath(entry.postId, entry.parentId)];
  },
};
