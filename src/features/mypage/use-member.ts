import { useSession, type SessionUser } from '../auth';

/** My page screens render only behind the sign-in guard, so a member is always there. */
export function useMember(): SessionUser {
  const session = useSession();
  if (!session) throw new Error('my page rendered without a member');
  return session;
}
