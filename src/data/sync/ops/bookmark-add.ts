import { db } from '../../local/database';
import { DISPLAY_NAME_MAX } from '../../model/user';
import { bookmarkPath, postPath } from '../entry-paths';
import { applyCounted, settleBookmark, moveCounter } from './shared';
import type { OpDefinition } from './types';

/** A bookmark: the member's own document, with a summary of the post, counted on the post. */
export const bookmarkAdd: OpDefinition<'bookmark.add'> = {
  target: (m, uid) => bookmarkPath(uid, m.postId),
  lane: (m) => postPath(m.postId),
  async applyLocal(entry) {
    const { uid, postId, payload } = entry;
    await db.bookmarks.add({
      uid,
      postId,
      createdAt: new Date(entry.createdAt),
      ...payload,
      postCreatedAt: new Date(payload.postCreatedAt),
      version: 1,
      pending: true,
    });
    await moveCounter(postId, 'bookmarkCount', 1);
  },
  private: true,
  counts: 'bookmarkCount',
  budget: 'reaction',
  applyRemote(entry, tx, context) {
    const { postCreatedAt, title, category, tags, author } = entry.payload;
    return applyCounted(entry, tx, context, 'bookmarkCount', () => ({
      title,
      category,
      tags,
      author: {
        displayName: author.displayName.slice(0, DISPLAY_NAME_MAX),
        // A photo the rules would not accept (written before them) shows as the identicon.
        photoURL: /^https?:\/\/[^/]+\/v0\/b\//.test(author.photoURL) ? author.photoURL : '',
      },
      postCreatedAt: tx.timestamp(postCreatedAt),
      createdAt: tx.serverTime(),
    }));
  },
  settle: (entry, { gone }) => settleBookmark(entry, gone),
  async undo(entry) {
    await db.bookmarks.delete([entry.uid, entry.postId]);
    return [entry.lane];
  },
};
