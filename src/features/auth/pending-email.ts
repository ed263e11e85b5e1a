import { appStore, atomWithLocalStorage, useAppAtom } from '../../lib/app-store';

export const PENDING_EMAIL_STORAGE_KEY = 'auth/pendingEmail';

/** The address a change of email was asked for, until the member opens the link sent to it. */
export const pendingEmailAtom = atomWithLocalStorage<string | null>(
  PENDING_EMAIL_STORAGE_KEY,
  (raw) => raw || null,
  (value) => value ?? '',
);
export const getPendingEmail = (): string | null => appStore.get(pendingEmailAtom);
export const setPendingEmail = (email: string | null): void =>
  appStore.set(pendingEmailAtom, email);
export const usePendingEmail = (): string | null => useAppAtom(pendingEmailAtom);
