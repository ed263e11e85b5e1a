import { likePath, postPath } from '../entry-paths';
import { applyCounted, refreshPostRow, rereadFromServer, moveCounter } from './shared';
import { likeNotices, likeNotifies } from './notices';
import type { OpDefinition } from './types';

/**
 * A like: one document per member under the post, counted in `likeCount`; the post's author is
 * notified in the same commit (one notification per liker, grouped in the list).
 */
export const postLike: OpDefinition<'post.like'> = {
  target: (m, uid) => likePath(m.postId, uid),
  lane: (m) => postPath(m.postId),
  /** The count moves at once; whether this member likes it is known only on this device. */
  applyLocal: (entry) => moveCounter(entry.postId, 'likeCount', 1, { likedByMe: true }),
  counts: 'likeCount',
  budget: 'reaction',
  applyRemote: (entry, tx, context) =>
    applyCounted(entry, tx, context, 'likeCount', () => ({ createdAt: tx.serverTime() }), {
      // The notification names the liker: their author, as the rules check it.
      withAuthor: likeNotifies(entry, context),
      notices: likeNotices(entry, tx, context),
    }),
  settle: (entry) => refreshPostRow(entry.postId),
  undo: rereadFromServer,
};
