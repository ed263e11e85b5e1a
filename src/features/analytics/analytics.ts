import { loadRemote } from '../../data/remote';
import { appStore } from '../../lib/app-store';
import { analyticsAllowed, analyticsOptOutAtom } from './analytics-consent';

/** The events the product reports. */
export type AnalyticsEventName = 'page_view' | 'sign_up' | 'login' | 'post_create' | 'search';
export type AnalyticsParams = Readonly<Record<string, string | number | boolean>>;

type RemoteApi = Awaited<ReturnType<typeof loadRemote>>;
type RemoteAnalytics = Awaited<ReturnType<RemoteApi['loadAnalytics']>>;

let remote: Promise<RemoteAnalytics> | undefined;

function remoteAnalytics(): Promise<RemoteAnalytics> {
  remote ??= loadRemote().then((api) => api.loadAnalytics());
  return remote;
}

/**
 * Sends one event to Firebase Analytics, when a measurement id is configured and the member has
 * not opted out; otherwise returns at once and loads nothing. Never throws: analytics must not
 * break what the member is doing.
 */
export function trackEvent(name: AnalyticsEventName, params: AnalyticsParams = {}): void {
  if (!analyticsAllowed()) return;
  remoteAnalytics()
    .then((analytics) => analytics.sendAnalyticsEvent(name, params))
    .catch((error: unknown) => console.warn('analytics event not sent', error));
}

export function trackPageView(path: string): void {
  trackEvent('page_view', { page_path: path, page_location: window.location.href });
}

// Opting out after analytics has started also stops the SDK's own collection in this session.
appStore.sub(analyticsOptOutAtom, () => {
  if (!remote) return;
  const enabled = analyticsAllowed();
  remote
    .then((analytics) => analytics.setAnalyticsCollection(enabled))
    .catch((error: unknown) => console.warn('analytics setting not applied', error));
});
