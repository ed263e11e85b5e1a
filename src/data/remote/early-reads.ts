import type { BoardQuery } from '../model/board';
import type { Post } from '../model/post';
import { trackActivity } from '../../lib/activity';
import { callLite } from './index';
import type { ServerPage } from './posts';

/**
 * Reads a screen's first view needs, begun by the app's entry from the URL alone, before React
 * and the screen's code have loaded (src/app/route-reads.ts). The screen takes its read when it
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

export function beginEarlyRead<T>({ key, read }: ScreenRead<T>): void {
  const promise = read();
  // Whoever takes it handles its failure; one never taken must not be an unhandled rejection.
  promise.catch(() => undefined);
  begun.set(key, { read: promise, at: Date.now() });
}

/** The read begun under `key`, once (a second call gets nothing), if it is still fresh. */
export function takeEarlyRead<T>(key: string): Promise<T> | undefined {
  const early = begun.get(key);
  begun.delete(key);
  if (!early || Date.now() - early.at > FRESH_MS) return undefined;
  return early.read as Promise<T>;
}

/** What the screen shows: the read the entry began, or the same read made now. */
export function readOnce<T>({ key, read }: ScreenRead<T>): Promise<T> {
  const early = takeEarlyRead<T>(key);
  return early ? trackActivity(early) : read();
}

// The screens' first reads, each declared once for the entry and the screen alike.

export const boardFirstPageRead = (
  { tab, sort }: BoardQuery,
  limit: number,
): ScreenRead<ServerPage<Post>> => ({
  key: `board:${tab}:${sort}:${limit}`,
  read: () => callLite((reads) => reads.fetchBoardPage({ tab, sort, after: null, limit })),
});

export const pinnedNoticesRead: ScreenRead<Post[]> = {
  key: 'pinned',
  read: () => callLite((reads) => reads.fetchPinnedPosts()),
};

export const postRead = (postId: string): ScreenRead<Post | null> => ({
  key: `post:${postId}`,
  read: () => callLite((reads) => reads.fetchPost(postId)),
});
