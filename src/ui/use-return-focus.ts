import { useEffect, useState } from 'react';

/** How long to look for an element that is still being rendered (a lazy header part). */
const LOOK_FOR_MS = 2000;

/**
 * Focuses the first element `find` returns, trying each frame while it is not there yet.
 * Gives up after `lookForMs` (two seconds), or as soon as the member has put focus somewhere
 * themselves.
 */
export function focusWhenReady(
  find: () => HTMLElement | null | undefined,
  lookForMs = LOOK_FOR_MS,
): () => void {
  const started = performance.now();
  let frame = 0;
  let before: Element | null = null;
  const attempt = (first: boolean) => {
    const active = document.activeElement;
    if (first) before = active;
    // A member who has moved focus meanwhile keeps it where they put it.
    else if (active !== before && active !== null && active !== document.body) return;
    const target = find();
    if (target?.isConnected) target.focus();
    else if (performance.now() - started < lookForMs) {
      frame = requestAnimationFrame(() => attempt(false));
    }
  };
  // After the current task, so it runs after a closing dialog's own focus handling.
  const timer = window.setTimeout(() => attempt(true), 0);
  return () => {
    window.clearTimeout(timer);
    cancelAnimationFrame(frame);
  };
}

/** The element that opened something: a menu item goes away with its menu, so its button. */
function openerOf(element: Element | null): HTMLElement | null {
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const menu = element.closest<HTMLElement>('[role="menu"]');
  const button = menu?.id
    ? document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menu.id)}"]`)
    : null;
  return button ?? element;
}

/**
 * For a dialog or anything that takes focus while open: when it closes (unmounts), however it
 * closes, focus goes back to what had it when it opened. When that is gone (the sign-in button
 * after signing in), `fallback` names where focus goes instead.
 */
export function useReturnFocus(fallback?: () => HTMLElement | null | undefined): void {
  const [opener] = useState(() => openerOf(document.activeElement));
  const [fallbackAtOpen] = useState(() => fallback);
  useEffect(
    () => () => {
      focusWhenReady(() => (opener?.isConnected ? opener : fallbackAtOpen?.()));
    },
    [opener, fallbackAtOpen],
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea';

/**
 * Where focus goes when the list item or table row holding `element` is deleted: the same control on the
 * next item (the one before when it was the last), else the first control there, else `orElse`.
 */
export function focusAfterRemoving(
  element: Element | null,
  orElse: () => HTMLElement | null = () => null,
): () => HTMLElement | null {
  const row = element?.closest('li, tr');
  const neighbour = row?.nextElementSibling ?? row?.previousElementSibling ?? null;
  const same = element?.getAttribute('data-row-action');
  return () =>
    (same && neighbour?.querySelector<HTMLElement>(`[data-row-action="${same}"]`)) ||
    neighbour?.querySelector<HTMLElement>(FOCUSABLE) ||
    orElse();
}
