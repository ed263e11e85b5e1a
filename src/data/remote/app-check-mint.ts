import { appCheckToken } from './app-check';
import { firebaseApp } from './firebase-app';

/**
 * A new App Check token for a page's REST read the server refused without one (page-reads.ts):
 * starts the Firebase app, and App Check with it, if nothing has yet. Loaded on that refusal
 * alone, with the Firebase app's chunk.
 */
export function mintAppCheckToken(): Promise<string | undefined> {
  firebaseApp();
  return appCheckToken();
}
