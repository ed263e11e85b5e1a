import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { askToSignIn } from '../features/auth/sign-in-guard';

/**
 * The guard for routes that need a member: a signed-out visitor is sent home
 * with the sign-in dialog open and message 1019, and comes back here after signing in.
 */
export function RequireAuth() {
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => askToSignIn(returnTo), [returnTo]);
  return <Navigate to="/" replace />;
}
