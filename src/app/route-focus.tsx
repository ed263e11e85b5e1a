import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { focusWhenReady } from '../ui/use-return-focus';
import { MAIN_CONTENT_ID } from './skip-link';

/** The new screen's main heading once it has rendered (not a loading placeholder). */
function mainHeading(): HTMLElement | null {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main || main.querySelector('[aria-busy="true"]')) return null;
  return main.querySelector<HTMLElement>('h1');
}

/**
 * After a route change, focus goes to the new screen's main heading (the main region when it has
 * none), so the next Tab starts from the page and not from wherever the last one left it; a
 * live region says which page it is. The first load leaves focus alone: the skip link comes
 * first. Changes of the query alone (typing in the search box) are not route changes.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const [shown, setShown] = useState(pathname);
  const [changes, setChanges] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  if (shown !== pathname) {
    setShown(pathname);
    setChanges((n) => n + 1);
  }

  useEffect(() => {
    if (changes === 0) return;
    return focusWhenReady(() => {
      const heading = mainHeading();
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        setAnnouncement(heading.textContent ?? '');
        return heading;
      }
      return null;
    });
  }, [changes]);

  return (
    <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {announcement}
    </p>
  );
}
