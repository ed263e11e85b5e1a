import {
  initializeAnalytics,
  isSupported,
  logEvent,
  setAnalyticsCollectionEnabled,
  type Analytics,
} from 'firebase/analytics';
import { firebaseApp, remoteConfig } from './firebase';

// Loaded on its own (remote-api exports only a loader), so the Analytics SDK is fetched only
// when the app decides to send something.

let instance: Promise<Analytics | null> | undefined;

/** Analytics for a real project with a measurement id; null with the emulators or where unsupported. */
function analytics(): Promise<Analytics | null> {
  instance ??= (async () => {
    if (remoteConfig.mode !== 'project' || !remoteConfig.options.measurementId) return null;
    if (!(await isSupported())) return null;
    // The app reports page views itself on every route change; gtag's own would count the first twice.
    return initializeAnalytics(firebaseApp(), { config: { send_page_view: false } });
  })();
  return instance;
}

export async function sendAnalyticsEvent(
  name: string,
  params: Readonly<Record<string, string | number | boolean>>,
): Promise<void> {
  const ready = await analytics();
  if (ready) logEvent(ready, name, { ...params });
}

export async function setAnalyticsCollection(enabled: boolean): Promise<void> {
  const ready = await analytics();
  if (ready) setAnalyticsCollectionEnabled(ready, enabled);
}
