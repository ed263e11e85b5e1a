import { likePath, postPath } from '../entry-paths';
import { applyCounted, refreshPostRow, rereadFromServer } from './shared';
import type { OpDefinition } from './types';

export const postUnlike: OpDefinition<'post.unlike'> = {
  target: (m, uid) => likePath(m.postId, uid),
  lane: (m) => postPath(m.postId),
  counts: 'likeCount',
  applyRemote: (entry, tx, context) => applyCounted(entry, tx, context, 'likeCount', null),
  settle: (entry) => refreshPostRow(entry.postId),
  undo: rereadFromServer,
};
