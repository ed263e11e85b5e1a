import { useEffect, useState } from 'react';
import {
  deviceMayOpen,
  deviceProbed,
  firstViewPainted,
  useDeviceMayOpen,
  whenDeviceMayOpen,
} from '../local/device-copy';
import { useDeviceQuery } from '../local/use-device-query';
import { serverPostRow, type PostRow } from '../model/local-rows';
import { whenIdle } from '../../lib/when-idle';
import { callLite, callRemote, loadHits } from '../remote';
import { postRead } from '../remote/early-reads';
import { openedPostStatus, type OpenedPost } from './opened-post-status';
import { readOnce } from '../remote/read-once';
// The device's side (Dexie, the mirror's writes, a member's listeners) loads when first used, so
// none of it is on the way to the post's first paint.
const mirrorWrites = () => import('../sync/mirror-writes');
const postsOnDevice = () => import('../local/posts');

export type { OpenedPost } from './opened-post-status';

const HITS_KEY = 'hits/counted';

/**
 * Hits are views, members' and visitors': the server counts each viewer once per
 * post; this only spares asking again in the same browser session.
 */
function countHitOnce(postId: string, uid: string | null): void {
  if (!navigator.onLine) return;
  const key = `${HITS_KEY}/${uid ?? 'visitor'}`;
  const counted = new Set<string>(JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[]);
  if (counted.has(postId)) return;
  counted.add(postId);
  sessionStorage.setItem(key, JSON.stringify([...counted]));
  loadHits()
    .then((hits) => hits.countHit(postId))
    .catch((error: unknown) => console.warn('hit not counted', error));
}

function readCommentsOnce(postId: string): void {
  Promise.all([callLite((reads) => reads.fetchFirstComments(postId)), mirrorWrites()])
    .then(([batch, { mirrorComments }]) => mirrorComments(postId, batch))
    .catch((error: unknown) => console.warn('comments not read', error));
}

/**
 * A post from the device's copy, kept mirrored (with its comments) while it is open. The server
 * is asked once at first, as a plain REST read (no SDK to load), and the answer goes into the
 * device's copy, so the post shows as soon as that answer is in; "missing" only when the server
 * says so and the device has no copy (a member's own post not yet sent is on the device alone). The comments (a member's live mirror through the full SDK's
 * listeners, a visitor's one read through Lite) and the hit (an anonymous session for a
 * visitor) start once the post shows, when the browser is next idle: none of them is on the way
 * to showing the post. On a first visit (data/local/device-copy) the server's answer shows as it
 * arrives, and the device's database opens (and takes the post) only once it has painted.
 */
export function useOpenedPost(postId: string, uid: string | null): OpenedPost {
  const mayOpen = useDeviceMayOpen();
  // The device's row for this post: null once read and absent, undefined until this post's read
  // has answered (a live query keeps its last answer while a new one runs: the post before).
  // Before the device may open (a first visit), it holds nothing, and Dexie is not loaded.
  const device = useDeviceQuery(
    mayOpen ? postsOnDevice : null,
    async ({ devicePost }) => ({ postId, row: await devicePost(postId) }),
    [postId, mayOpen],
  );
  const onDevice = !mayOpen ? null : device?.postId === postId ? device.row : undefined;
  // On a first visit, the server's answer, shown until the device's copy has it.
  const [firstRead, setFirstRead] = useState<PostRow | null>(null);
  const row =
    onDevice?.kind === 'post'
      ? onDevice
      : firstRead?.id === postId
        ? firstRead
        : (onDevice ?? undefined);
  const [server, setServer] = useState<{
    id: string;
    state: 'missing' | 'offline' | 'found';
  } | null>(null);

  // Once the post is shown (or the server has answered), not before: neither the listeners' SDK
  // nor the visitor's session may compete with the post for the network.
  const settled = row?.kind === 'post' || server?.id === postId;
  // A member's copy is kept live (the full SDK's listeners); a visitor's comments are read once,
  // through Firestore Lite, and the full SDK is never loaded for them.
  const member = uid !== null;
  useEffect(() => {
    if (!settled) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    const cancel = whenIdle(() => {
      if (!member) return readCommentsOnce(postId);
      import('../sync/opened-posts')
        .then(({ mirrorOpenedPost }) => {
          if (!stopped) stop = mirrorOpenedPost(postId);
        })
        .catch((error: unknown) => console.warn('post: keeping it mirrored', error));
    });
    return () => {
      stopped = true;
      cancel();
      stop?.();
    };
  }, [postId, settled, member]);
  useEffect(() => {
    if (settled) return whenIdle(() => countHitOnce(postId, uid));
  }, [postId, uid, settled]);

  useEffect(() => {
    let live = true;
    // The app's entry may have begun this read already (app/route-reads).
    readOnce(postRead(postId))
      .then(async (found) => {
        // Before the device may open (a first visit), the answer shows as it is.
        await deviceProbed();
        if (found && !deviceMayOpen() && live) setFirstRead(serverPostRow(found));
        if (found) {
          await whenDeviceMayOpen();
          await (await mirrorWrites()).mirrorPost(postId, found);
        }
        if (live) setServer({ id: postId, state: found ? 'found' : 'missing' });
      })
      .catch(() => live && setServer({ id: postId, state: 'offline' }));
    return () => {
      live = false;
    };
  }, [postId]);

  const firstViewShown = firstRead !== null || server !== null;
  useEffect(() => {
    if (firstViewShown) firstViewPainted();
  }, [firstViewShown]);

  // Likes are one document per member; learn whether this member liked it, once per open.
  useEffect(() => {
    if (!uid) return;
    let live = true;
    // What the device showed when the read began: a like or unlike made while the read was on
    // its way (and perhaps already sent) is newer than the server's answer.
    const likes = import('../local/liked-by-me');
    const shown = likes.then(({ shownLikedByMe }) => shownLikedByMe(postId));
    callRemote((api) => api.fetchLikedByMe(postId, uid))
      .then(async (liked) => {
        if (!live) return;
        await (await likes).keepServerLikedByMe(postId, uid, await shown, liked);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [postId, uid]);

  return openedPostStatus({
    row,
    deviceRead: onDevice !== undefined,
    server: server?.id === postId ? server.state : undefined,
  });
}
