import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { pinnedNotices } from '../local/pinned-notices';
import { parseDocumentPath } from '../model/document-paths';
import type { PostRow } from '../model/local-rows';
import { callLite } from '../remote';
import { mirrorPinnedPosts, mirrorPost } from '../sync/mirror-writes';

/**
 * Asks the server once for the pinned notices (older ones are outside the mirror's window) and
 * re-reads those the device has as pinned that are no longer in the listing.
 */
async function refreshPinned(): Promise<void> {
  const fetched = await callLite((reads) => reads.fetchPinnedPosts());
  const gone = await mirrorPinnedPosts({
    changed: fetched,
    removedIds: [],
    allIds: fetched.map((post) => post.id),
  });
  for (const path of gone) {
    const ref = parseDocumentPath(path);
    if (ref?.kind !== 'post') continue;
    await mirrorPost(ref.postId, await callLite((reads) => reads.fetchPost(ref.postId)));
  }
}

/** The pinned notices on the device, live, refreshed from the server once when shown online. */
export function usePinnedNotices(): PostRow[] | undefined {
  const pinned = useLiveQuery(pinnedNotices, []);
  useEffect(() => {
    if (!navigator.onLine) return;
    refreshPinned().catch((error: unknown) => console.warn('board: pinned notices', error));
  }, []);
  return pinned;
}
