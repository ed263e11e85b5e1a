import { db } from '../local/database';
import { rowRefOf } from './entry-paths';
import { hasEntriesFor } from './outbox';

/** Sets a row's pending flag from the outbox: true while entries still write or order on it. */
export async function recomputePending(path: string): Promise<void> {
  const ref = rowRefOf(path);
  if (!ref) return;
  const pending = await hasEntriesFor(path);
  switch (ref.table) {
    case 'posts': {
      const row = await db.posts.get(ref.id);
      if (row) await db.posts.put({ ...row, pending });
      return;
    }
    case 'todos':
      await db.todos.update(ref.id, { pending });
      return;
    case 'comments':
      await db.comments.update(ref.id, { pending });
      return;
    case 'bookmarks':
      await db.bookmarks.update([ref.uid, ref.postId], { pending });
  }
}
