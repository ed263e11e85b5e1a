import type { PostRow } from '../model/local-rows';
import { db } from './database';

/**
 * The device's pinned notices, most recently pinned first, read from the `pinnedAt` index, which
 * holds pinned posts only (see schema version 4): no scan of every notice. A hidden one is left
 * out, like every hidden post from every list.
 */
export async function pinnedNotices(): Promise<PostRow[]> {
  const pinned = await db.posts.orderBy('pinnedAt').reverse().toArray();
  return pinned.filter((row) => row.category === 'notice' && !row.hidden);
}
