import { callRemote } from '../../data/remote';
import type { AuthAccount, UserDocument } from '../../data/model/user';
import { avatarDataUrl } from '../../lib/avatar-data-url';
import { resizeImage } from '../../lib/image-resize';
import { getLocale, setLocale } from '../../i18n/locale';
import { loadCatalog } from '../../i18n/catalogs';
import type { Locale } from '../../i18n/catalogs';
import { notify } from '../../lib/notifications';
import { AuthError, SIGNED_OUT_CODES, errorCode } from './auth-errors';
import { getSession, setSession, type SessionUser } from './session';
import { getPendingEmail, setPendingEmail } from './pending-email';
import { trackEvent } from '../analytics';
import { reauthMethodOf, type ReauthMethod, type ReauthProof } from './reauth-method';

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
    // Without the member's document, the language they are reading in stays.
    language: profile?.language ?? previous?.language ?? getLocale(),
    ...(role === 'admin' ? { role } : {}),
  };
}

/** The member's users document, or null when it cannot be read (logged only). */
export async function loadProfile(uid: string): Promise<UserDocument | null> {
  try {
    return await callRemote((api) => api.users.fetchUserDocument(uid));
  } catch (error) {
    console.warn('could not load the user document', error);
    return null;
  }
}

/** Puts the member in the session and applies their language. */
async function enterSession(account: AuthAccount): Promise<SessionUser> {
  const profile = await loadProfile(account.uid);
  if (profile && account.email && profile.email !== account.email) {
    // The email changed through the link sent to the new address: the profile follows.
    await callRemote((api) =>
      api.users.updateUserDocument(account.uid, { email: account.email }),
    ).catch((error: unknown) => console.warn('could not update the email', error));
  }
  if (profile) {
    // A member from before public profiles gets theirs (their member page's name and photo).
    void callRemote((api) => api.users.ensurePublicProfile(account.uid)).catch((error: unknown) =>
      console.warn('could not make the public profile', error),
    );
  }
  if (getPendingEmail() === account.email) setPendingEmail(null);
  const session = toSession(account, profile, getSession());
  setSession(session);
  // The member's saved language applies; without their document, the current one stays.
  if (profile) setLocale(session.language);
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

/** How this member signs in again before deleting their account (see reauth-method.ts). */
export async function accountReauthMethod(): Promise<ReauthMethod> {
  const { current, linked } = await callRemote((api) => api.auth.signInProviders());
  return reauthMethodOf(current, linked);
}

/**
 * Deletes the member's account after signing in again with the provider they use (their password,
 * or Google's popup): their private data on the server and on this device (to-dos, bookmarks,
 * images, user document, writes still waiting), then the account. Their posts and comments stay.
 */
export async function deleteAccount(proof: ReauthProof): Promise<void> {
  requireOnline();
  const session = signedIn();
  await callRemote((api) =>
    proof.method === 'google'
      ? api.auth.reauthenticateWithGoogle()
      : api.auth.reauthenticate(proof.password),
  );
  const { discardWaitingWrites, forgetMember } = await import('../../data/sync/forget-member');
  // Writes still waiting are discarded first (the member was told), so none replays midway.
  await discardWaitingWrites(session.uid);
  await callRemote((api) => api.deleteAccount());
  await forgetMember(session.uid);
  setPendingEmail(null);
  setSession(null);
  await callRemote((api) => api.auth.signOut()).catch(() => undefined);
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

/**
 * Asks for a change of email: a link goes to the new address, and the account's email changes
 * when the member opens it (see refreshAccount, which then updates the session and the user
 * document). Resolves with the address the link went to.
 */
export async function changeEmail(newEmail: string, currentPassword?: string): Promise<string> {
  requireOnline();
  const session = signedIn();
  const email = newEmail.trim();
  if (email.toLowerCase() === session.email.toLowerCase()) {
    throw new AuthError('auth.error.sameEmail', 'same-email');
  }
  await withRecentLogin(
    () => callRemote((api) => api.auth.requestEmailChange(email)),
    currentPassword,
  );
  setPendingEmail(email);
  return email;
}

/** Re-reads the account (e.g. after the member verified their email in another tab). */
export async function refreshAccount(): Promise<void> {
  const session = getSession();
  if (!session || !navigator.onLine) return;
  let account;
  try {
    account = await callRemote((api) => api.auth.reloadAccount());
  } catch (error) {
    // A confirmed change of email ends the sessions signed in with the old address.
    if (SIGNED_OUT_CODES.has(errorCode(error))) {
      await callRemote((api) => api.auth.signOut());
      setSession(null);
      setPendingEmail(null);
      await loadCatalog(getLocale());
      notify('mypage.emailChangedSignIn', { tone: 'info', timeoutMs: 0 });
      return;
    }
    throw error;
  }
  if (account && account.uid === session.uid) {
    if (account.email !== session.email) {
      // The member opened the link sent to their new address: the profile follows.
      await callRemote((api) =>
        api.users.updateUserDocument(session.uid, { email: account.email }),
      );
      notify('msg.1022', { tone: 'success' });
    }
    if (getPendingEmail() === account.email) setPendingEmail(null);
    setSession({ ...session, emailVerified: account.emailVerified, email: account.email });
  }
}
