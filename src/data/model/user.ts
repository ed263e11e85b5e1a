import type { Locale } from '../../i18n/catalogs';

/** `users/{uid}` as the app reads it: createdAt converted to a date, returned with its id. */
export interface UserDocument {
  id: string;
  displayName: string;
  email: string;
  photoURL: string;
  language: Locale;
  role?: 'admin';
  createdAt: Date | null;
}

/** The Firebase Auth account, reduced to what the app keeps. */
export interface AuthAccount {
  uid: string;
  email: string;
  displayName: string;
  photoURL: string;
  emailVerified: boolean;
}

/**
 * Where a member's photo may point (firestore.rules check the same): nowhere (empty: the app
 * draws the identicon generated from the uid) or the member's own avatar in Storage.
 */
export function isOwnPhotoURL(uid: string, url: string): boolean {
  if (url === '') return true;
  if (url.length > 500) return false;
  const host = String.raw`(https://firebasestorage\.googleapis\.com|http://(127\.0\.0\.1|localhost):[0-9]+)`;
  const pattern = new RegExp(
    String.raw`^${host}/v0/b/[A-Za-z0-9._-]+/o/users%2F${uid}%2Fimages%2Favatar\.jpg\?alt=media(&token=[A-Za-z0-9-]+)?$`,
  );
  return pattern.test(url);
}

/** The photo to store for a member: theirs when the rules accept it, else the identicon. */
export const storablePhotoURL = (uid: string, url: string): string =>
  isOwnPhotoURL(uid, url) ? url : '';

/** The longest name kept (firestore.rules: 64 characters). */
export const DISPLAY_NAME_MAX = 64;
