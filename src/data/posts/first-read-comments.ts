import { useSyncExternalStore } from 'react';
import type { Comment } from '../model/comment';
import type { MirrorBatch } from '../remote/mirror-listeners';

/**
 * The first page of an opened post's comments as a visitor's first visit read it, for the page to
 * show while the device's database stays closed (a visitor's first visit opens none: the service
 * worker keeps the page's reads, data/sync/worker-keeps.ts). One post's at a time: the one open.
 */
let held: { postId: string; batch: MirrorBatch<Comment> } | null = null;
const watchers = new Set<() => void>();

export function holdFirstComments(postId: string, batch: MirrorBatch<Comment>): void {
  held = { postId, batch };
  for (const watcher of watchers) watcher();
}

/** The comments read for `postId`, as a screen's state: undefined until they are in. */
export function useFirstReadComments(postId: string): MirrorBatch<Comment> | undefined {
  const current = useSyncExternalStore(
    (wake) => {
      watchers.add(wake);
      return () => watchers.delete(wake);
    },
    () => held,
    () => null,
  );
  return current?.postId === postId ? current.batch : undefined;
}
