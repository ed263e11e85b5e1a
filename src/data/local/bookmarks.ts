import { Dexie } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import type { BookmarkRow } from '../model/local-rows';
import { db } from './database';

/** The member's bookmarks, newest first, live from the device (undefined while first loading). */
export function useBookmarks(uid: string): BookmarkRow[] | undefined {
  return useLiveQuery(
    () =>
      db.bookmarks
        .where('[uid+createdAt]')
        .between([uid, Dexie.minKey], [uid, Dexie.maxKey])
        .reverse()
        .toArray(),
    [uid],
  );
}

/** Whether the member has bookmarked the post. */
export async function isBookmarked(uid: string, postId: string): Promise<boolean> {
  return Boolean(await db.bookmarks.get([uid, postId]));
}
