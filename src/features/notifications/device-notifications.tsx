import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { subscribeWebPush } from '../../data/sync/background-sync';
import { useSession } from '../auth';

type Permission = NotificationPermission | 'unsupported';

const permissionNow = (): Permission =>
  typeof Notification === 'undefined' || !('serviceWorker' in navigator)
    ? 'unsupported'
    : Notification.permission;

/**
 * "Notify me on this device": what system notifications are for, and the one place the app asks
 * for them, when the member chooses (never on a first visit, never unasked). Once allowed, the
 * member's service worker shows new notifications its periodic refresh finds with the app closed,
 * and a page of the app in the background shows those its listener brings.
 */
export function DeviceNotifications() {
  const [permission, setPermission] = useState<Permission>(permissionNow);
  const uid = useSession()?.uid;
  const ask = () => {
    void Notification.requestPermission().then(
      (answer) => {
        setPermission(answer);
        // Where the project sends Web Push, this device is subscribed now.
        if (answer === 'granted' && uid) subscribeWebPush(uid);
      },
      () => setPermission(permissionNow()),
    );
  };
  return (
    <section
      aria-labelledby="device-notifications-heading"
      className="flex flex-col gap-2 bg-surface-alt p-4"
      data-testid="device-notifications"
    >
      <h2 id="device-notifications-heading" className="text-lg">
        <FormattedMessage id="notifications.device.title" />
      </h2>
      <p className="text-sm">
        <FormattedMessage id="notifications.device.explain" />
      </p>
      {permission === 'default' ? (
        <button
          type="button"
          className="pixel-button self-start"
          onClick={ask}
          data-testid="notify-me"
        >
          <FormattedMessage id="notifications.device.enable" />
        </button>
      ) : (
        <p className="text-sm font-semibold" role="status" data-testid="device-permission">
          <FormattedMessage
            id={
              permission === 'granted'
                ? 'notifications.device.on'
                : permission === 'denied'
                  ? 'notifications.device.denied'
                  : 'notifications.device.unsupported'
            }
          />
        </p>
      )}
    </section>
  );
}
