import { bookmarkPath, postPath } from '../entry-paths';
import { applyCounted, rereadFromServer, settleBookmark } from './shared';
import type { OpDefinition } from './types';

export const bookmarkRemove: OpDefinition<'bookmark.remove'> = {
  target: (m, uid) => bookmarkPath(uid, m.postId),
  lane: (m) => postPath(m.postId),
  private: true,
  counts: 'bookmarkCount',
  applyRemote: (entry, tx, context) => applyCounted(entry, tx, context, 'bookmarkCount', null),
  settle: (entry, { gone }) => settleBookmark(entry, gone),
  undo: rereadFromServer,
};
