import type { Comment } from '../model/comment';
import type { MirrorBatch } from '../remote/mirror-listeners';

/**
 * The first page of an opened post's comments as a visitor's first visit read it, for the page to
 * show while the device's database stays closed (a visitor's first visit opens none: the service
 * worker keeps the page's reads, data/sync/worker-keeps.ts). One post's at a time: the one open.
 * Held by the first script's early post as soon as it shows them, so React's page shows them in
 * its first render, where they were. No React here: the first script holds them.
 */
let held: { postId: string; batch: MirrorBatch<Comment> } | null = null;
const watchers = new Set<() => void>();

export function holdFirstComments(postId: string, batch: MirrorBatch<Comment>): void {
  held = { postId, batch };
  for (const watcher of watchers) watcher();
}

/** The held comments, and a way to hear of the next (for `useSyncExternalStore`). */
export const firstComments = {
  watch(wake: () => void): () => void {
    watchers.add(wake);
    return () => watchers.delete(wake);
  },
  current: () => held,
};
