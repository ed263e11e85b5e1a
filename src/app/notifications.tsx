import { Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNotifications } from '../lib/notifications';
import { lazyComponent } from '../lib/lazy-component';

const loadToast = () => import('./toast');
const Toast = lazyComponent(loadToast, 'Toast');

/**
 * The toast's code stays off the first paint, but is fetched once the page is idle: most
 * notifications report what just happened offline ("Deleted.", "Saved."), when a first visit's
 * chunks could no longer be fetched.
 */
function useToastWarmUp(): void {
  useEffect(() => {
    const warm = () => void loadToast().catch(() => undefined);
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(warm, { timeout: 3_000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(warm, 1_000);
    return () => clearTimeout(timer);
  }, []);
}

/** Notifications stack at the top; each leaves after its timeout (5 s by default). */
export function Notifications() {
  const intl = useIntl();
  const notifications = useNotifications();
  useToastWarmUp();
  return (
    <section
      aria-label={intl.formatMessage({ id: 'notify.region' })}
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-3 z-[60] mx-auto flex w-[min(28rem,calc(100vw-1.5rem))] flex-col gap-2"
    >
      <Suspense fallback={null}>
        {notifications.map((n) => (
          <Toast key={n.id} notification={n} />
        ))}
      </Suspense>
    </section>
  );
}
