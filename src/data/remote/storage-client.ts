import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { firebaseApp, firebaseAuth, remoteConfig } from './firebase';

// Storage's SDK sends its uploads with XMLHttpRequest, which exists only in a page; the service
// worker uploads over fetch instead (storage-fetch-uploads.ts).

let storage: FirebaseStorage | undefined;

/**
 * Storage, with Firebase Auth started first. Storage asks a started Auth for the member's token
 * before each request, and Auth answers once it has restored the saved session; an Auth not yet
 * started is not asked, and the request would go without the token (the rules refuse it). Only
 * members use Storage, so no visitor waits on Auth for it.
 */
export function firebaseStorage(): FirebaseStorage {
  firebaseAuth();
  if (!storage) {
    storage = getStorage(firebaseApp());
    if (remoteConfig.mode === 'emulator') {
      const { host, storagePort } = remoteConfig.emulators;
      connectStorageEmulator(storage, host, storagePort);
    }
  }
  return storage;
}
