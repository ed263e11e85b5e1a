import type { MessageKey } from '../../i18n/catalogs';

const BY_CODE: Record<string, MessageKey> = {
  'auth/invalid-credential': 'auth.error.invalidCredential',
  'auth/invalid-login-credentials': 'auth.error.invalidCredential',
  'auth/wrong-password': 'auth.error.invalidCredential',
  'auth/user-not-found': 'auth.error.userNotFound',
  'auth/email-already-in-use': 'auth.error.emailInUse',
  'auth/weak-password': 'auth.error.weakPassword',
  'auth/too-many-requests': 'auth.error.tooManyRequests',
  'auth/network-request-failed': 'auth.error.network',
  'auth/popup-closed-by-user': 'auth.error.popupClosed',
  'auth/cancelled-popup-request': 'auth.error.popupClosed',
  'auth/popup-blocked': 'auth.error.popupBlocked',
  'auth/invalid-email': 'auth.error.invalidEmail',
  'auth/missing-email': 'auth.error.invalidEmail',
  'auth/user-disabled': 'auth.error.userDisabled',
  'auth/requires-recent-login': 'auth.error.requiresRecentLogin',
  // What a change of email (verifyBeforeUpdateEmail) and the sign-in it may ask for can raise.
  'auth/invalid-new-email': 'auth.error.invalidEmail',
  'auth/credential-already-in-use': 'auth.error.emailInUse',
  'auth/missing-password': 'auth.error.missingPassword',
  'auth/quota-exceeded': 'auth.error.tooManyRequests',
  'auth/operation-not-allowed': 'auth.error.operationNotAllowed',
  'auth/admin-restricted-operation': 'auth.error.operationNotAllowed',
  'auth/unverified-email': 'auth.error.unverifiedEmail',
  'auth/email-change-needs-verification': 'auth.error.unverifiedEmail',
  'auth/user-token-expired': 'auth.error.signInAgain',
  'auth/invalid-user-token': 'auth.error.signInAgain',
  'auth/user-mismatch': 'auth.error.userMismatch',
  'auth/no-current-user': 'auth.error.signInAgain',
  'auth/invalid-continue-uri': 'auth.error.configuration',
  'auth/missing-continue-uri': 'auth.error.configuration',
  'auth/unauthorized-continue-uri': 'auth.error.configuration',
  'auth/invalid-api-key': 'auth.error.configuration',
  'auth/app-not-authorized': 'auth.error.configuration',
  // What signing in again with Google's popup (account deletion) can raise besides the above.
  'auth/user-cancelled': 'auth.error.popupClosed',
  'auth/popup-timeout': 'auth.error.popupClosed',
  'auth/timeout': 'auth.error.network',
  'auth/unauthorized-domain': 'auth.error.configuration',
  'auth/invalid-oauth-provider': 'auth.error.configuration',
  'auth/invalid-oauth-client-id': 'auth.error.configuration',
  'auth/argument-error': 'auth.error.configuration',
  'auth/account-exists-with-different-credential': 'auth.error.userMismatch',
  'auth/operation-not-supported-in-this-environment': 'auth.error.browserUnsupported',
  'auth/web-storage-unsupported': 'auth.error.browserUnsupported',
  'auth/internal-error': 'auth.error.unknown',
  offline: 'auth.offline',
};

/** Codes after which the member must sign in again (e.g. their email changed elsewhere). */
export const SIGNED_OUT_CODES: ReadonlySet<string> = new Set([
  'auth/user-token-expired',
  'auth/invalid-user-token',
  'auth/user-not-found',
  'auth/user-disabled',
]);

/** Every Auth error code the app translates (a unit test checks both catalogs have them). */
export const TRANSLATED_AUTH_CODES: readonly string[] = Object.keys(BY_CODE);

/** Carries the catalog key of what went wrong, so forms never show a raw provider code. */
export class AuthError extends Error {
  constructor(
    readonly messageKey: MessageKey,
    readonly code: string,
    options?: ErrorOptions,
  ) {
    super(code, options);
    this.name = 'AuthError';
  }
}

export function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'unknown';
}

/** Maps a Firebase Auth failure to the translated message a member sees. */
export function authErrorKey(error: unknown): MessageKey {
  if (error instanceof AuthError) return error.messageKey;
  return BY_CODE[errorCode(error)] ?? 'auth.error.unknown';
}
