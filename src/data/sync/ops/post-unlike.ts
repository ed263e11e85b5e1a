import { likePath, postPath } from '../entry-paths';
import { applyCounted, refreshPostRow, rereadFromServer, moveCounter } from './shared';
import type { OpDefinition } from './types';

export const postUnlike: OpDefinition<'post.unlike'> = {
  target: (m, uid) => likePath(m.postId, uid),
  lane: (m) => postPath(m.postId),
  applyLocal: (entry) => moveCounter(entry.postId, 'likeCount', -1, { likedByMe: false }),
  counts: 'likeCount',
  applyRemote: (entry, tx, context) => applyCounted(entry, tx, context, 'likeCount', null),
  settle: (entry) => refreshPostRow(entry.postId),
  undo: rereadFromServer,
};
