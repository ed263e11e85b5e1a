/** The routed content area's id: the skip link's target, and where a screen's heading is. */
export const MAIN_CONTENT_ID = 'main-content';

/** The screen's main heading once it has rendered (not a loading placeholder). */
export function mainHeading(): HTMLElement | null {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main || main.querySelector('[aria-busy="true"]')) return null;
  return main.querySelector<HTMLElement>('h1');
}

/** A heading a script may focus (not Tab). */
export function focusable(heading: HTMLElement): HTMLElement {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  return heading;
}

/**
 * Whether this page was opened by following a link on this site, not typed, reloaded or opened
 * from elsewhere: a route change, as the app's own navigation is, so its heading takes the focus
 * (a page the browser loaded itself because the app's code had not come yet).
 */
export function arrivedByLink(): boolean {
  if (typeof document === 'undefined' || !document.referrer) return false;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (navigation?.type !== 'navigate') return false;
  try {
    return new URL(document.referrer).origin === location.origin;
  } catch {
    return false;
  }
}
