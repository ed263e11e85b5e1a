import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { openAuthDialog } from '../features/auth/auth-dialog-state';
import { notify } from '../lib/notifications';

/**
 * The guard for routes that need a member: a signed-out visitor is sent home
 * with the sign-in dialog open and message 1019, and comes back here after signing in.
 */
export function RequireAuth() {
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    openAuthDialog('sign-in', returnTo);
    notify('msg.1019');
  }, [returnTo]);
  return <Navigate to="/" replace />;
}
