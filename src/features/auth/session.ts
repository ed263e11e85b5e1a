import type { Locale } from '../../i18n/catalogs';
import { isLocale } from '../../i18n/catalogs';
import { appStore, atomWithLocalStorage, useAppAtomAfterHydration } from '../../lib/app-store';

/** The signed-in member as the app keeps it, stored under `auth/user`. */
export interface SessionUser {
  uid: string;
  photoURL: string;
  displayName: string;
  email: string;
  emailVerified: boolean;
  language: Locale;
  role?: 'admin';
}

import { SESSION_STORAGE_KEY } from './session-key';

export { SESSION_STORAGE_KEY };

export function parseSessionUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SessionUser> | null;
    if (!value || typeof value.uid !== 'string' || value.uid === '') return null;
    return {
      uid: value.uid,
      photoURL: String(value.photoURL ?? ''),
      displayName: String(value.displayName ?? ''),
      email: String(value.email ?? ''),
      emailVerified: value.emailVerified === true,
      language: isLocale(value.language) ? value.language : 'ko',
      ...(value.role === 'admin' ? { role: 'admin' as const } : {}),
    };
  } catch {
    return null;
  }
}

/** The session, or null when signed out; saved under `auth/user` on every change. */
export const sessionAtom = atomWithLocalStorage<SessionUser | null>(
  SESSION_STORAGE_KEY,
  parseSessionUser,
);

export const getSession = (): SessionUser | null => appStore.get(sessionAtom);
export const setSession = (session: SessionUser | null): void => appStore.set(sessionAtom, session);
/** Signed out while prerendered pages hydrate (they show the visitor's view), then the saved one. */
export const useSession = (): SessionUser | null => useAppAtomAfterHydration(sessionAtom, null);

/** True only when signed in and the member is the content's owner. */
export function isOwner(session: SessionUser | null, ownerUid: string | null | undefined): boolean {
  return (
    session !== null && typeof ownerUid === 'string' && ownerUid !== '' && session.uid === ownerUid
  );
}
