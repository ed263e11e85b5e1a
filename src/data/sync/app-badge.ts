import { liveQuery } from 'dexie';
import { badgeParts } from './notification-telling';

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
 * this device to be sent (badgeParts), and clears when there are none. Each part is its own live
 * query, and the badge is set only when their sum changes. Follows the device's database across
 * tabs, and the member (`follow` calls back when they change).
 */
export function followAppBadge(
  member: () => string | null,
  follow: (changed: () => void) => () => void,
  nav: BadgingNavigator = navigator,
): () => void {
  if (typeof nav.setAppBadge !== 'function' || typeof nav.clearAppBadge !== 'function') {
    return () => undefined;
  }
  let subscriptions: Array<{ unsubscribe(): void }> = [];
  const stop = () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  const start = () => {
    stop();
    const parts = badgeParts(member());
    const counts: Array<number | undefined> = parts.map(() => undefined);
    let shown: number | undefined;
    subscriptions = parts.map((part, i) =>
      liveQuery(part).subscribe({
        next: (count) => {
          counts[i] = count;
          const total = badgeTotal(counts);
          if (total === undefined || total === shown) return;
          shown = total;
          showBadge(total, nav).catch((error: unknown) => console.warn('badge', error));
        },
        error: (error: unknown) => console.warn('badge: cannot read the device', error),
      }),
    );
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
