import { useSyncExternalStore } from 'react';
import { afterNextPaint } from '../../lib/after-next-paint';
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
let probed: Promise<void> = Promise.resolve();

export function probeDeviceCopy(): void {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return;
  probed = indexedDB.databases().then(
    (databases) => {
      emptyAtStart = !databases.some((database) => database.name === DATABASE_NAME);
    },
    () => undefined,
  );
}

/**
 * Settles once the browser has answered the probe (at once where there is none). A screen whose
 * first read may answer before the probe (a read the first script began, taken when React
 * mounts) is not rendered before this (src/main.tsx), and the opened post waits for it before
 * asking deviceMayOpen: asked too soon, that says "the device may hold a copy" for good, and the
 * screen waits for Dexie's code to show what it already has. (A hydrated page, the board or the
 * home, still asks at once.)
 */
export function deviceProbed(): Promise<void> {
  return probed;
}

/** True when the device was known to hold nothing when the page started. */
export function deviceWasEmpty(): boolean {
  return emptyAtStart === true;
}

/**
 * On a first visit, the device's database is opened (and so created, its schema and indexes
 * written) only once the screen's first server rows have painted: Dexie's start-up and the first
 * mirror writes are the largest script work of a first visit after React's, and they used to run
 * just ahead of the render the reader was waiting for. A screen that shows a first visit's server
 * rows says when they have painted (`firstViewPainted`); until then its live queries and mirror
 * writes wait. Anywhere else, and on every later visit, the database opens as soon as asked.
 */
let painted = false;
const waiting = new Set<() => void>();

function release(): void {
  painted = true;
  for (const wake of waiting) wake();
  waiting.clear();
}

/** The screen's first rows are on screen: after the browser's next frame, the device may open. */
export function firstViewPainted(): void {
  if (painted) return;
  afterNextPaint(release);
}

/**
 * Something else has opened the device's database (a to-do, a post written, the sync engine, a
 * screen that does not hold its reads back): the screens that held theirs back read it now, as
 * it may hold what this visit wrote. Called by the database itself (database.ts), so no screen
 * has to remember to.
 */
export function deviceOpened(): void {
  if (!painted) release();
}

let mayOpen = false;

/**
 * Whether the device's database may open now: always, except on a first visit before paint.
 * Once true, true for good (the probe answering late must not close it again).
 */
export function deviceMayOpen(): boolean {
  if (!mayOpen && (painted || !deviceWasEmpty())) mayOpen = true;
  return mayOpen;
}

/** Resolves when the device's database may open. */
export function whenDeviceMayOpen(): Promise<void> {
  if (deviceMayOpen()) return Promise.resolve();
  return new Promise((resolve) => waiting.add(resolve));
}

/** `deviceMayOpen`, as a screen's state: true from the moment it may. */
export function useDeviceMayOpen(): boolean {
  return useSyncExternalStore(
    (wake) => {
      waiting.add(wake);
      return () => waiting.delete(wake);
    },
    deviceMayOpen,
    () => false,
  );
}
