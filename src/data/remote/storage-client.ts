import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { firebaseApp, remoteConfig } from './firebase';

// Storage's SDK sends its uploads with XMLHttpRequest, which exists only in a page; the service
// worker uploads over fetch instead (storage-fetch-uploads.ts).

let storage: FirebaseStorage | undefined;

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
