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
  offline: 'auth.offline',
};

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
