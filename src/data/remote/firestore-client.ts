import {
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  type Firestore,
} from 'firebase/firestore';
import { firebaseApp, remoteConfig, whenAuthRestored } from './firebase';

// The full Firestore SDK (listeners, queries, the page's reads and writes). Replays use Firestore
// Lite instead (direct-reads.ts), which the service worker can carry.

let db: Firestore | undefined;

/**
 * Firestore for reads anyone may make (a visitor's search, a post's comments). It does not start
 * Firebase Auth: started, Auth would hold Firestore's first request until it had read back the
 * saved session, and a visitor has none. A command that needs the member's token takes
 * memberFirestore() instead.
 */
export function firestore(): Firestore {
  if (!db) {
    // Memory cache only: Dexie is the one durable store on the device (see src/data/sync/README.md).
    db = initializeFirestore(firebaseApp(), { localCache: memoryLocalCache() });
    if (remoteConfig.mode === 'emulator') {
      const { host, firestorePort } = remoteConfig.emulators;
      connectFirestoreEmulator(db, host, firestorePort);
    }
  }
  return db;
}

/**
 * Firestore once Firebase Auth has restored the saved session, for a command that needs the
 * member's token: on a page opened a moment ago the command may be the first to start Auth, and
 * Firestore would send it without the token (the rules refuse it). The wait comes with the
 * instance, so a command that takes it cannot leave the wait out.
 */
export async function memberFirestore(): Promise<Firestore> {
  await whenAuthRestored();
  return firestore();
}
