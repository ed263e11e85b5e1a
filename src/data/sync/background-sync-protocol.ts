// What the page and the service worker say to each other: replaying the outbox, keeping what a
// first visit read. Both sides import these (sw/sw.ts, background-sync.ts, worker-keeps.ts), so
// neither can drift from the other. This file imports nothing: it must build into the worker as
// well as the page.

/** The Background Sync tag the page registers and the worker answers. */
export const REPLAY_SYNC_TAG = 'outbox-replay';

/** The message the worker posts to open tabs: "the network is back, replay now". */
export const REPLAY_MESSAGE = 'replay-outbox';

/** The Periodic Background Sync tag: refresh the mirror (see periodic-refresh.ts). */
export const PERIODIC_REFRESH_TAG = 'mirror-refresh';

/**
 * The message a visitor's first visit posts to the worker: what the page read, for the worker to
 * keep in the device's copy (sw/replay.ts, keepForPage), so the page need not open the database:
 * worker-keeps.ts, which says what it carries (`KeptRead`).
 */
export const KEEP_MESSAGE = 'keep-read';
