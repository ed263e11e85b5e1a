/// <reference lib="webworker" />
// The member's own service worker, built as its own script (sw-replay.js, see
// build/service-worker-replay.ts) and registered beside the app's worker by a member's page alone (src/data/sync/background-sync.ts),
// so a reader's browser never fetches it. Its scope (REPLAY_WORKER_SCOPE) is a path no page has:
// it controls no page and answers no fetch. It answers Background Sync, replaying the member's
// outbox with every tab closed, and Periodic Background Sync, refreshing the mirror and telling
// the member of new notifications (as it does when a page in the background asks). It carries
// Firebase Auth (the member's session, from IndexedDB), Firestore Lite, the replayer and Dexie.

import { firebaseAuth } from '../src/data/remote/firebase';
import { workerSyncRemote } from '../src/data/remote/worker-sync-remote';
import { db } from '../src/data/local/database';
import {
  NOTICE_LOCALE_KEY,
  NOTICE_TAG,
  NOTICE_URL,
  backgroundNotice,
  noticeLocale,
  notificationNotice,
  notificationsSummary,
  type NoticeMessages,
} from '../src/data/sync/background-notice';
import {
  PERIODIC_REFRESH_TAG,
  REPLAY_MESSAGE,
  REPLAY_SYNC_TAG,
  TELL_MESSAGE,
} from '../src/data/sync/background-sync-protocol';
import {
  badgeCount,
  keepPushed,
  noticesToTell,
  pushedNotification,
} from '../src/data/sync/notification-telling';
import { showBadge } from '../src/data/sync/app-badge';
import { notificationWording } from '../src/data/model/notification';
import { replayInWorker, type WorkerReplayResult } from '../src/data/sync/worker-replay';
import { readMirrorSnapshot } from '../src/data/remote/mirror-refresh-reads';
import { refreshMirrorInBackground, type RefreshResult } from '../src/data/sync/periodic-refresh';
import { openNoticeOnClick } from './notice-click';
import { takeHandedOffToken } from '../src/data/remote/app-check';
import { appCheckInThisBuild } from '../src/data/remote/app-check-token';
import { setRestAppCheck } from '../src/data/remote/page-reads';
import { handedOffWorkerToken } from '../src/data/sync/worker-app-check';

declare const self: ServiceWorkerGlobalScope;
/** The catalogs' words for the notice, put in at build time (build/service-worker-replay.ts). */
declare const __BACKGROUND_NOTICE__: NoticeMessages;

// It controls no page, so a new version has no page to wait for.
self.addEventListener('install', () => void self.skipWaiting());

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

const notificationsAllowed = () =>
  typeof Notification !== 'undefined' && Notification.permission === 'granted';

/**
 * Tells the member of their notifications `ids`, new to the device, with a system notification
 * each (notification-telling.ts: which, and how many), if the member allowed notifications; then
 * the app icon's badge counts what is unread and waiting.
 */
async function tellNotifications(uid: string, ids: readonly string[]): Promise<void> {
  if (notificationsAllowed() && ids.length > 0) {
    const locale = noticeLocale((await db.meta.get(NOTICE_LOCALE_KEY))?.value);
    const notices = await noticesToTell(uid, ids, {
      line: ({ head, count }) =>
        notificationNotice(__BACKGROUND_NOTICE__, locale, {
          kind: notificationWording(head),
          name: head.actorName,
          title: head.postTitle,
          count,
        }),
      summary: (count) => notificationsSummary(__BACKGROUND_NOTICE__, locale, count),
    });
    for (const notice of notices)
      await self.registration.showNotification(notice.title, {
        body: notice.body,
        tag: notice.tag,
        icon: '/pwa-192x192.png',
        data: { url: notice.url },
      });
  }
  await showBadge(await badgeCount(uid), self.navigator as Navigator).catch(() => undefined);
}

