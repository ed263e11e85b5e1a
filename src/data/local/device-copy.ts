/** The device's database (Dexie's, in database.ts), named here so the probe needs no Dexie. */
export const DATABASE_NAME = 'pixel-community';

/**
 * Whether the device held no copy at all when the page started: a first visit, or site data
 * cleared. Asked of the browser (`indexedDB.databases()`) by the app's entry, before the device's
 * database is opened (and so created), without loading Dexie.
 *
 * A screen that merges the server's rows with the device's (the board, the pinned notices) then
 * shows the server's as soon as they arrive instead of waiting for Dexie to load and create the
 * database: there is nothing on the device they could differ from. Undefined until the browser
 * answers, and where it cannot say (no `databases()`): the screens wait for the device as usual.
 */
let emptyAtStart: boolean | undefined;

export function probeDeviceCopy(): void {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return;
  indexedDB.databases().then(
    (databases) => {
      emptyAtStart = !databases.some((database) => database.name === DATABASE_NAME);
    },
    () => undefined,
  );
}

/** True when the device was known to hold nothing when the page started. */
export function deviceWasEmpty(): boolean {
  return emptyAtStart === true;
}
