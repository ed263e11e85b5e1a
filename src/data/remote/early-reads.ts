import type { BoardQuery } from '../model/board';
import type { Post } from '../model/post';
import type { ServerPage } from './posts';
import { restBoardPage, restLatestPosts, restPinnedPosts, restPost } from './rest-reads';

/**
 * Reads a screen's first view needs, begun by the app's first script from the URL alone, before
 * React and the screen's code have loaded (src/early.ts, src/app/route-reads.ts). The screen takes its read when it
 * mounts instead of asking again, so the request travels while the code does rather than after
 * it. A read not taken soon is dropped: a screen opened later asks afresh.
 */
const FRESH_MS = 10_000;

/** One read a screen shows first: the entry begins it, the screen reads it once. */
export interface ScreenRead<T> {
  key: string;
  read: () => Promise<T>;
}

const begun = new Map<string, { read: Promise<unknown>; at: number }>();

/** Begins the read; what it returns is for a look before the screen takes it (early rows). */
export function beginEarlyRead<T>({ key, read }: ScreenRead<T>): Promise<T> {
  const promise = read();
  // Whoever takes it handles its failure; one never taken must not be an unhandled rejection.
  promise.catch(() => undefined);
  begun.set(key, { read: promise, at: Date.now() });
  return promise;
}

/** The read begun under `key`, once (a second call gets nothing), if it is still fresh. */
export function takeEarlyRead<T>(key: string): Promise<T> | undefined {
  const early = begun.get(key);
  begun.delete(key);
  if (!early || Date.now() - early.at > FRESH_MS) return undefined;
  return early.read as Promise<T>;
}

// The screens' first reads, each declared once for the entry and the screen alike: plain REST
// requests (rest-reads.ts), small enough to load before anything else.

export const boardFirstPageRead = (
  { tab, sort }: BoardQuery,
  limit: number,
): ScreenRead<ServerPage<Post>> => ({
  key: `board:${tab}:${sort}:${limit}`,
  read: () => restBoardPage({ tab, sort }, null, limit),
});

export const pinnedNoticesRead: ScreenRead<Post[]> = {
  key: 'pinned',
  read: restPinnedPosts,
};

export const postRead = (postId: string): ScreenRead<Post | null> => ({
  key: `post:${postId}`,
  read: () => restPost(postId),
});

export const latestPostsRead = (max: number): ScreenRead<Post[]> => ({
  key: `latest:${max}`,
  read: () => restLatestPosts(max),
});
