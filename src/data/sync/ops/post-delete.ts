import { db } from '../../local/database';
import {
  alreadyApplied,
  applied,
  ON_POST,
  postContentOf,
  rereadFromServer,
  versionOf,
} from './shared';
import type { OpDefinition } from './types';

/**
 * The author (or an admin) deletes a post, against the version they saw. The tombstone
 * (`deletedPosts/{id}`) goes in the same commit: the id is never used again and nothing more can
 * be added under it; what hangs off the post is cleared after the commit (sync-writes.ts).
 */
export const postDelete: OpDefinition<'post.delete'> = {
  removesDocument: true,
  ...ON_POST,
  async applyLocal(entry) {
    await db.posts.delete(entry.postId);
  },
  async applyRemote(entry, tx) {
    const post = await tx.get(entry.target);
    const data = post.data;
    if (!data) return alreadyApplied();
    const version = versionOf(post);
    if (version !== entry.baseVersion)
      return { kind: 'conflict', serverVersion: version, server: postContentOf(data) };
    tx.delete(entry.target);
    tx.set(`deletedPosts/${post.id}`, {
      uid: typeof data.uid === 'string' ? data.uid : '',
      deletedBy: entry.uid,
      deletedAt: tx.serverTime(),
    });
    return applied();
  },
  // The row went with the command; nothing is left to record.
  settle: () => Promise.resolve(),
  undo: rereadFromServer,
};
