import { initializeApp, type FirebaseApp } from 'firebase/app';
import { readRemoteConfig } from './config';

// Shared by the full SDK (./firebase) and Firestore Lite (./direct-reads), so neither pulls the
// other in.

export const remoteConfig = readRemoteConfig(import.meta.env);

let app: FirebaseApp | undefined;

export function firebaseApp(): FirebaseApp {
  app ??= initializeApp(remoteConfig.options);
  return app;
}
