// What the page and the service workers say to each other: replaying the outbox, keeping what a
// first visit read. Both sides import these (sw/sw.ts, sw/replay.ts, background-sync.ts,
// worker-keeps.ts), so neither can drift from the other. This file imports nothing: it must build
// into the workers as well as the page.

/**
 * The member's own service worker (sw/replay.ts, built as its own script), registered beside the
 * app's worker by a member's page alone (background-sync.ts), so a reader's browser never fetches
 * its code (Firebase Auth, Firestore Lite, the replayer). Its scope is a path no page has: it
 * controls no page and answers no fetch, only Background Sync and Periodic Background Sync.
 */
export const REPLAY_WORKER_URL = '/sw-replay.js';
export const REPLAY_WORKER_SCOPE = '/sw-replay/';

/** The Background Sync tag the page registers and the member's worker answers. */
export const REPLAY_SYNC_TAG = 'outbox-replay';

/** The message a worker posts to open tabs: "the network is back, replay now". */
export const REPLAY_MESSAGE = 'replay-outbox';

/** The Periodic Background Sync tag: refresh the mirror (see periodic-refresh.ts). */
export const PERIODIC_REFRESH_TAG = 'mirror-refresh';

/**
 * The message a visitor's first visit posts to the worker: what the page read, for the worker to
 * keep in the device's copy (sw/sw.ts, keepForPage), so the page need not open the database:
 * worker-keeps.ts, which says what it carries (`KeptRead`).
 */
export const KEEP_MESSAGE = 'keep-read';

/**
 * The message a member's page posts to the member's worker: "these notifications came while the
 * page was in the background, tell the member" (`{ type, uid, ids }`, notification-telling.ts).
 */
export const TELL_MESSAGE = 'tell-notifications';
