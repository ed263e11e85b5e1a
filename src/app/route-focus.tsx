import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { focusWhenReady } from '../ui/use-return-focus';
import { arrivedByLink, focusable, mainHeading } from '../lib/main-heading';

/**
 * After a route change, focus goes to the new screen's main heading (the main region when it has
 * none), so the next Tab starts from the page and not from wherever the last one left it; a
 * live region says which page it is. A first load leaves focus alone, the skip link first,
 * unless it followed a link on this site (the browser's own navigation, the app's code not there
 * yet): that is a route change too. Changes of the query alone (typing in the search box) are not.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const [shown, setShown] = useState(pathname);
  const [changes, setChanges] = useState(() => (arrivedByLink() ? 1 : 0));
  const [announcement, setAnnouncement] = useState('');
  if (shown !== pathname) {
    setShown(pathname);
    setChanges((n) => n + 1);
  }

  useEffect(() => {
    if (changes === 0) return;
    return focusWhenReady(() => {
      const heading = mainHeading();
      if (!heading) return null;
      setAnnouncement(heading.textContent ?? '');
      return focusable(heading);
    });
  }, [changes]);

  return (
    <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {announcement}
    </p>
  );
}
