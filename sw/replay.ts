/// <reference lib="webworker" />
// The service worker's replay, built as its own script (sw-replay.js, see vite.config.ts) and
// loaded with importScripts only when Background Sync fires, so the worker's startup for every
// page load and fetch stays as small as before. It carries Firebase Auth (the member's session,
// from IndexedDB), Firestore Lite, the replayer and Dexie. Periodic Background Sync's mirror
// refresh runs from here too.

import { firebaseAuth } from '../src/data/remote/firebase';
import { workerSyncRemote } from '../src/data/remote/worker-sync-remote';
import { db } from '../src/data/local/database';
import {
  NOTICE_LOCALE_KEY,
  NOTICE_TAG,
  NOTICE_URL,
  backgroundNotice,
  noticeLocale,
  type NoticeMessages,
} from '../src/data/sync/background-notice';
import { replayInWorker, type WorkerReplayResult } from '../src/data/sync/worker-replay';
import { readMirrorSnapshot, readNewestPosts } from '../src/data/remote/mirror-refresh-reads';
import { mirrorComments, mirrorPost } from '../src/data/sync/mirror-writes';
import type { KeptRead } from '../src/data/sync/worker-keeps';
import {
  refreshMirrorInBackground,
  refreshNewestPosts,
  type RefreshResult,
} from '../src/data/sync/periodic-refresh';

declare const self: ServiceWorkerGlobalScope;
/** The catalogs' words for the notice, put in at build time (vite.config.ts). */
declare const __BACKGROUND_NOTICE__: NoticeMessages;

async function notify(needMember: number): Promise<void> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const locale = noticeLocale((await db.meta.get(NOTICE_LOCALE_KEY))?.value);
  const notice = backgroundNotice(__BACKGROUND_NOTICE__, locale, needMember);
  if (!notice) return;
  await self.registration.showNotification(notice.title, {
    body: notice.body,
    tag: NOTICE_TAG,
    icon: '/pwa-192x192.png',
    data: { url: NOTICE_URL },
  });
}

async function signedInMember(): Promise<string | null> {
  const auth = firebaseAuth();
  await auth.authStateReady();
  const user = auth.currentUser;
  return user && !user.isAnonymous ? user.uid : null;
}

/** Periodic Background Sync: refreshes the mirror within its budget, unless a tab listens. */
export async function refreshMirror(): Promise<RefreshResult | { kind: 'signed-out' }> {
  const uid = await signedInMember();
  if (!uid) return { kind: 'signed-out' };
  return refreshMirrorInBackground({
    uid,
    read: readMirrorSnapshot,
    locks: self.navigator.locks,
  });
}

/**
 * On install and update: the newest posts of each category into the mirror, so the app opened
 * offline next time has posts to show, whatever the visit that installed it did (a page a visitor
 * only reads loads none of the app: src/app/app-code.ts). Posts are public: no member, and so no
 * Firebase Auth, is needed to read them. The member's own data is the tab's (and Periodic
 * Background Sync's) to refresh.
 */
export async function refreshOnInstall(): Promise<{ kind: string }> {
  return refreshNewestPosts({ read: readNewestPosts, locks: self.navigator.locks });
}

/**
 * What a visitor's first visit read (a post, its first comments), into the device's copy: that
 * page opens no database of its own (src/data/sync/worker-keeps.ts). The same mirror writes as the
 * page's, so a row with changes waiting to be sent is left as it is.
 */
export async function keepForPage(read: KeptRead): Promise<void> {
  if (read.kind === 'post') await mirrorPost(read.post.id, read.post);
  else await mirrorComments(read.postId, read.batch);
}

/**
 * Replays the signed-in member's outbox unless a tab does. Rejects while entries are still
 * waiting, so the browser fires the sync again later.
 */
export async function replayOutbox(): Promise<WorkerReplayResult | { kind: 'signed-out' }> {
  const uid = await signedInMember();
  if (!uid) return { kind: 'signed-out' };
  const result = await replayInWorker({
    remote: workerSyncRemote,
    uid,
    locks: self.navigator.locks,
    isOnline: () => self.navigator.onLine,
  });
  if (result.kind !== 'replayed') return result;
  await notify(result.needMember);
  if (result.waiting > 0) throw new Error(`${result.waiting} entries still waiting`);
  return result;
}
