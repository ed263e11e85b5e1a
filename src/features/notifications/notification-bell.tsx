import { useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { useUnreadCount } from '../../data/local/notifications';
import { BellIcon } from '../../ui/icons';

/**
 * The header's bell: a link to the member's notifications, with how many lines are unread (a
 * post's likes count once, muted members' not at all), live from the device. Load it with
 * React.lazy, for members only: it reads the device's database (a visitor's header has none).
 */
export function NotificationBell({ uid, className }: { uid: string; className: string }) {
  const intl = useIntl();
  const count = useUnreadCount(uid) ?? 0;
  return (
    <NavLink
      to="/notifications"
      className={`relative ${className}`}
      aria-label={intl.formatMessage({ id: 'nav.notificationsUnread' }, { count })}
      data-testid="notification-bell"
      data-count={count}
    >
      <BellIcon />
      {count > 0 && (
        // Drawn by CSS: the link's name is the words ("3 unread"), not the bare number.
        <span
          className="absolute top-0.5 right-0 min-w-4 bg-danger px-0.5 text-center text-[0.65rem] leading-4 font-bold text-surface before:content-[attr(data-short)]"
          aria-hidden="true"
          data-short={count > 99 ? '99+' : String(count)}
          data-testid="notification-badge"
        />
      )}
    </NavLink>
  );
}
