import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { analyticsAllowed } from './analytics-consent';

/**
 * Reports a page view on every route change. Mounted once in the app shell, so it stays tiny:
 * the analytics code loads only when analytics is configured and allowed.
 */
export function PageViewTracker() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!analyticsAllowed()) return;
    import('./analytics')
      .then(({ trackPageView }) => trackPageView(pathname))
      .catch((error: unknown) => console.warn('page view not sent', error));
  }, [pathname]);
  return null;
}
