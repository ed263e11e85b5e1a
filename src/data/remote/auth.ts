import {
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  GoogleAuthProvider,
  onAuthStateChanged,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInAnonymously,
  signInWithPopup,
  browserPopupRedirectResolver,
  signOut as firebaseSignOut,
  verifyBeforeUpdateEmail,
  updatePassword,
  updateProfile,
  type User,
} from 'firebase/auth';
import type { AuthAccount } from '../model/user';
import { firebaseAuth, restoredUser, whenAuthRestored } from './firebase';

function toAccount(user: User): AuthAccount {
  return {
    uid: user.uid,
    email: user.email ?? '',
    displayName: user.displayName ?? '',
    photoURL: user.photoURL ?? '',
    emailVerified: user.emailVerified,
  };
}

/**
 * The signed-in member. Once Firebase Auth has restored the saved session: a member who acts on a
 * page opened a moment ago (a new password, a nickname) is signed in before Auth has said so.
 */
async function currentUser(): Promise<User> {
  const user = await restoredUser();
  if (!user || user.isAnonymous)
    throw Object.assign(new Error('not signed in'), { code: 'auth/no-current-user' });
  return user;
}

let signingIn: Promise<unknown> = Promise.resolve();

/**
 * Sign-ins run one at a time. A visitor's anonymous session, made when a post is opened to count
 * the view, takes a moment to come back; a member who signed in meanwhile would be replaced by
 * it and find themselves signed out. In turn, the member's sign-in replaces the anonymous one.
 */
function oneAtATime<T>(signIn: () => Promise<T>): Promise<T> {
  const run = signingIn.then(signIn, signIn);
  signingIn = run.catch(() => undefined);
  return run;
}

/** The signed-in member, or else the visitor's anonymous session, made on first need. */
export function viewerSession(): Promise<User> {
  return oneAtATime(async () => {
    const auth = await whenAuthRestored();
    return auth.currentUser ?? (await signInAnonymously(auth)).user;
  });
}

/**
 * Calls back with the account on every auth change (null when signed out). A visitor's
 * anonymous session (made to count their views) is no account: it reads as signed out.
 */
export function watchAuth(callback: (account: AuthAccount | null) => void): () => void {
  return onAuthStateChanged(firebaseAuth(), (user) =>
    callback(user && !user.isAnonymous ? toAccount(user) : null),
  );
}

export async function signUpWithEmail(
  email: string,
  password: string,
  profile: (uid: string) => { displayName: string; photoURL: string },
): Promise<AuthAccount> {
  const { user } = await oneAtATime(() =>
    createUserWithEmailAndPassword(firebaseAuth(), email, password),
  );
  await updateProfile(user, profile(user.uid));
  await sendEmailVerification(user);
  return toAccount(user);
}

export async function signInWithEmail(email: string, password: string): Promise<AuthAccount> {
  const { user } = await oneAtATime(() =>
    signInWithEmailAndPassword(firebaseAuth(), email, password),
  );
  return toAccount(user);
}

export async function signInWithGoogle(): Promise<AuthAccount> {
  const { user } = await oneAtATime(() =>
    signInWithPopup(firebaseAuth(), new GoogleAuthProvider(), browserPopupRedirectResolver),
  );
  return toAccount(user);
}

export async function sendPasswordReset(email: string): Promise<void> {
  await sendPasswordResetEmail(firebaseAuth(), email);
}

export async function resendVerification(): Promise<void> {
  await sendEmailVerification(await currentUser());
}

/** Re-reads the account from the server, e.g. after the member verified their email elsewhere. */
export async function reloadAccount(): Promise<AuthAccount | null> {
  const user = await restoredUser();
  if (!user || user.isAnonymous) return null;
  await user.reload();
  return toAccount(user);
}

export async function reauthenticate(password: string): Promise<void> {
  const user = await currentUser();
  await reauthenticateWithCredential(
    user,
    EmailAuthProvider.credential(user.email ?? '', password),
  );
}

/** Signs the member in again with Google's popup (a member who signed up with Google has no password). */
export async function reauthenticateWithGoogle(): Promise<void> {
  await reauthenticateWithPopup(
    await currentUser(),
    new GoogleAuthProvider(),
    browserPopupRedirectResolver,
  );
}

/**
 * The provider the member signed in with this time (from the ID token) and every provider linked
 * to the account. The token is read from the cache; offline with an expired one, only the links.
 */
export async function signInProviders(): Promise<{
  current: string | null;
  linked: string[];
}> {
  const user = await currentUser();
  const linked = user.providerData.map((info) => info.providerId);
  const current = await user
    .getIdTokenResult()
    .then((token) => token.signInProvider)
    .catch(() => null);
  return { current, linked };
}

export async function changePassword(newPassword: string): Promise<void> {
  await updatePassword(await currentUser(), newPassword);
}

/**
 * Sends a link to `newEmail`; the account's email changes when the member opens it (projects
 * with email enumeration protection refuse a direct change).
 */
export async function requestEmailChange(newEmail: string): Promise<void> {
  await verifyBeforeUpdateEmail(await currentUser(), newEmail);
}

export async function changeProfile(fields: {
  displayName?: string;
  photoURL?: string;
}): Promise<AuthAccount> {
  const user = await currentUser();
  await updateProfile(user, fields);
  return toAccount(user);
}

export async function signOut(): Promise<void> {
  await firebaseSignOut(firebaseAuth());
}
