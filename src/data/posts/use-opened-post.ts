import { useEffect, useMemo, useRef, useState } from 'react';
import {
  deviceMayOpen,
  deviceProbed,
  deviceWasEmpty,
  firstViewPainted,
  useDeviceMayOpen,
  whenDeviceMayOpen,
} from '../local/device-copy';
import { postsArriving } from '../local/arrivals';
import { useDeviceQuery } from '../local/use-device-query';
import { serverPostRow, type PostRow } from '../model/local-rows';
import { whenIdle } from '../../lib/when-idle';
import { useFirstRowsShown } from '../../lib/first-rows';
import { callRemote, loadHits } from '../remote';
import { postRead } from '../remote/early-reads';
import { firstCommentsRead } from '../remote/rest-comments';
import {
  canCountOffThread,
  countVisitorHitOnce,
  firstAskThisSession,
} from '../remote/hits-off-thread';
import { openedPostStatus, type OpenedPost } from './opened-post-status';
import { readOnce } from '../remote/read-once';
import { keepByWorker, workerCanKeep } from '../sync/worker-keeps';
import { holdFirstComments } from './first-read-comments';
import { noteHiddenPost, useHiddenPost } from './hidden-posts';
// The device's side (Dexie, the mirror's writes, a member's listeners) loads when first used, so
// none of it is on the way to the post's first paint.
const mirrorWrites = () => import('../sync/mirror-writes');
const postsOnDevice = () => import('../local/posts');

export type { OpenedPost } from './opened-post-status';

/**
 * A view: a visitor's counted in a worker (the page has no Auth loaded to do it with), a
 * member's on the page, once per browser session.
 */
function countHitOnce(postId: string, uid: string | null): void {
  if (uid === null && canCountOffThread()) return countVisitorHitOnce(postId);
  if (!navigator.onLine || !firstAskThisSession(postId, uid)) return;
  loadHits()
    .then((hits) => hits.countHit(postId))
    .catch((error: unknown) => console.warn('hit not counted', error));
}

/**
 * A visitor's first visit, where a service worker can keep what the page reads: the page then
 * never opens the device's database itself (data/sync/worker-keeps.ts). Known once the browser
 * has said whether the device holds a copy (`deviceProbed`).
 */
function workerKeepsThisVisit(uid: string | null): boolean {
  return uid === null && deviceWasEmpty() && workerCanKeep();
}

/**
 * A visitor's comments, read once: shown from here until the device's database is open
 * (use-post-comments.ts), then kept in it; on a first visit the service worker keeps them.
 */
function readCommentsOnce(postId: string): void {
  readOnce(firstCommentsRead(postId))
    .then(async (batch) => {
      holdFirstComments(postId, batch);
      if (workerKeepsThisVisit(null)) keepByWorker({ kind: 'comments', postId, batch });
      await whenDeviceMayOpen();
      await (await mirrorWrites()).mirrorComments(postId, batch);
    })
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
  // Read hidden, and so not kept on this device unless the reader wrote it (hidden-posts.ts).
  const hiddenPost = useHiddenPost(postId);
  const hiddenRow = useMemo(() => hiddenPost && serverPostRow(hiddenPost), [hiddenPost]);
  const row =
    onDevice?.kind === 'post' && !(hiddenRow && !onDevice.hidden)
      ? onDevice
      : firstRead?.id === postId
        ? firstRead
        : (hiddenRow ?? onDevice ?? undefined);
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

  // Who reads, for the read below, which is not made again when a visitor signs in.
  const viewer = useRef(uid);
  useEffect(() => {
    viewer.current = uid;
  }, [uid]);
  useEffect(() => {
    let live = true;
    // The app's entry may have begun this read already (app/route-reads).
    readOnce(postRead(postId))
      .then(async (found) => {
        if (found?.hidden) noteHiddenPost(found);
        // Before the device may open (a first visit), the answer shows as it is.
        await deviceProbed();
        if (found && !deviceMayOpen() && live) setFirstRead(serverPostRow(found));
        // The page opens no database on a visitor's first visit: the service worker keeps the
        // post. Should the database open meanwhile (a write, another screen), the page keeps it.
        const kept = found !== null && workerKeepsThisVisit(viewer.current);
        if (kept) keepByWorker({ kind: 'post', post: found });
        // A like or a comment meanwhile waits for it (arrivals.ts).
        const mirrored = found
          ? postsArriving(
              [postId],
              whenDeviceMayOpen().then(async () =>
                (await mirrorWrites()).mirrorPost(postId, found),
              ),
            )
          : Promise.resolve();
        // Not waited for there: the database may stay closed for good.
        if (kept) mirrored.catch((error: unknown) => console.warn('post not kept', error));
        else await mirrored;
        if (live) setServer({ id: postId, state: found ? 'found' : 'missing' });
      })
      .catch(() => live && setServer({ id: postId, state: 'offline' }));
    return () => {
      live = false;
    };
  }, [postId]);

  const firstViewShown = firstRead !== null || server !== null;
  useEffect(() => {
    // On a visitor's first visit the database stays closed: the worker keeps what was read.
    if (firstViewShown && !workerKeepsThisVisit(uid)) firstViewPainted();
  }, [firstViewShown, uid]);

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

  const opened = openedPostStatus({
    row,
    deviceRead: onDevice !== undefined,
    server: server?.id === postId ? server.state : undefined,
  });
  // Once it renders, the member's own parts of the page come (lib/first-rows.ts).
  useFirstRowsShown(opened.status !== 'loading');
  return opened;
}
