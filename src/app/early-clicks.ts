/** How often a held tap is tried again, and for how long at most. */
const RETRY_MS = 50;
const GIVE_UP_MS = 10_000;

/**
 * A prerendered page shows its buttons before their screen's code has arrived. React, asked to
 * handle a tap on a part of the page it has not hydrated yet, hydrates it on the spot if it can;
 * when it cannot (the code is still on its way) it stops the tap in its capture phase and drops
 * it. This keeps such a tap and plays it again, on the same element, once React can take it, so
 * a member's first tap is never lost. Links are left alone: the browser follows them itself.
 *
 * Call right after `hydrateRoot(root, ...)`: the listener must come after React's own on `root`.
 */
export function replayClicksBlockedByHydration(root: HTMLElement): void {
  let held: { target: Element; since: number } | null = null;
  let replaying: { target: Element; since: number } | null = null;
  let timer: number | undefined;

  const replay = () => {
    timer = undefined;
    const tap = held;
    held = null;
    if (!tap?.target.isConnected || performance.now() - tap.since > GIVE_UP_MS) return;
    replaying = tap;
    try {
      tap.target.dispatchEvent(
        new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, view: window }),
      );
    } finally {
      replaying = null;
    }
  };

  root.addEventListener(
    'click',
    (event) => {
      // React stopped it before it reached anything: the part of the page it is on still waits.
      if (!event.cancelBubble) return;
      const target = event.target;
      if (!(target instanceof Element) || target.closest('a[href]')) return;
      // Not now (a submit button would send its form the browser's way), but in a moment.
      event.preventDefault();
      held = {
        target,
        since: replaying?.target === target ? replaying.since : performance.now(),
      };
      timer ??= window.setTimeout(replay, RETRY_MS);
    },
    { capture: true },
  );
}
