import { likePath, postPath } from '../entry-paths';
import { applyCounted, refreshPostRow, rereadFromServer, moveCounter } from './shared';
import type { OpDefinition } from './types';

/** A like: one document per member under the post, counted in `likeCount`. */
export const postLike: OpDefinition<'post.like'> = {
  target: (m, uid) => likePath(m.postId, uid),
  lane: (m) => postPath(m.postId),
  /** The count moves at once; whether this member likes it is known only on this device. */
  applyLocal: (entry) => moveCounter(entry.postId, 'likeCount', 1, { likedByMe: true }),
  counts: 'likeCount',
  applyRemote: (entry, tx, context) =>
    applyCounted(entry, tx, context, 'likeCount', () => ({ createdAt: tx.serverTime() })),
  settle: (entry) => refreshPostRow(entry.postId),
  undo: rereadFromServer,
};
