import { likePath, postPath } from '../entry-paths';
import { applyCounted, refreshPostRow, rereadFromServer } from './shared';
import type { OpDefinition } from './types';

/** A like: one document per member under the post, counted in `likeCount`. */
export const postLike: OpDefinition<'post.like'> = {
  target: (m, uid) => likePath(m.postId, uid),
  lane: (m) => postPath(m.postId),
  counts: 'likeCount',
  applyRemote: (entry, tx, context) =>
    applyCounted(entry, tx, context, 'likeCount', () => ({ createdAt: tx.serverTime() })),
  settle: (entry) => refreshPostRow(entry.postId),
  undo: rereadFromServer,
};
