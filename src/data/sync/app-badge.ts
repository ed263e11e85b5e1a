import { liveQuery } from 'dexie';
import { db } from '../local/database';

type BadgingNavigator = Navigator & {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

/**
 * The app icon's badge shows how many writes wait on this device to be sent (Badging API,
 * where supported), and clears when all are saved. Follows the outbox across tabs.
 */
export function followAppBadge(nav: BadgingNavigator = navigator): () => void {
  if (typeof nav.setAppBadge !== 'function' || typeof nav.clearAppBadge !== 'function') {
    return () => undefined;
  }
  const set = nav.setAppBadge.bind(nav);
  const clear = nav.clearAppBadge.bind(nav);
  const subscription = liveQuery(() => db.outbox.count()).subscribe({
    next: (waiting) => {
      (waiting > 0 ? set(waiting) : clear()).catch((error: unknown) =>
        console.warn('badge', error),
      );
    },
    error: (error: unknown) => console.warn('badge: cannot read the outbox', error),
  });
  return () => subscription.unsubscribe();
}
