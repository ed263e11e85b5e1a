import { initializeApp, type FirebaseApp } from 'firebase/app';
import { readRemoteConfig } from './config';
import { remoteEnv } from './remote-env';
import { startAppCheck } from './app-check';

// Shared by the full SDK (./firebase) and Firestore Lite (./direct-reads), so neither pulls the
// other in.

export const remoteConfig = readRemoteConfig(remoteEnv);

let app: FirebaseApp | undefined;

/**
 * The app's name: its own in the worker that counts a visitor's views (hits-worker.ts), so the
 * anonymous session it keeps for that is stored apart from the page's (Auth keys a session by
 * the app's name). Stored under the page's, it could land after a member's sign-in made
 * meanwhile on the page, and replace the member. The service worker reads the page's session.
 */
const APP_NAME = 'DedicatedWorkerGlobalScope' in globalThis ? 'views' : undefined;

/**
 * The Firebase app, with App Check started on it (app-check.ts) before anything asks for
 * Firestore, Storage or Auth, so their first request already carries its token.
 */
export function firebaseApp(): FirebaseApp {
  if (!app) {
    app = initializeApp(remoteConfig.options, ...(APP_NAME ? [APP_NAME] : []));
    startAppCheck(app);
  }
  return app;
}
