import { liveQuery } from 'dexie';
import { followOutboxTally } from '../local/outbox-tally';
import { unreadCount } from '../local/notifications';

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
 * this device to be sent (as badgeCount adds them up), and clears when there are none. The writes
 * come from the device's one count of the outbox (outbox-tally.ts), the unread notifications from
 * their own live query, so an outbox write does not read the notifications again; the badge is set
 * only when the sum changes. Follows the device's database across tabs, and the member (`follow`
 * calls back when they change).
 */
export function followAppBadge(
  member: () => string | null,
  follow: (changed: () => void) => () => void,
  nav: BadgingNavigator = navigator,
): () => void {
  if (typeof nav.setAppBadge !== 'function' || typeof nav.clearAppBadge !== 'function') {
    return () => undefined;
  }
  const warn = (error: unknown) => console.warn('badge: cannot read the device', error);
  let stops: Array<() => void> = [];
  const stop = () => stops.forEach((each) => each());
  const start = () => {
    stop();
    const uid = member();
    // The writes waiting, then the unread notifications (none to read when signed out).
    const counts: Array<number | undefined> = [undefined, uid ? undefined : 0];
    let shown: number | undefined;
    const count = (part: number) => (value: number) => {
      counts[part] = value;
      const total = badgeTotal(counts);
      if (total === undefined || total === shown) return;
      shown = total;
      showBadge(total, nav).catch((error: unknown) => console.warn('badge', error));
    };
    const unread = uid
      ? liveQuery(() => unreadCount(uid)).subscribe({ next: count(1), error: warn })
      : null;
    stops = [
      followOutboxTally((tally) => count(0)(tally.total), warn),
      () => unread?.unsubscribe(),
    ];
  };
  start();
  const unfollow = follow(start);
  return () => {
    unfollow();
    stop();
  };
}

/** The badge's count once every part has answered (undefined before). */
export function badgeTotal(counts: ReadonlyArray<number | undefined>): number | undefined {
  let total = 0;
  for (const count of counts) {
    if (count === undefined) return undefined;
    total += count;
  }
  return total;
}
