import { db } from '../../local/database';
import { bookmarkPath, postPath } from '../entry-paths';
import { applyCounted, rereadFromServer, settleBookmark, moveCounter } from './shared';
import type { OpDefinition } from './types';

export const bookmarkRemove: OpDefinition<'bookmark.remove'> = {
  removesDocument: true,
  target: (m, uid) => bookmarkPath(uid, m.postId),
  lane: (m) => postPath(m.postId),
  async applyLocal(entry) {
    await db.bookmarks.delete([entry.uid, entry.postId]);
    await moveCounter(entry.postId, 'bookmarkCount', -1);
  },
  private: true,
  counts: 'bookmarkCount',
  budget: 'reaction',
  applyRemote: (entry, tx, context) => applyCounted(entry, tx, context, 'bookmarkCount', null),
  settle: (entry, { gone }) => settleBookmark(entry, gone),
  undo: rereadFromServer,
};
