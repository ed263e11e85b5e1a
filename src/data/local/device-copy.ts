import { useSyncExternalStore } from 'react';
import { afterNextPaint } from '../../lib/after-next-paint';
import { deviceHoldsDatabase } from './database-name';

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
/** The browser has answered (or there is nothing to ask): until then the device is not known. */
let answered = true;
let probed: Promise<void> = Promise.resolve();

export function probeDeviceCopy(): void {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return;
  answered = false;
  probed = deviceHoldsDatabase().then((holds) => {
    if (holds !== undefined) emptyAtStart = !holds;
    answered = true;
    changed();
  });
}

/**
 * Settles once the browser has answered the probe (at once where there is none). The opened post
 * waits for it before it shows the server's answer as it is: only on a first visit is there no
 * copy of the device's (perhaps edited offline) to show instead.
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
/** Screens' states (`useDeviceCopy`), told of every change. */
const watchers = new Set<() => void>();
/** `whenDeviceMayOpen`'s callers, told once the device may open. */
const waiting = new Set<() => void>();

function changed(): void {
  for (const watcher of watchers) watcher();
  if (!deviceMayOpen()) return;
  for (const wake of waiting) wake();
  waiting.clear();
}

function release(): void {
  painted = true;
  changed();
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
 * Not before the browser has said whether this is a first visit: asked too soon, a screen would
 * take the device for one holding a copy, and wait for Dexie's code to show what it already has.
 * Once true, true for good.
 */
export function deviceMayOpen(): boolean {
  if (!mayOpen && (painted || (answered && !deviceWasEmpty()))) mayOpen = true;
  return mayOpen;
}

/** Resolves when the device's database may open. */
export function whenDeviceMayOpen(): Promise<void> {
  if (deviceMayOpen()) return Promise.resolve();
  return new Promise((resolve) => waiting.add(resolve));
}

/**
 * What a screen knows of the device: `unknown` until the browser has answered, `empty` on a first
 * visit until its first rows have painted, then `open` (the database may open).
 */
export type DeviceCopy = 'unknown' | 'empty' | 'open';

function deviceCopy(): DeviceCopy {
  if (deviceMayOpen()) return 'open';
  return answered ? 'empty' : 'unknown';
}

/** `deviceCopy`, as a screen's state: it re-renders when the browser answers, and when it opens. */
export function useDeviceCopy(): DeviceCopy {
  return useSyncExternalStore(
    (wake) => {
      watchers.add(wake);
      return () => watchers.delete(wake);
    },
    deviceCopy,
    () => 'unknown',
  );
}

/** `deviceMayOpen`, as a screen's state: true from the moment it may. */
export function useDeviceMayOpen(): boolean {
  return useDeviceCopy() === 'open';
}
