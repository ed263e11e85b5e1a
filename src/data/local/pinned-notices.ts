import { Dexie } from 'dexie';
import type { PostRow } from '../model/local-rows';
import { db } from './database';

/**
 * The device's pinned notices, newest first. Notices are few, so they are read through the
 * board's notice index and filtered (IndexedDB cannot index a boolean).
 */
export async function pinnedNotices(): Promise<PostRow[]> {
  const notices = (await db.posts
    .where('[kind+category+updatedAt]')
    .between(['post', 'notice', Dexie.minKey], ['post', 'notice', Dexie.maxKey])
    .reverse()
    .toArray()) as PostRow[];
  return notices.filter((row) => row.pinned);
}
