import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  inMemoryPersistence,
  initializeAuth,
  type Auth,
  type User,
} from 'firebase/auth';
import { firebaseApp, remoteConfig } from './firebase-app';

// The Firebase app (firebase-app.ts) and the member's session: all that both the page and the service worker need.
// The full Firestore SDK (firestore-client.ts) and Storage (storage-client.ts) are apart, so the
// worker's replay (sync-writes.ts over Firestore's REST API) carries neither. In the page this module is
// only ever imported dynamically (see ./index.ts), so Firebase stays out of the first paint. Each
// getter creates its service once, on first use.

export { firebaseApp, remoteConfig };

let auth: Auth | undefined;

/**
 * True in a worker: the service worker, which reads the session the page stored in IndexedDB, and
 * the one that counts a visitor's views (hits-worker.ts), which keeps its anonymous session there
 * (under an app name of its own: firebase-app.ts), so the next visit is the same viewer.
 */
const inWorker = () => 'WorkerGlobalScope' in globalThis;

export function firebaseAuth(): Auth {
  if (!auth) {
    auth =
      typeof window !== 'undefined'
        ? initializeAuth(firebaseApp(), {
            // No popupRedirectResolver here: with one, Auth loads Google's gapi script on every
            // mobile page load. The Google popup passes it when a member asks (auth.ts).
            persistence: [indexedDBLocalPersistence, browserLocalPersistence],
          })
        : inWorker()
          ? initializeAuth(firebaseApp(), { persistence: indexedDBLocalPersistence })
          : // Node (integration tests, benchmarks): no browser storage or popups.
            initializeAuth(firebaseApp(), { persistence: inMemoryPersistence });
    if (remoteConfig.mode === 'emulator') {
      const { host, authPort } = remoteConfig.emulators;
      connectAuthEmulator(auth, `http://${host}:${authPort}`, { disableWarnings: true });
    }
  }
  return auth;
}

/**
 * Auth, once it has restored the member's saved session. A call that needs the member's token
 * waits for this: on a page opened a moment ago Auth may not have read the session back yet, and
 * the request would go out without the token and the rules would refuse it.
 */
export async function whenAuthRestored(): Promise<Auth> {
  await firebaseAuth().authStateReady();
  return firebaseAuth();
}

/** Auth's user (null when nobody is signed in), once Auth has restored the saved session. */
export async function restoredUser(): Promise<User | null> {
  return (await whenAuthRestored()).currentUser;
}
