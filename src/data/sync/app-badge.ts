import { liveQuery } from 'dexie';
import { badgeCount } from './notification-telling';

type BadgingNavigator = Navigator & {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

/** Sets the app icon's badge to `count`, or clears it at zero (Badging API, where supported). */
export function showBadge(count: number, nav: BadgingNavigator = navigator): Promise<void> {
  if (typeof nav.setAppBadge !== 'function' || typeof nav.clearAppBadge !== 'function')
    return Promise.resolve();
  return count > 0 ? nav.setAppBadge(count) : nav.clearAppBadge();
}

/**
 * The app icon's badge shows the signed-in member's unread notifications and the writes waiting on
 * this device to be sent (badgeCount), and clears when there are none. Follows the device's
 * database across tabs, and the member (`follow` calls back when they change).
 */
export function followAppBadge(
  member: () => string | null,
  follow: (changed: () => void) => () => void,
  nav: BadgingNavigator = navigator,
): () => void {
  if (typeof nav.setAppBadge !== 'function' || typeof nav.clearAppBadge !== 'function') {
    return () => undefined;
  }
  let subscription: { unsubscribe(): void } | undefined;
  const start = () => {
    subscription?.unsubscribe();
    const uid = member();
    subscription = liveQuery(() => badgeCount(uid)).subscribe({
      next: (count) =>
        showBadge(count, nav).catch((error: unknown) => console.warn('badge', error)),
      error: (error: unknown) => console.warn('badge: cannot read the device', error),
    });
  };
  start();
  const unfollow = follow(start);
  return () => {
    unfollow();
    subscription?.unsubscribe();
  };
}
