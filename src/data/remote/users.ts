import {
  doc,
  getDoc,
  runTransaction,
  serverTimestamp,
  Timestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
  type FieldValue,
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

/**
 * A member's public profile (`profiles/{uid}`, what their member page shows anyone): exactly the
 * name, photo and join date of their private users document. firestore.rules accept a change to
 * those fields only with the profile written to match in the same commit, so every write of them
 * below writes both.
 */
const profileOf = (
  uid: string,
  user: { displayName: string; photoURL: string },
  createdAt: Timestamp | FieldValue,
) => ({
  displayName: user.displayName.slice(0, DISPLAY_NAME_MAX),
  photoURL: storablePhotoURL(uid, user.photoURL),
  createdAt,
});

export async function createUserDocument(
  uid: string,
  fields: { displayName: string; email: string; photoURL: string; language: Locale },
): Promise<void> {
  const db = await memberFirestore();
  const clean = storable(uid, fields);
  // createdAt is the server's clock (the rules refuse any other): the same in both documents.
  const batch = writeBatch(db);
  batch.set(doc(db, 'users', uid), { ...clean, createdAt: serverTimestamp() });
  batch.set(doc(db, 'profiles', uid), profileOf(uid, clean, serverTimestamp()));
  await batch.commit();
}

/** Updates some of a member's own fields; the role is never written from the app. */
export async function updateUserDocument(uid: string, fields: UserFields): Promise<void> {
  const clean = storable(uid, fields);
  if (clean.displayName === undefined && clean.photoURL === undefined) {
    try {
      await updateDoc(await userRef(uid), clean);
      return;
    } catch (error) {
      // An account made elsewhere (e.g. the Google popup) may not have its document yet.
      if ((error as { code?: string }).code !== 'not-found') throw error;
    }
  }
  await writeWithProfile(uid, clean);
}

/**
 * Makes the public profile of a member who has none (a member from before profiles), from their
 * users document, when they sign in. Two reads; nothing written when it is there.
 */
export async function ensurePublicProfile(uid: string): Promise<void> {
  await writeWithProfile(uid, {}, { onlyWhenMissing: true });
}

/**
 * Writes `fields` to the member's users document (creating it if an account made elsewhere has
 * none) and their profile to match, in one transaction: the profile's join date is the users
 * document's (set now, once, where it has none).
 */
async function writeWithProfile(
  uid: string,
  fields: UserFields,
  { onlyWhenMissing = false } = {},
): Promise<void> {
  const db = await memberFirestore();
  const user = doc(db, 'users', uid);
  const profile = doc(db, 'profiles', uid);
  await runTransaction(db, async (tx) => {
    const current = await tx.get(user);
    if (onlyWhenMissing && (!current.exists() || (await tx.get(profile)).exists())) return;
    const data: DocumentData = current.data() ?? {};
    const joined = data.createdAt instanceof Timestamp ? data.createdAt : null;
    const createdAt = joined ?? serverTimestamp();
    const merged = {
      displayName: fields.displayName ?? textField(data.displayName),
      photoURL: fields.photoURL ?? textField(data.photoURL),
    };
    const shown = profileOf(uid, merged, createdAt);
    // A name or photo the rules no longer accept (written before them) is mended in both.
    const next: DocumentData = {
      ...fields,
      ...(shown.displayName !== textField(data.displayName)
        ? { displayName: shown.displayName }
        : {}),
      ...(shown.photoURL !== textField(data.photoURL) ? { photoURL: shown.photoURL } : {}),
      ...(joined ? {} : { createdAt }),
    };
    if (!current.exists()) tx.set(user, next);
    else if (Object.keys(next).length > 0) tx.update(user, next);
    tx.set(profile, shown);
  });
}
