import {
  alreadyApplied,
  applied,
  changePostRow,
  GONE,
  ON_POST,
  refreshPostRow,
  rereadFromServer,
  versionOf,
} from './shared';
import type { OpDefinition } from './types';

/** An admin pins or unpins a notice. Not versioned: a pin never conflicts with an edit. */
export const postPin: OpDefinition<'post.pin'> = {
  ...ON_POST,
  applyLocal: (entry) =>
    changePostRow(entry.postId, () => ({
      pinnedAt: entry.payload.pinned ? new Date(entry.createdAt) : null,
    })),
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
