import type { MirrorSnapshot, RefreshBudget } from '../remote/mirror-refresh-reads';
import type { Post } from '../model/post';
import { SYNC_LOCK_NAME } from './leader-election';
import { mirrorBookmarks, mirrorNotifications, mirrorPosts, mirrorTodos } from './mirror-writes';
import { NOTIFICATION_PAGE_SIZE } from '../model/notification';
import { markStale } from './stale-rows';

// Fresh when opened offline: where the installed app has Periodic Background Sync, the service
// worker refreshes the mirror now and then (sw/sw.ts, `periodicsync`): the newest posts of each
// category, the member's to-dos, bookmarks and newest notifications (the new ones of which the
// worker tells the member: notification-telling.ts), through the same mirror writes as the listeners
// (pending rows stay guarded). A tab that holds the sync lock listens already: then nothing is
// read. Without Periodic Background Sync, nothing changes: the app refreshes on open.

export { PERIODIC_REFRESH_TAG } from './background-sync-protocol';

/** A small budget: at most 30 posts, 100 to-dos, 100 bookmarks, 20 notifications; 20 seconds. */
export const REFRESH_BUDGET: RefreshBudget = {
  postsPerCategory: 10,
  todos: 100,
  bookmarks: 100,
  notifications: NOTIFICATION_PAGE_SIZE,
};
export const REFRESH_TIME_LIMIT_MS = 20_000;

export type RefreshResult =
  | { kind: 'busy' }
  | {
      kind: 'refreshed';
      posts: number;
      todos: number;
      bookmarks: number;
      /** The ids of the member's notifications new to this device. */
      newNotifications: string[];
    };

export interface PeriodicRefreshOptions {
  uid: string;
  read: (uid: string, budget: RefreshBudget) => Promise<MirrorSnapshot>;
  locks: LockManager | undefined;
  timeLimitMs?: number;
}

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('refresh over its time budget')), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

export async function refreshMirrorInBackground(
  options: PeriodicRefreshOptions,
): Promise<RefreshResult> {
  const { uid, read, locks, timeLimitMs = REFRESH_TIME_LIMIT_MS } = options;
  if (!locks) return { kind: 'busy' };
  return locks.request(SYNC_LOCK_NAME, { ifAvailable: true }, async (lock) => {
    if (!lock) return { kind: 'busy' as const };
    const snapshot = await within(read(uid, REFRESH_BUDGET), timeLimitMs);
    await mirrorPosts(snapshot.posts);
    const listing = <T>(changed: T[], all: boolean, id: (item: T) => string) => ({
      changed,
      removedIds: [],
      allIds: all ? changed.map(id) : null,
    });
    // Rows the listing lacks were deleted elsewhere, or not: the app re-reads them.
    const missing = [
      ...(await mirrorTodos(
        uid,
        listing(snapshot.todos, snapshot.allTodos, (t) => t.id),
      )),
      ...(await mirrorBookmarks(
        uid,
        listing(snapshot.bookmarks, snapshot.allBookmarks, (b) => b.postId),
      )),
    ];
    // The newest notifications: new ones are written (and told of); older ones are not removed.
    const notices = await mirrorNotifications(uid, {
      changed: snapshot.notifications,
      removedIds: [],
      allIds: null,
    });
    await markStale(missing);
    return {
      kind: 'refreshed' as const,
      posts: snapshot.posts.length,
      todos: snapshot.todos.length,
      bookmarks: snapshot.bookmarks.length,
      newNotifications: notices.fresh.map((n) => n.id),
    };
  });
}

/**
 * The newest posts of each category into the mirror, for anyone (no member needed): the service
 * worker runs it when it is installed or updated (sw/sw.ts). A reader whose first visit only read
 * a page loads none of the app's code there (src/app/app-code.ts), so nothing else would keep
 * posts on the device for the next visit, offline. Skipped while a tab holds the sync lock (a
 * member's tab keeps the mirror itself).
 */
export async function refreshNewestPosts(options: {
  read: (budget: Pick<RefreshBudget, 'postsPerCategory'>) => Promise<Post[]>;
  locks: LockManager | undefined;
  timeLimitMs?: number;
}): Promise<{ kind: 'busy' } | { kind: 'refreshed'; posts: number }> {
  const { read, locks, timeLimitMs = REFRESH_TIME_LIMIT_MS } = options;
  if (!locks) return { kind: 'busy' };
  return locks.request(SYNC_LOCK_NAME, { ifAvailable: true }, async (lock) => {
    if (!lock) return { kind: 'busy' as const };
    const posts = await within(read(REFRESH_BUDGET), timeLimitMs);
    await mirrorPosts(posts);
    return { kind: 'refreshed' as const, posts: posts.length };
  });
}
