// Background Sync: when the browser sees the network come back, the member's own service worker
// (sw/replay.ts) replays the outbox itself if no tab holds the sync lock (worker-replay.ts), and
// wakes the replaying tab otherwise. That worker is registered by a member's page alone, beside
// the app's (REPLAY_WORKER_SCOPE), so a reader's browser never fetches its code.

import { db } from '../local/database';
import { loadRemote } from '../remote';
import { appCheckInThisBuild } from '../remote/app-check-token';
import { forgetWorkerToken, handOffWorkerToken } from './worker-app-check';
import { getLocale } from '../../i18n/locale';
import { NOTICE_LOCALE_KEY } from './background-notice';
import {
  PERIODIC_REFRESH_TAG,
  REPLAY_MESSAGE,
  REPLAY_SYNC_TAG,
  REPLAY_WORKER_SCOPE,
  REPLAY_WORKER_URL,
  TELL_MESSAGE,
} from './background-sync-protocol';

/** Periodic Background Sync asks for at most one refresh in this long (the browser decides). */
export const PERIODIC_REFRESH_INTERVAL_MS = 12 * 60 * 60_000;

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

interface PeriodicSyncManagerLike {
  register(tag: string, options: { minInterval: number }): Promise<void>;
}

/** Whether this build runs App Check: then the member's worker needs a token from a page. */
const APP_CHECK = appCheckInThisBuild();

/**
 * Hands the member's worker a limited-use App Check token (worker-app-check.ts), which it needs to
 * replay with every tab closed. Asked on sign-in, on each request for a background sync and as
 * the page is hidden, online only (reCAPTCHA needs the network); a mint that fails leaves the
 * token handed before.
 */
export function handOffAppCheck(): void {
  if (!APP_CHECK || !workersHere() || !navigator.onLine) return;
  handOffWorkerToken(() => loadRemote().then((api) => api.limitedUseAppCheckToken())).catch(
    (error: unknown) => console.warn('no App Check token for the background replay', error),
  );
}

/** The member's worker's registration once active; undefined where it cannot be had. */
let replayWorker: Promise<ServiceWorkerRegistration | undefined> | undefined;
/** A sync asked for before the member's worker was active: it is asked of that worker too. */
let syncWanted = false;

const workersHere = () =>
  import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

function whenActive(registration: ServiceWorkerRegistration): Promise<ServiceWorkerRegistration> {
  const worker = registration.installing ?? registration.waiting;
  if (registration.active || !worker) return Promise.resolve(registration);
  return new Promise((resolve, reject) =>
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated') resolve(registration);
      if (worker.state === 'redundant') reject(new Error('the replay worker did not install'));
    }),
  );
}

function registerSync(registration: ServiceWorkerRegistration): Promise<void> {
  return (
    (registration as { sync?: SyncManagerLike }).sync?.register(REPLAY_SYNC_TAG) ??
    Promise.resolve()
  );
}

/**
 * Registers the member's worker, once a page: a member is signed in (start-sync.ts). Its
 * registration resolves once the worker is active, which Background Sync needs.
 */
export function registerReplayWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!workersHere()) return Promise.resolve(undefined);
  replayWorker ??= navigator.serviceWorker
    .register(REPLAY_WORKER_URL, { scope: REPLAY_WORKER_SCOPE })
    .then((registration) => {
      // Registered before, it is not fetched again, and the browser checks a worker that
      // controls no page only after its own events, once a day at most: checked on each start,
      // it replays with the same version of the code as the app's pages (a new one activates at
      // once).
      if (registration.active) registration.update().catch(() => undefined);
      return whenActive(registration);
    })
    .then((registration) => {
      if (syncWanted) registerSync(registration).catch(() => undefined);
      return registration;
    })
    .catch((error: unknown) => {
      // Without it, Background Sync only wakes the tabs (the app's worker does that).
      console.warn('background replay unavailable', error);
      return undefined;
    });
  return replayWorker;
}

