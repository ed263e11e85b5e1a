import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useNotifications } from '../lib/notifications';

const Toast = lazy(() => import('./toast').then((m) => ({ default: m.Toast })));

/** Notifications stack at the top; each leaves after its timeout (5 s by default). */
export function Notifications() {
  const intl = useIntl();
  const notifications = useNotifications();
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
