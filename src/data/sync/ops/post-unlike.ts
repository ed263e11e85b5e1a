import { db } from '../../local/database';
import { likePath, postPath } from '../entry-paths';
import { applyCounted, refreshPostRow, rereadFromServer } from './shared';
import type { OpDefinition } from './types';

export const postUnlike: OpDefinition<'post.unlike'> = {
  target: (m, uid) => likePath(m.postId, uid),
  lane: (m) => postPath(m.postId),
  async applyLocal(entry) {
    const row = await db.posts.get(entry.postId);
    if (!row) return;
    await db.posts.put({
      ...row,
      likeCount: Math.max(0, row.likeCount - 1),
      likedByMe: false,
      pending: true,
    });
  },
  counts: 'likeCount',
  applyRemote: (entry, tx, context) => applyCounted(entry, tx, context, 'likeCount', null),
  settle: (entry) => refreshPostRow(entry.postId),
  undo: rereadFromServer,
};