/**
 * With App Check, the worker's requests carry the limited-use token a member's page handed it
 * (src/data/sync/worker-app-check.ts): it cannot run reCAPTCHA to mint one. (While the page's
 * own token, which the SDK keeps in IndexedDB, lasts, the SDK sends that one first.) False when it holds
 * none still usable: it then sends nothing at all (a request without a token is refused where
 * App Check is enforced, and would count as a failed attempt); the entries stay in the outbox,
 * pending, and the next page of the app that opens replays them, handing a new token over.
 */
async function takeAppCheckToken(): Promise<boolean> {
  if (!appCheckInThisBuild()) return true;
  const token = await handedOffWorkerToken();
  takeHandedOffToken(token);
  setRestAppCheck({ kept: () => token });
  return token !== undefined;
}

async function signedInMember(): Promise<string | null> {
  const auth = firebaseAuth();
  await auth.authStateReady();
  const user = auth.currentUser;
  return user && !user.isAnonymous ? user.uid : null;
}

/**
 * Periodic Background Sync: refreshes the mirror within its budget, unless a tab listens, and
 * tells the member of the notifications it found new.
 */
async function refreshMirror(): Promise<
  RefreshResult | { kind: 'signed-out' } | { kind: 'no-app-check-token' }
> {
  if (!(await takeAppCheckToken())) return { kind: 'no-app-check-token' };
  const uid = await signedInMember();
  if (!uid) return { kind: 'signed-out' };
  const result = await refreshMirrorInBackground({
    uid,
    read: readMirrorSnapshot,
    locks: self.navigator.locks,
  });
  if (result.kind === 'refreshed') await tellNotifications(uid, result.newNotifications);
  return result;
}

/**
 * Replays the signed-in member's outbox unless a tab does. Rejects while entries are still
 * waiting, so the browser fires the sync again later. Without an App Check token to send with
 * (takeAppCheckToken) it resolves at once, sending nothing: the browser would fire it again with
 * no token either; the next page that opens replays.
 */
async function replayOutbox(): Promise<
  WorkerReplayResult | { kind: 'signed-out' } | { kind: 'no-app-check-token' }
> {
  if (!(await takeAppCheckToken())) return { kind: 'no-app-check-token' };
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
  await showBadge(await badgeCount(uid), self.navigator as Navigator).catch(() => undefined);
  if (result.waiting > 0) throw new Error(`${result.waiting} entries still waiting`);
  return result;
}

/** A tab that holds the lock replays now; one that waited for the worker looks again. */
async function wakeTabs(): Promise<void> {
  // No tab is this worker's: every tab of the app is asked.
  const clients = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  clients.forEach((client) => client.postMessage({ type: REPLAY_MESSAGE }));
}

self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag !== REPLAY_SYNC_TAG) return;
  sync.waitUntil(replayOutbox().finally(wakeTabs));
});

// Periodic Background Sync (installed app, where the browser offers it): the mirror is refreshed
// within a small budget, so the app opened offline shows recent posts, to-dos and bookmarks.
self.addEventListener('periodicsync', (event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag !== PERIODIC_REFRESH_TAG) return;
  sync.waitUntil(refreshMirror());
});

// A member's page in the background brought new notifications: tell the member, as above.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; uid?: unknown; ids?: unknown } | null;
  if (data?.type !== TELL_MESSAGE || typeof data.uid !== 'string' || !Array.isArray(data.ids))
    return;
  const uid = data.uid;
  const ids = data.ids.filter((id): id is string => typeof id === 'string');
  event.waitUntil(
    signedInMember().then((member) => (member === uid ? tellNotifications(uid, ids) : undefined)),
  );
});

// Web Push, where the project sends it (docs/notifications.md): a new notification of the member
// signed in here, told of as above (each once, not a muted member's).
self.addEventListener('push', (event) => {
  let message: unknown;
  try {
    message = event.data?.json();
  } catch {
    return;
  }
  const pushed = pushedNotification(message);
  if (!pushed) return;
  event.waitUntil(
    signedInMember().then(async (member) => {
      if (member !== pushed.uid) return;
      await tellNotifications(member, await keepPushed(pushed));
    }),
  );
});

openNoticeOnClick();
