import { noteHiddenPost } from '../posts/hidden-posts';
import { mirrorComments, mirrorPost } from './mirror-writes';
import { firebaseSyncRemote, type SyncRemote } from './sync-remote';

// Every post a member opens is mirrored (with its comments) for as long as a screen shows it,
// so it can be read again offline. Several screens may hold the same post: counted.

const open = new Map<string, { holders: number; stop: () => void }>();

const logError = (error: unknown) => console.warn('sync: opened post', error);

export function mirrorOpenedPost(
  postId: string,
  remote: SyncRemote = firebaseSyncRemote,
): () => void {
  const held = open.get(postId);
  if (held) {
    held.holders += 1;
  } else {
    let stopped = false;
    const unsubscribes: Array<() => void> = [];
    const keep = (start: Promise<() => void>) =>
      start.then(
        (unsubscribe) => (stopped ? unsubscribe() : unsubscribes.push(unsubscribe)),
        logError,
      );
    keep(
      remote.watchPost(
        postId,
        (post) => {
          // Hidden, it may leave the device: the page still says so (hidden-posts.ts).
          if (post?.hidden) noteHiddenPost(post);
          void mirrorPost(postId, post).catch(logError);
        },
        logError,
      ),
    );
    keep(
      remote.watchComments(
        postId,
        (batch) => void mirrorComments(postId, batch).catch(logError),
        logError,
      ),
    );
    open.set(postId, {
      holders: 1,
      stop: () => {
        stopped = true;
        unsubscribes.forEach((unsubscribe) => unsubscribe());
      },
    });
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const entry = open.get(postId);
    if (!entry) return;
    entry.holders -= 1;
    if (entry.holders === 0) {
      open.delete(postId);
      entry.stop();
    }
  };
}
