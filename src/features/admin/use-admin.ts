import { useSession, type SessionUser } from '../auth';

/** Admin sections render only inside AdminSection, which shows them to an admin alone. */
export function useAdmin(): SessionUser {
  const session = useSession();
  if (session?.role !== 'admin') throw new Error('admin page rendered for someone else');
  return session;
}
