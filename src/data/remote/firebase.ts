import {
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  type Firestore,
} from 'firebase/firestore';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  inMemoryPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { firebaseApp, remoteConfig } from './firebase-app';

// This module is only ever imported dynamically (see ./index.ts), so Firebase stays out of the
// first paint. Each getter creates its service once, on first use.

export { firebaseApp, remoteConfig };

let db: Firestore | undefined;
let auth: Auth | undefined;
let storage: FirebaseStorage | undefined;

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

export function firebaseAuth(): Auth {
  if (!auth) {
    auth =
      typeof window === 'undefined'
        ? // Node (integration tests, benchmarks): no browser storage or popups.
          initializeAuth(firebaseApp(), { persistence: inMemoryPersistence })
        : initializeAuth(firebaseApp(), {
            // No popupRedirectResolver here: with one, Auth loads Google's gapi script on every
            // mobile page load. The Google popup passes it when a member asks (auth.ts).
            persistence: [indexedDBLocalPersistence, browserLocalPersistence],
          });
    if (remoteConfig.mode === 'emulator') {
      const { host, authPort } = remoteConfig.emulators;
      connectAuthEmulator(auth, `http://${host}:${authPort}`, { disableWarnings: true });
    }
  }
  return auth;
}

export function firebaseStorage(): FirebaseStorage {
  if (!storage) {
    storage = getStorage(firebaseApp());
    if (remoteConfig.mode === 'emulator') {
      const { host, storagePort } = remoteConfig.emulators;
      connectStorageEmulator(storage, host, storagePort);
    }
  }
  return storage;
}
