import { appStore, atomWithLocalStorage, useAppAtom } from '../../lib/app-store';

export const ANALYTICS_OPT_OUT_KEY = 'analytics/optOut';

/** Set at build time (VITE_FIREBASE_MEASUREMENT_ID); without it analytics never loads. */
export const MEASUREMENT_ID = String(import.meta.env.VITE_FIREBASE_MEASUREMENT_ID ?? '').trim();

/** Analytics runs only with a measurement id and only for a member who has not opted out. */
export function shouldSendAnalytics(measurementId: string, optedOut: boolean): boolean {
  return measurementId !== '' && !optedOut;
}

/** The member's choice, kept on this device; absent means not opted out. */
export const analyticsOptOutAtom = atomWithLocalStorage<boolean>(
  ANALYTICS_OPT_OUT_KEY,
  (raw) => raw === 'true',
  (value) => String(value),
);

export const useAnalyticsOptOut = (): boolean => useAppAtom(analyticsOptOutAtom);
export const setAnalyticsOptOut = (optedOut: boolean): void =>
  appStore.set(analyticsOptOutAtom, optedOut);

export function analyticsAllowed(): boolean {
  return shouldSendAnalytics(MEASUREMENT_ID, appStore.get(analyticsOptOutAtom));
}
