import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { firebaseApp, remoteConfig } from './firebase-app';
import { memberFirestore } from './firestore-client';

// Web Push through Firebase Cloud Messaging, for a real project with a VAPID key
// (VITE_FCM_VAPID_KEY; docs/notifications.md). The emulators have no Cloud Messaging: there, and
// without the key, none of this loads, and notifications reach the member in the app and through
// the member's worker's periodic refresh.

const VAPID_KEY = import.meta.env.VITE_FCM_VAPID_KEY as string | undefined;

/** Whether this build sends Web Push: a real project and a VAPID key. */
export const webPushConfigured = (): boolean =>
  Boolean(VAPID_KEY) && remoteConfig.mode === 'project';

/**
 * Subscribes the member's worker (`registration`) to Web Push and stores the device's token where
 * the project's function finds it (`users/{uid}/pushTokens/{token}`, the member's own). Asked
 * once notifications are allowed, and again at each sign-in (tokens change). False where it
 * cannot be had.
 */
export async function registerWebPush(
  uid: string,
  registration: ServiceWorkerRegistration,
): Promise<boolean> {
  if (!VAPID_KEY || remoteConfig.mode !== 'project') return false;
  const { getMessaging, getToken, isSupported } = await import('firebase/messaging');
  if (!(await isSupported())) return false;
  const token = await getToken(getMessaging(firebaseApp()), {
    vapidKey: VAPID_KEY,
    serviceWorkerRegistration: registration,
  });
  if (!token) return false;
  await setDoc(doc(await memberFirestore(), 'users', uid, 'pushTokens', token), {
    createdAt: serverTimestamp(),
  });
  return true;
}
