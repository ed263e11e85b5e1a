import { callRemote } from '../../data/remote';
import type { AuthAccount, UserDocument } from '../../data/model/user';
import { avatarDataUrl } from '../../lib/avatar';
import { resizeImage } from '../../lib/image-resize';
import { getLocale, setLocale } from '../../i18n/locale';
import type { Locale } from '../../i18n/catalogs';
import { AuthError, errorCode } from './auth-errors';
import { getSession, setSession, type SessionUser } from './session';
import { trackEvent } from '../analytics/analytics';

/** Actions that talk to the auth server say so at once when offline, instead of hanging. */
function requireOnline(): void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new AuthError('auth.offline', 'offline');
  }
}

export function toSession(
  account: AuthAccount,
  profile: UserDocument | null,
  fallback?: SessionUser | null,
): SessionUser {
  const previous = fallback?.uid === account.uid ? fallback : null;
  const role = profile ? profile.role : previous?.role;
  return {
    uid: account.uid,
    email: account.email,
    displayName: account.displayName || profile?.displayName || account.email.split('@')[0] || '',
    photoURL: account.photoURL,
    emailVerified: account.emailVerified,
    language: profile?.language ?? previous?.language ?? 'ko',
    ...(role === 'admin' ? { role } : {}),
  };
}

async function loadProfile(uid: string): Promise<UserDocument | null> {
  try {
    return await callRemote((api) => api.users.fetchUserDocument(uid));
  } catch (error) {
    // Spec section 8: failures loading the user document are logged only.
    console.warn('could not load the user document', error);
    return null;
  }
}

/** Puts the member in the session and applies their language (spec section 4). */
async function enterSession(account: AuthAccount): Promise<SessionUser> {
  const session = toSession(account, await loadProfile(account.uid), getSession());
  setSession(session);
  setLocale(session.language);
  return session;
}

export async function signUpWithEmail(email: string, password: string): Promise<SessionUser> {
  requireOnline();
  const address = email.trim();
  const language = getLocale();
  const account = await callRemote((api) =>
    api.auth.signUpWithEmail(address, password, (uid) => ({
      displayName: address.split('@')[0] ?? '',
      photoURL: avatarDataUrl(uid),
    })),
  );
  await callRemote((api) =>
    api.users.createUserDocument(account.uid, {
      displayName: account.displayName,
      email: account.email,
      photoURL: account.photoURL,
      language,
    }),
  );
  trackEvent('sign_up', { method: 'password' });
  return enterSession(account);
}

export async function signInWithEmail(email: string, password: string): Promise<SessionUser> {
  requireOnline();
  const account = await callRemote((api) => api.auth.signInWithEmail(email.trim(), password));
  trackEvent('login', { method: 'password' });
  return enterSession(account);
}

export async function signInWithGoogle(): Promise<SessionUser> {
  requireOnline();
  const account = await callRemote((api) => api.auth.signInWithGoogle());
  const existing = await loadProfile(account.uid);
  if (!existing) {
    const photoURL = account.photoURL || avatarDataUrl(account.uid);
    await callRemote((api) =>
      api.users.createUserDocument(account.uid, {
        displayName: account.displayName || account.email.split('@')[0] || '',
        email: account.email,
        photoURL,
        language: getLocale(),
      }),
    );
    trackEvent('sign_up', { method: 'google' });
  } else {
    trackEvent('login', { method: 'google' });
  }
  return enterSession(account);
}

export async function sendPasswordReset(email: string): Promise<void> {
  requireOnline();
  await callRemote((api) => api.auth.sendPasswordReset(email.trim()));
}

export async function resendVerification(): Promise<void> {
  requireOnline();
  await callRemote((api) => api.auth.resendVerification());
}

export async function signOut(): Promise<void> {
  // Signing out works offline too: Firebase clears its local state either way.
  await callRemote((api) => api.auth.signOut());
  setSession(null);
}

/** Saves the language to the member's document when signed in; the locale changes at once. */
export async function saveLanguage(language: Locale): Promise<void> {
  setLocale(language);
  const session = getSession();
  if (!session) return;
  setSession({ ...session, language });
  await callRemote((api) => api.users.updateUserDocument(session.uid, { language }));
}

function signedIn(): SessionUser {
  const session = getSession();
  if (!session) throw new AuthError('msg.1019', 'auth/no-current-user');
  return session;
}

export async function changeNickname(displayName: string): Promise<void> {
  requireOnline();
  const session = signedIn();
  const name = displayName.trim();
  await callRemote((api) => api.auth.changeProfile({ displayName: name }));
  await callRemote((api) => api.users.updateUserDocument(session.uid, { displayName: name }));
  setSession({ ...session, displayName: name });
}

export async function changeAvatar(file: File): Promise<void> {
  requireOnline();
  const session = signedIn();
  const jpeg = await resizeImage(file, { maxWidth: 256, maxHeight: 256 });
  const url = await callRemote((api) => api.uploadAvatar(session.uid, jpeg));
  await callRemote((api) => api.auth.changeProfile({ photoURL: url }));
  await callRemote((api) => api.users.updateUserDocument(session.uid, { photoURL: url }));
  setSession({ ...session, photoURL: url });
}

/**
 * Runs an account change; when Firebase wants a recent sign-in and the member gave their
 * current password, signs in again with it and retries once.
 */
async function withRecentLogin<T>(change: () => Promise<T>, currentPassword?: string): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (errorCode(error) !== 'auth/requires-recent-login' || !currentPassword) throw error;
    await callRemote((api) => api.auth.reauthenticate(currentPassword));
    return change();
  }
}

export async function changePassword(newPassword: string, currentPassword?: string): Promise<void> {
  requireOnline();
  signedIn();
  await withRecentLogin(
    () => callRemote((api) => api.auth.changePassword(newPassword)),
    currentPassword,
  );
}

export async function changeEmail(newEmail: string, currentPassword?: string): Promise<void> {
  requireOnline();
  const session = signedIn();
  const email = newEmail.trim();
  const account = await withRecentLogin(
    () => callRemote((api) => api.auth.changeEmail(email)),
    currentPassword,
  );
  await callRemote((api) => api.users.updateUserDocument(session.uid, { email }));
  setSession({ ...session, email: account.email, emailVerified: account.emailVerified });
}

/** Re-reads the account (e.g. after the member verified their email in another tab). */
export async function refreshAccount(): Promise<void> {
  const session = getSession();
  if (!session || !navigator.onLine) return;
  const account = await callRemote((api) => api.auth.reloadAccount());
  if (account && account.uid === session.uid) {
    setSession({ ...session, emailVerified: account.emailVerified, email: account.email });
  }
}
