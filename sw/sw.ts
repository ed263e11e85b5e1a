/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { clientsClaim } from 'workbox-core';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import {
  keepSharedItem,
  SHARE_LANDING,
  SHARE_TARGET_PATH,
  sharedItemFromForm,
} from '../src/lib/share-inbox';
import {
  KEEP_MESSAGE,
  PERIODIC_REFRESH_TAG,
  REPLAY_MESSAGE,
  REPLAY_SYNC_TAG,
} from '../src/data/sync/background-sync-protocol';
import { restNewestPostsByCategory } from '../src/data/remote/rest-reads';
import { mirrorComments, mirrorPost } from '../src/data/sync/mirror-writes';
import { refreshNewestPosts } from '../src/data/sync/periodic-refresh';
import type { KeptRead } from '../src/data/sync/worker-keeps';
import { openNoticeOnClick } from './notice-click';
import { decodedPath } from '../src/app/page-shells';
import { fallbackPage } from '../src/app/route-table';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
};

// The app shell: every built script, style, icon and the pixel font, versioned by the build.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Earlier versions cached a web body font's slices here; the app uses the device's fonts now.
self.addEventListener('activate', (event) => event.waitUntil(caches.delete('fonts')));
// On first install, take over the open page at once so it works offline without a reload.
// Updates still wait for the member (see the message handler below).
clientsClaim();

// A prerendered page is answered from the precache above (`/board` is `board.html`); a post's URL
// with the post's shell (the header and the post's loading state), another screen's path with
// the empty shell, and a path no screen answers with the not-found page (fallbackPage, from the
// route table: src/app/route-table.ts), so a reload works offline. Each page's handler is made
// the first time a path asks for it: the table alone says which pages there are.
const answers = new Map<string, ReturnType<typeof createHandlerBoundToURL>>();
function answerWith(page: string) {
  const known = answers.get(page);
  if (known) return known;
  const made = createHandlerBoundToURL(page);
  answers.set(page, made);
  return made;
}
registerRoute(
  new NavigationRoute(
    (options) => answerWith(fallbackPage(decodedPath(options.url.pathname)))(options),
    { denylist: [/^\/__\//] },
  ),
);

// Share into the app (the manifest's share_target): another app POSTs the shared title, text,
// link and images here. They are kept on the device, with no network needed, and the member lands
// on the board's write dialog, which opens a new post draft from them.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === SHARE_TARGET_PATH,
  async ({ request }) => {
    try {
      await keepSharedItem(sharedItemFromForm(await request.formData()));
    } catch (error) {
      console.warn('shared item not kept', error);
    }
    return Response.redirect(new URL(SHARE_LANDING, self.location.origin).href, 303);
  },
  'POST',
);

const DAY = 24 * 60 * 60;

// Images from Firebase Storage (hosted or the local emulator): download URLs carry a token and
// never change their bytes, so cache-first is safe. Firestore and Auth traffic is never cached.
registerRoute(
  ({ request, url }) =>
    request.destination === 'image' &&
    (url.hostname === 'firebasestorage.googleapis.com' || url.pathname.startsWith('/v0/b/')),
  new CacheFirst({
    cacheName: 'storage-images',
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

// Card searches (the Pokémon TCG API, or any stand-in for it: matched by path on any origin).
// Network first so results stay fresh; a search made before answers from here when offline.
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' &&
    (url.pathname === '/v2/cards' || url.pathname.startsWith('/v2/cards/')),
  new NetworkFirst({
    cacheName: 'card-api',
    networkTimeoutSeconds: 6,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

// Card images never change at a given URL. Cross-origin images arrive opaque (status 0).
registerRoute(
  ({ request, url }) =>
    request.destination === 'image' &&
    (url.hostname === 'images.pokemontcg.io' || url.pathname.startsWith('/cards-images/')),
  new CacheFirst({
    cacheName: 'card-images',
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

// Installed or updated: the newest posts go into the device's copy now, so the app opened offline
// has posts to show even when the visit that installed it only read a page (such a page loads
// none of the app's own code: src/app/app-code.ts). Posts are public: no member is needed to read
// them, through REST, without the Firebase SDK. Not awaited by the activation: the page is taken
// over at once, and the read may take a while on a slow network.
const refreshOnInstall = () =>
  refreshNewestPosts({
    read: ({ postsPerCategory }) => restNewestPostsByCategory(postsPerCategory),
    locks: self.navigator.locks,
  });

self.addEventListener('activate', () => {
  refreshOnInstall().catch((error: unknown) => console.warn('newest posts not kept', error));
});

/**
 * What a visitor's first visit read (a post, its first comments), into the device's copy: that
 * page opens no database of its own (src/data/sync/worker-keeps.ts). The same mirror writes as the
 * page's, so a row with changes waiting to be sent is left as it is.
 */
async function keepForPage(read: KeptRead): Promise<void> {
  if (read.kind === 'post') await mirrorPost(read.post.id, read.post);
  else await mirrorComments(read.postId, read.batch);
}

// Replaying a member's outbox with the app closed is the member's own worker's (sw/replay.ts,
// registered by a member's page alone), so a reader's browser never fetches its code. A sync
// asked of this worker (before the member's was active, or by an older version) wakes the tabs,
// whose leader replays.
self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag !== REPLAY_SYNC_TAG) return;
  sync.waitUntil(
    (async () => {
      const clients = await self.clients.matchAll({ type: 'window' });
      clients.forEach((client) => client.postMessage({ type: REPLAY_MESSAGE }));
    })(),
  );
});

// A periodic refresh an older version asked of this worker keeps the public posts fresh; the
// member's own data is the member's worker's.
self.addEventListener('periodicsync', (event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag === PERIODIC_REFRESH_TAG) sync.waitUntil(refreshOnInstall());
});

openNoticeOnClick();

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; read?: unknown } | null;
  // A new version waits until the member accepts the reload prompt.
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  // A visitor's first visit hands over what it read, to keep for reading offline
  // (src/data/sync/worker-keeps.ts).
  if (data?.type === KEEP_MESSAGE && data.read)
    event.waitUntil(
      keepForPage(data.read as KeptRead).catch((error: unknown) =>
        console.warn('read not kept', error),
      ),
    );
});
