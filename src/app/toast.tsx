import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { dismissNotification, type AppNotification } from '../lib/notifications';
import { CloseIcon } from '../ui/icons';

const TONE: Record<AppNotification['tone'], string> = {
  info: 'border-primary',
  success: 'border-accent',
  error: 'border-danger',
};

/** One notification; loaded with the first one, not with the first paint. */
export function Toast({ notification }: { notification: AppNotification }) {
  const intl = useIntl();
  const { id, timeoutMs } = notification;
  useEffect(() => {
    if (timeoutMs <= 0) return;
    const timer = setTimeout(() => dismissNotification(id), timeoutMs);
    return () => clearTimeout(timer);
  }, [id, timeoutMs]);
  return (
    <div
      className={`pointer-events-auto flex items-start gap-3 border-2 border-l-8 bg-surface px-4 py-3 shadow-[4px_4px_0_0_var(--color-line)] ${TONE[notification.tone]}`}
      data-testid="notification"
    >
      <p className="flex-1">
        <FormattedMessage
          id={notification.messageKey}
          {...(notification.values ? { values: notification.values } : {})}
        />
      </p>
      <button
        type="button"
        className="-m-1 inline-flex min-h-6 min-w-6 items-center justify-center p-1 hover:text-primary"
        aria-label={intl.formatMessage({ id: 'notify.close' })}
        onClick={() => dismissNotification(id)}
      >
        <CloseIcon width="14" height="14" />
      </button>
    </div>
  );
}
