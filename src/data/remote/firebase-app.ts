import { initializeApp, type FirebaseApp } from 'firebase/app';
import { readRemoteConfig } from './config';

// Shared by the full SDK (./firebase) and Firestore Lite (./direct-reads), so neither pulls the
// other in.

export const remoteConfig = readRemoteConfig(import.meta.env);

let app: FirebaseApp | undefined;

/**
 * The app's name: its own in the worker that counts a visitor's views (hits-worker.ts), so the
 * anonymous session it keeps for that is stored apart from the page's (Auth keys a session by
 * the app's name). Stored under the page's, it could land after a member's sign-in made
 * meanwhile on the page, and replace the member. The service worker reads the page's session.
 */
const APP_NAME = 'DedicatedWorkerGlobalScope' in globalThis ? 'views' : undefined;

export function firebaseApp(): FirebaseApp {
  app ??= initializeApp(remoteConfig.options, ...(APP_NAME ? [APP_NAME] : []));
  return app;
}
