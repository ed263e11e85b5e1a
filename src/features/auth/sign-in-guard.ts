import { useCallback } from 'react';
import { notify } from '../../lib/notifications';
import { openAuthDialog } from './auth-dialog-state';
import { useSession, type SessionUser } from './session';

/**
 * Asks a signed-out visitor to sign in: message 1019 and the sign-in dialog, which leads back to
 * `returnTo` (when given) once they have.
 */
export function askToSignIn(returnTo: string | null = null): void {
  notify('msg.1019');
  openAuthDialog('sign-in', returnTo);
}

/**
 * "Sign in to continue" for an action that needs a member: the returned function gives the
 * member, or asks a visitor to sign in and gives null.
 */
export function useSignInGuard(): () => SessionUser | null {
  const session = useSession();
  return useCallback(() => {
    if (!session) askToSignIn();
    return session;
  }, [session]);
}
