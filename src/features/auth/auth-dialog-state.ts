import { createExternalStore, useStore } from '../../lib/external-store';

export type AuthView = 'sign-in' | 'sign-up' | 'find-password';

export interface AuthDialogState {
  open: boolean;
  view: AuthView;
}

const CLOSED: AuthDialogState = { open: false, view: 'sign-in' };

const authDialogStore = createExternalStore<AuthDialogState>(CLOSED);

export const useAuthDialog = (): AuthDialogState => useStore(authDialogStore);

export function openAuthDialog(view: AuthView = 'sign-in'): void {
  authDialogStore.set({ open: true, view });
}

/** A view-change request from inside the dialog. */
export function changeAuthView(view: AuthView): void {
  authDialogStore.set({ ...authDialogStore.get(), view });
}

/** Closing always resets the view to sign-in (spec section 2). */
export function closeAuthDialog(): void {
  authDialogStore.set(CLOSED);
}
