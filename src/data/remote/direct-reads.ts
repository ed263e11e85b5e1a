import {
  connectFirestoreEmulator,
  doc,
  getDoc,
  getFirestore,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore/lite';
import { firebaseApp, remoteConfig } from './firebase-app';

/**
 * One document read straight from the server, as one plain REST request (Firestore Lite), for
 * the sync engine's checks and re-reads:
 * - never the SDK's cache, which may predate an acknowledged write;
 * - not in a transaction: a transaction's reads are its commit's preconditions, and the
 *   documents read here (a post, the member's users document) are written by other replays
 *   side by side, each write voiding the commit, which then waits a backoff and runs again;
 * - not on the listen channel, which may still be backing off when the network comes back.
 * Lite signs its requests with the member's token, from the same app's Auth.
 */

let lite: Firestore | undefined;

export function liteFirestore(): Firestore {
  if (!lite) {
    lite = getFirestore(firebaseApp());
    if (remoteConfig.mode === 'emulator') {
      const { host, firestorePort } = remoteConfig.emulators;
      connectFirestoreEmulator(lite, host, firestorePort);
    }
  }
  return lite;
}

export interface DirectDocument {
  id: string;
  /** Undefined when the document does not exist. */
  data: DocumentData | undefined;
}

export async function readDocumentFromServer(path: string): Promise<DirectDocument> {
  const snapshot = await getDoc(doc(liteFirestore(), path));
  return { id: snapshot.id, data: snapshot.data() };
}
