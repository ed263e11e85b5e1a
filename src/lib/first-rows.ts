import { useEffect, useSyncExternalStore } from 'react';
import { afterNextPaint } from './after-next-paint';
import { whenIdle } from './when-idle';

// A member's own parts of a page (the header's sync indicator, bell and account menu; Firebase
// Auth's session and the sync engine; the code a member's actions need) are not what the page was
// opened for, nor is the offer to reload for a new version (everyone's). On a page whose screen
// shows rows first (a route with a `firstView` in app/route-table.ts: the home, the board, a
// post, a member's page), they come once the screen's first rows are on the screen. Loaded beside
// the board's first read of the device, their thirty modules would take turns on the main thread
// with each row of that read (a cursor: one task per row).

/** The longest the member's parts wait for the screen's first rows. */
export const FIRST_ROWS_WAIT_MS = 2000;

let open = true;
const waiting = new Set<() => void>();

function release(): void {
  if (open) return;
  open = true;
  for (const wake of [...waiting]) wake();
  waiting.clear();
}

/** Called once, by the app's entry: whether the opened page's screen shows rows first. */
export function expectFirstRows(expected: boolean): void {
  if (!expected) return;
  open = false;
  setTimeout(release, FIRST_ROWS_WAIT_MS);
}

/**
 * The screen's first rows (or what it shows in their place: none, an error) are rendered: the
 * member's parts come after the browser's next paint.
 */
export function firstRowsShown(): void {
  if (!open) afterNextPaint(release);
}

/** `firstRowsShown`, from a screen's hook: once `shown` (its first answer is rendered). */
export function useFirstRowsShown(shown: boolean): void {
  useEffect(() => {
    if (shown) firstRowsShown();
  }, [shown]);
}

/** Resolves once the member's parts may come: at once on a page that shows no rows first. */
export function afterFirstRows(): Promise<void> {
  return open ? Promise.resolve() : new Promise((resolve) => waiting.add(resolve));
}

/** `whenIdle`, once the member's parts may come. Returns what cancels it. */
export function whenIdleAfterFirstRows(work: () => void): () => void {
  let live = true;
  let cancel: (() => void) | undefined;
  void afterFirstRows().then(() => {
    if (live) cancel = whenIdle(work);
  });
  return () => {
    live = false;
    cancel?.();
  };
}

/** `afterFirstRows` as a component's state: true from the moment they may come. */
export function useAfterFirstRows(): boolean {
  return useSyncExternalStore(
    (wake) => {
      waiting.add(wake);
      return () => waiting.delete(wake);
    },
    () => open,
    () => open,
  );
}
