import { atom } from 'jotai/vanilla';
import { appStore, useAppAtom } from '../../lib/app-store';

export type AuthView = 'sign-in' | 'sign-up' | 'find-password';

export interface AuthDialogState {
  open: boolean;
  view: AuthView;
  /** Where to go after signing in (the page a signed-out visitor asked for). */
  returnTo: string | null;
}

const CLOSED: AuthDialogState = { open: false, view: 'sign-in', returnTo: null };

export const authDialogAtom = atom<AuthDialogState>(CLOSED);

export const useAuthDialog = (): AuthDialogState => useAppAtom(authDialogAtom);

export function openAuthDialog(view: AuthView = 'sign-in', returnTo: string | null = null): void {
  appStore.set(authDialogAtom, { open: true, view, returnTo });
}

/** A view-change request from inside the dialog. */
export function changeAuthView(view: AuthView): void {
  appStore.set(authDialogAtom, { ...appStore.get(authDialogAtom), view });
}

/** Closing always resets the view to sign-in. */
export function closeAuthDialog(): void {
  appStore.set(authDialogAtom, CLOSED);
}
