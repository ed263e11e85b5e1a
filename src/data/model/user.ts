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

/** The Firebase Auth account, reduced to what the app keeps (spec section 3). */
export interface AuthAccount {
  uid: string;
  email: string;
  displayName: string;
  photoURL: string;
  emailVerified: boolean;
}
