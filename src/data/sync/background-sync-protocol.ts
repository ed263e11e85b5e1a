// What the page and the service worker say to each other about replaying the outbox. Both sides
// import these (sw/sw.ts and background-sync.ts), so neither can drift from the other. This file
// imports nothing: it must build into the worker as well as the page.

/** The Background Sync tag the page registers and the worker answers. */
export const REPLAY_SYNC_TAG = 'outbox-replay';

/** The message the worker posts to open tabs: "the network is back, replay now". */
export const REPLAY_MESSAGE = 'replay-outbox';

/** The Periodic Background Sync tag: refresh the mirror (see periodic-refresh.ts). */
export const PERIODIC_REFRESH_TAG = 'mirror-refresh';
