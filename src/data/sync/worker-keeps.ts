import type { Comment } from '../model/comment';
import type { Post } from '../model/post';
import { KEEP_MESSAGE } from './background-sync-protocol';
import type { MirrorBatch } from './sync-remote';

/**
 * A visitor's first visit to a post opens no database in the page: Dexie's code and the
 * database's creation (its tables and indexes written) would be the largest script work left on
 * that visit, in long tasks. The service worker,
 * which installs on that visit anyway, keeps the post and its first comments in the device's copy
 * instead, on its own thread (sw/sw.ts, keepForPage), so the post opens offline next time.
 * What the page shows meanwhile is what it read (use-opened-post.ts, use-post-comments.ts).
 */

/** What the page hands the worker to keep: a post read, or its first page of comments. */
export type KeptRead =
  { kind: 'post'; post: Post } | { kind: 'comments'; postId: string; batch: MirrorBatch<Comment> };

/** What this page has handed the worker already. */
const handed = new Set<string>();

/** Whether a service worker can keep what this page reads: a production build, in a browser with one. */
export function workerCanKeep(): boolean {
  return import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/**
 * Hands `read` to the service worker once one is active: on a first visit, once it has installed.
 * A page closed before that keeps nothing (the worker's install keeps the newest posts); a
 * browser without one keeps nothing either.
 */
export function keepByWorker(read: KeptRead): void {
  // Once per page: the first script hands over what it showed, and React's page, if a reason
  // brings it, what it took from the same reads.
  const key = `${read.kind}:${read.kind === 'post' ? read.post.id : read.postId}`;
  if (!workerCanKeep() || handed.has(key)) return;
  handed.add(key);
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage({ type: KEEP_MESSAGE, read }),
  );
}