/**
 * Signed out: the member's worker goes, so the browser holds no member's code any more (and the
 * worker had nobody to replay for). A later sign-in registers it again.
 */
export async function unregisterReplayWorker(): Promise<void> {
  if (!workersHere()) return;
  const pending = replayWorker;
  replayWorker = undefined;
  syncWanted = false;
  await forgetWorkerToken().catch(() => undefined);
  await pending;
  const scope = new URL(REPLAY_WORKER_SCOPE, location.origin).href;
  // getRegistration answers with the app's own (scope `/`) where there is no member's worker.
  const registration = await navigator.serviceWorker.getRegistration(scope).catch(() => undefined);
  if (registration?.scope === scope) await registration.unregister().catch(() => undefined);
}

export function requestBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return;
  // The worker's notice speaks the member's language, which lives in the page's storage.
  db.meta.put({ key: NOTICE_LOCALE_KEY, value: getLocale() }).catch(() => undefined);
  handOffAppCheck();
  syncWanted = true;
  // Asked of the member's worker; before it is active (or where it failed), of the app's, which
  // wakes the tabs when the network returns.
  void (replayWorker ?? Promise.resolve(undefined))
    .then((registration) => registration ?? navigator.serviceWorker.ready)
    .then(registerSync)
    .catch(() => undefined); // not supported, or refused: the other triggers still work
}

/**
 * Asks for Periodic Background Sync, which browsers offer only to an installed app (and grant by
 * its use): the member's worker then refreshes the mirror now and then. Elsewhere nothing
 * changes: the app refreshes on open.
 */
export async function requestPeriodicRefresh(): Promise<boolean> {
  if (!workersHere()) return false;
  try {
    const status = await navigator.permissions.query({
      name: 'periodic-background-sync' as PermissionName,
    });
    if (status.state !== 'granted') return false;
    const registration = await registerReplayWorker();
    const periodicSync = (registration as { periodicSync?: PeriodicSyncManagerLike } | undefined)
      ?.periodicSync;
    if (!periodicSync) return false;
    await periodicSync.register(PERIODIC_REFRESH_TAG, {
      minInterval: PERIODIC_REFRESH_INTERVAL_MS,
    });
    return true;
  } catch {
    return false; // not supported here
  }
}

export function onBackgroundSyncMessage(listener: () => void): () => void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker) return () => undefined;
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === REPLAY_MESSAGE) listener();
  };
  navigator.serviceWorker.addEventListener('message', onMessage);
  return () => navigator.serviceWorker.removeEventListener('message', onMessage);
}

/**
 * Asks the member's worker to show system notifications for the member's notifications `ids`,
 * new to the device (notification-telling.ts decides which, if any, and words them).
 */
export function askWorkerToTell(uid: string, ids: readonly string[]): void {
  if (!workersHere() || ids.length === 0) return;
  // The member's language lives in the page's storage.
  db.meta.put({ key: NOTICE_LOCALE_KEY, value: getLocale() }).catch(() => undefined);
  void registerReplayWorker()
    .then((registration) => registration?.active?.postMessage({ type: TELL_MESSAGE, uid, ids }))
    .catch(() => undefined);
}

/**
 * Where the build sends Web Push (a real project with a VAPID key: docs/notifications.md) and the
 * member allowed notifications: subscribes the member's worker and stores the device's token.
 * Elsewhere nothing loads.
 */
export function subscribeWebPush(uid: string): void {
  if (!workersHere() || typeof Notification === 'undefined') return;
  if (Notification.permission !== 'granted') return;
  void loadRemote()
    .then(async (api) => {
      if (!api.webPushConfigured()) return;
      const registration = await registerReplayWorker();
      if (registration) await api.registerWebPush(uid, registration);
    })
    .catch((error: unknown) => console.warn('web push unavailable', error));
}
