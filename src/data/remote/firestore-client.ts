import {
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  type Firestore,
} from 'firebase/firestore';
import { firebaseApp, remoteConfig } from './firebase';

// The full Firestore SDK (listeners, queries, the page's reads and writes). Replays use Firestore
// Lite instead (direct-reads.ts), which the service worker can carry.

let db: Firestore | undefined;

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
