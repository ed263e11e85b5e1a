import { db } from '../../local/database';
import { postPath } from '../entry-paths';
import {
  GONE,
  alreadyApplied,
  applied,
  refreshPostRow,
  rereadFromServer,
  versionOf,
} from './shared';
import type { OpDefinition } from './types';

/** An admin pins or unpins a notice. Not versioned: a pin never conflicts with an edit. */
export const postPin: OpDefinition<'post.pin'> = {
  target: (m) => postPath(m.postId),
  lane: (m) => postPath(m.postId),
  async applyLocal(entry) {
    const row = await db.posts.get(entry.postId);
    if (!row) return;
    const pinnedAt = entry.payload.pinned ? new Date(entry.createdAt) : null;
    await db.posts.put({ ...row, pinnedAt, pending: true });
  },
  async applyRemote(entry, tx) {
    const post = await tx.get(entry.target);
    if (!post.data) return GONE;
    const version = versionOf(post);
    const { pinned } = entry.payload;
    if ((post.data.pinned === true) === pinned) return alreadyApplied(version);
    tx.update(entry.target, { pinned, pinnedAt: tx.serverTime() });
    return applied(version);
  },
  settle: (entry) => refreshPostRow(entry.postId),
  undo: rereadFromServer,
};
