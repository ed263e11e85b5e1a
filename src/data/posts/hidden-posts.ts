import { atom } from 'jotai/vanilla';
import { appStore, useAppAtom } from '../../lib/app-store';
import type { Post } from '../model/post';

// Hidden posts this page read that the device does not keep (only a hidden post's author keeps
// it: data/sync/mirror-writes.ts). The post's page still has to say something when one is
// opened: that it was hidden, or, to an admin, the post marked hidden. Held in memory only, for
// as long as the page is open; nothing of them reaches the device's copy.

const hiddenPostsAtom = atom<ReadonlyMap<string, Post>>(new Map());

/** The mirror read `post`, hidden, and left it off the device. */
export function noteHiddenPost(post: Post): void {
  const known = appStore.get(hiddenPostsAtom);
  if (known.get(post.id) === post) return;
  appStore.set(hiddenPostsAtom, new Map(known).set(post.id, post));
}

/** The hidden post of this id this page read, if any. */
export function useHiddenPost(postId: string): Post | undefined {
  return useAppAtom(hiddenPostsAtom).get(postId);
}
