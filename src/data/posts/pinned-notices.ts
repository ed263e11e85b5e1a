import { useEffect, useState } from 'react';
import { trackActivity } from '../../lib/activity';
import { useOnline } from '../../lib/hooks/use-online';
import { parseDocumentPath } from '../model/document-paths';
import { serverPostRow, type PostRow } from '../model/local-rows';
import type { Post } from '../model/post';
import {
  deviceProbed,
  deviceWasEmpty,
  useDeviceMayOpen,
  whenDeviceMayOpen,
} from '../local/device-copy';
import { postsArriving } from '../local/arrivals';
import { useDeviceQuery } from '../local/use-device-query';
import { pinnedNoticesRead } from '../remote/early-reads';
import { readOnce } from '../remote/read-once';
import { restPost } from '../remote/rest-reads';

/**
 * Asks the server once for the pinned notices (older ones are outside the mirror's window) and
 * re-reads those the device has as pinned that are no longer in the listing. Resolves with the
 * listed ids once they are in the device's copy; the re-reads go on after.
 */
async function refreshPinned(onRead: (posts: Post[]) => void): Promise<string[]> {
  // The board's entry may have begun the read already (app/route-reads).
  const fetched = await readOnce(pinnedNoticesRead);
  onRead(fetched);
  const ids = fetched.map((post) => post.id);
  // On a first visit, written once the board's rows have painted (data/local/device-copy); a pin
  // or a like meanwhile waits for it (arrivals.ts). Loaded with the write, so Dexie is not on the
  // way to the board's first paint.
  const { gone, mirrorPost } = await postsArriving(
    ids,
    whenDeviceMayOpen()
      .then(() => import('../sync/mirror-writes'))
      .then(async ({ mirrorPinnedPosts, mirrorPost }) => ({
        gone: await mirrorPinnedPosts({ changed: fetched, removedIds: [], allIds: ids }),
        mirrorPost,
      })),
  );
  void (async () => {
    for (const path of gone) {
      const ref = parseDocumentPath(path);
      if (ref?.kind !== 'post') continue;
      // Shown on the loading bar, like the board's other reads.
      await mirrorPost(ref.postId, await trackActivity(restPost(ref.postId)));
    }
  })().catch((error: unknown) => console.warn('board: pinned notices', error));
  return ids;
}

/** The pinned notices' device query: loaded when first read, or ahead (prepare-board-device). */
export const pinnedOnDevice = () => import('../local/pinned-notices');

export interface PinnedNoticesState {
  /** The pinned notices on the device, live; undefined until the device's copy is read. */
  pinned: PostRow[] | undefined;
  /**
   * The server's listing is on the device (or could not be had: offline, an error), so the
   * notices will not change size under the reader: the board's list waits for this.
   */
  settled: boolean;
}

/**
 * The pinned notices on the device, live, refreshed from the server once when shown online
 * (`shown`: the screen shows them now). On a first visit (data/local/device-copy) the server's
 * answer shows as it arrives, while the device's database is still being created.
 */
export function usePinnedNotices(shown: boolean): PinnedNoticesState {
  const mayOpen = useDeviceMayOpen();
  const onDevice = useDeviceQuery(
    mayOpen ? pinnedOnDevice : null,
    ({ pinnedNotices }) => pinnedNotices(),
    [mayOpen],
  );
  // The ids the server listed, once they are in; none when it could not be asked.
  const [listed, setListed] = useState<string[] | null>(null);
  // On a first visit, the server's notices as read, shown until the device's copy has them.
  const [firstRead, setFirstRead] = useState<PostRow[] | null>(null);
  const online = useOnline();
  useEffect(() => {
    if (!shown || !online) return;
    let live = true;
    const onRead = (posts: Post[]) => {
      // Shown as read on a first visit alone (which the browser may not have said yet).
      void deviceProbed().then(() => {
        if (live && deviceWasEmpty()) setFirstRead(posts.map(serverPostRow));
      });
    };
    refreshPinned(onRead).then(
      (ids) => live && setListed(ids),
      (error: unknown) => {
        console.warn('board: pinned notices', error);
        if (live) setListed([]);
      },
    );
    return () => {
      live = false;
    };
  }, [shown, online]);
  const deviceIds = new Set(onDevice?.map((row) => row.id));
  const deviceHasListed =
    onDevice !== undefined && listed !== null && listed.every((id) => deviceIds.has(id));
  // Once the device's copy has them, it alone is shown (and kept live) from then on.
  if (firstRead && deviceHasListed) setFirstRead(null);
  const pinned = firstRead && !deviceHasListed ? firstRead : onDevice;
  const settledNow =
    !shown || firstRead !== null || (onDevice !== undefined && (!online || deviceHasListed));
  // Settled once, settled for good: a later refresh (back online) must not hide the list again.
  const [settledBefore, setSettledBefore] = useState(false);
  if (settledNow && !settledBefore) setSettledBefore(true);
  return { pinned, settled: settledNow || settledBefore };
}
