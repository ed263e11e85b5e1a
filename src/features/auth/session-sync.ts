import { loadRemote } from '../../data/remote';
import { trackActivity } from '../../lib/activity';
import type { UserDocument } from '../../data/model/user';
import { getSession, setSession } from './session';
import { getPendingEmail } from './pending-email';
import { loadProfile, refreshAccount, toSession } from './auth-commands';

let started = false;

/**
 * Keeps the session in step with Firebase Auth: on every auth change the account and its users
 * document are loaded into the session. Started after the first paint; until then the header
 * shows the session saved in localStorage, so a signed-in member stays signed in offline.
 */
export async function startSessionSync(): Promise<void> {
  if (started) return;
  started = true;
  const api = await loadRemote();
  api.auth.watchAuth((account) => {
    if (!account) {
      setSession(null);
      return;
    }
    const previous = getSession();
    setSession(toSession(account, null, previous));
    // The member waits for their profile (name, language, role): it shows on the loading bar.
    void trackActivity(loadProfile(account.uid)).then((profile: UserDocument | null) => {
      if (getSession()?.uid === account.uid) {
        setSession(toSession(account, profile, getSession()));
      }
    });
  });

  // A member who verifies their email in another tab sees the header change on return.
  const recheck = () => {
    const session = getSession();
    const waiting = session && (!session.emailVerified || getPendingEmail() !== null);
    if (document.visibilityState === 'visible' && waiting) {
      refreshAccount().catch((error: unknown) => console.warn(error));
    }
  };
  document.addEventListener('visibilitychange', recheck);
  window.addEventListener('focus', recheck);
}
