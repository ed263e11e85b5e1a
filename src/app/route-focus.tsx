import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { focusWhenReady } from '../ui/use-return-focus';
import { arrivedByLink, focusable, mainHeading } from '../lib/main-heading';

/** How long a route that names an element (`#id`) waits for it before the heading. */
const ANCHOR_WAIT_MS = 1500;
/** How long after that the element, shown late (a slow phone, a slow read), still takes focus. */
const ANCHOR_LATE_MS = 15_000;

/**
 * After a route change, focus goes to the new screen's main heading (the main region when it has
 * none), so the next Tab starts from the page and not from wherever the last one left it; a
 * live region says which page it is. A first load leaves focus alone, the skip link first,
 * unless it followed a link on this site (the browser's own navigation, the app's code not there
 * yet): that is a route change too. Changes of the query alone (typing in the search box) are not.
 * A route that names an element of its page (`#id`: a notification's comment, on a first load
 * too) focuses that element once the screen shows it, which brings it into view; shown late, the
 * heading has the focus meanwhile, and gives it to the element when it comes.
 */
export function RouteFocus() {
  const { pathname, hash } = useLocation();
  const anchor = fragmentId(hash);
  const place = `${pathname}#${anchor}`;
  const [shown, setShown] = useState(place);
  const [changes, setChanges] = useState(() => (arrivedByLink() || anchor ? 1 : 0));
  const [announcement, setAnnouncement] = useState('');
  if (shown !== place) {
    setShown(place);
    setChanges((n) => n + 1);
  }

  useEffect(() => {
    if (changes === 0) return;
    const started = performance.now();
    const anchorId = anchor;
    let stopLate = () => {};
    const stop = focusWhenReady(() => {
      const heading = mainHeading();
      if (!heading) return null;
      const target = anchorId ? document.getElementById(anchorId) : null;
      if (anchorId && !target && performance.now() - started < ANCHOR_WAIT_MS) return null;
      setAnnouncement(heading.textContent ?? '');
      if (target) return target;
      // Shown later, the element takes the focus from the heading (unless the member moved it).
      if (anchorId)
        stopLate = focusWhenReady(() => document.getElementById(anchorId), ANCHOR_LATE_MS);
      return focusable(heading);
    });
    return () => {
      stop();
      stopLate();
    };
    // `anchor` is part of `changes`' cause (`place`).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [changes]);

  return (
    <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {announcement}
    </p>
  );
}

/** The element id a URL's fragment names ('' for none). */
function fragmentId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return '';
  }
}
