/**
 * Reads a screen's first view needs, begun by the app's entry from the URL alone, before React
 * and the screen's code have loaded (src/app/route-reads.ts). The screen takes its read when it
 * mounts instead of asking again, so the request travels while the code does rather than after
 * it. A read not taken soon is dropped: a screen opened later asks afresh.
 */
const FRESH_MS = 10_000;

const begun = new Map<string, { read: Promise<unknown>; at: number }>();

export function beginEarlyRead<T>(key: string, read: () => Promise<T>): void {
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

export const boardReadKey = (tab: string, sort: string, limit: number) =>
  `board:${tab}:${sort}:${limit}`;
export const postReadKey = (postId: string) => `post:${postId}`;
export const PINNED_READ_KEY = 'pinned';
