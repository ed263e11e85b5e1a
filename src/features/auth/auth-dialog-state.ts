import { createExternalStore, useStore } from '../../lib/external-store';

export type AuthView = 'sign-in' | 'sign-up' | 'find-password';

export interface AuthDialogState {
  open: boolean;
  view: AuthView;
  /** Where to go after signing in (the page a signed-out visitor asked for). */
  returnTo: string | null;
}

const CLOSED: AuthDialogState = { open: false, view: 'sign-in', returnTo: null };

const authDialogStore = createExternalStore<AuthDialogState>(CLOSED);

export const useAuthDialog = (): AuthDialogState => useStore(authDialogStore);

export function openAuthDialog(view: AuthView = 'sign-in', returnTo: string | null = null): void {
  authDialogStore.set({ open: true, view, returnTo });
}

/** A view-change request from inside the dialog. */
export function changeAuthView(view: AuthView): void {
  authDialogStore.set({ ...authDialogStore.get(), view });
}

/** Closing always resets the view to sign-in (spec section 2). */
export function closeAuthDialog(): void {
  authDialogStore.set(CLOSED);
}
