import {
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import type { Locale } from '../../i18n/catalogs';
import { isLocale } from '../../i18n/catalogs';
import { DISPLAY_NAME_MAX, storablePhotoURL, type UserDocument } from '../model/user';
import { memberFirestore } from './firestore-client';
import { optionalDateField, textField } from './firestore-fields';

// Only the member (or an admin) may read or write a users document: each command waits for
// Auth's restored session, so even one made on a page opened a moment ago carries the token.
const userRef = async (uid: string) => doc(await memberFirestore(), 'users', uid);

export function userFromFirestore(id: string, data: DocumentData): UserDocument {
  return {
    id,
    displayName: textField(data.displayName),
    email: textField(data.email),
    photoURL: textField(data.photoURL),
    language: isLocale(data.language) ? data.language : 'ko',
    ...(data.role === 'admin' ? { role: 'admin' as const } : {}),
    createdAt: optionalDateField(data.createdAt),
  };
}

export async function fetchUserDocument(uid: string): Promise<UserDocument | null> {
  const snapshot = await getDoc(await userRef(uid));
  return snapshot.exists() ? userFromFirestore(snapshot.id, snapshot.data()) : null;
}

type UserFields = Partial<Pick<UserDocument, 'displayName' | 'email' | 'photoURL' | 'language'>>;

/**
 * The fields as firestore.rules accept them: a photo only from the member's own Storage avatar
 * (otherwise empty: the identicon), a name of at most 64 characters.
 */
function storable<T extends UserFields>(uid: string, fields: T): T {
  return {
    ...fields,
    ...(fields.photoURL !== undefined ? { photoURL: storablePhotoURL(uid, fields.photoURL) } : {}),
    ...(fields.displayName !== undefined
      ? { displayName: fields.displayName.slice(0, DISPLAY_NAME_MAX) }
      : {}),
  };
}

export async function createUserDocument(
  uid: string,
  fields: { displayName: string; email: string; photoURL: string; language: Locale },
): Promise<void> {
  // createdAt is the server's clock (the rules refuse any other).
  await setDoc(await userRef(uid), { ...storable(uid, fields), createdAt: serverTimestamp() });
}

/** Updates some of a member's own fields; the role is never written from the app. */
export async function updateUserDocument(uid: string, fields: UserFields): Promise<void> {
  const clean = storable(uid, fields);
  try {
    await updateDoc(await userRef(uid), clean);
  } catch (error) {
    // An account made elsewhere (e.g. the Google popup) may not have its document yet.
    if ((error as { code?: string }).code !== 'not-found') throw error;
    await setDoc(await userRef(uid), { ...clean, createdAt: serverTimestamp() }, { merge: true });
  }
}
