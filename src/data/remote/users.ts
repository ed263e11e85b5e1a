import {
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import type { Locale } from '../../i18n/catalogs';
import { isLocale } from '../../i18n/catalogs';
import type { UserDocument } from '../model/user';
import { firestore } from './firebase';

const userRef = (uid: string) => doc(firestore(), 'users', uid);

export function userFromFirestore(id: string, data: DocumentData): UserDocument {
  return {
    id,
    displayName: String(data.displayName ?? ''),
    email: String(data.email ?? ''),
    photoURL: String(data.photoURL ?? ''),
    language: isLocale(data.language) ? data.language : 'ko',
    ...(data.role === 'admin' ? { role: 'admin' as const } : {}),
    createdAt: data.createdAt instanceof Timestamp ? data.createdAt.toDate() : null,
  };
}

export async function fetchUserDocument(uid: string): Promise<UserDocument | null> {
  const snapshot = await getDoc(userRef(uid));
  return snapshot.exists() ? userFromFirestore(snapshot.id, snapshot.data()) : null;
}

export async function createUserDocument(
  uid: string,
  fields: { displayName: string; email: string; photoURL: string; language: Locale },
): Promise<void> {
  await setDoc(userRef(uid), { ...fields, createdAt: serverTimestamp() });
}

/** Updates some of a member's own fields; the role is never written from the app. */
export async function updateUserDocument(
  uid: string,
  fields: Partial<Pick<UserDocument, 'displayName' | 'email' | 'photoURL' | 'language'>>,
): Promise<void> {
  try {
    await updateDoc(userRef(uid), fields);
  } catch (error) {
    // An account made elsewhere (e.g. the Google popup) may not have its document yet.
    if ((error as { code?: string }).code !== 'not-found') throw error;
    await setDoc(userRef(uid), { ...fields, createdAt: serverTimestamp() }, { merge: true });
  }
}
