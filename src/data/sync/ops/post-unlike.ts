import { likePath, postPath } from '../entry-paths';
import { applyCounted, refreshPostRow, rereadFromServer, moveCounter } from './shared';
import { likeNotices } from './notices';
import type { OpDefinition } from './types';

/** Takes a like back, and its notification with it. */
export const postUnlike: OpDefinition<'post.unlike'> = {
  target: (m, uid) => likePath(m.postId, uid),
  lane: (m) => postPath(m.postId),
  applyLocal: (entry) => moveCounter(entry.postId, 'likeCount', -1, { likedByMe: false }),
  counts: 'likeCount',
  budget: 'reaction',
  applyRemote: (entry, tx, context) =>
    applyCounted(entry, tx, context, 'likeCount', null, {
      notices: likeNotices(entry, tx, context),
    }),
  settle: (entry) => refreshPostRow(entry.postId),
  undo: rereadFromServer,
};
