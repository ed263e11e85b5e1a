import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  AuthError,
  TRANSLATED_AUTH_CODES,
  authErrorKey,
} from '../../src/features/auth/auth-errors';

const catalog = (lang: string) =>
  JSON.parse(
    readFileSync(new URL(`../../src/i18n/${lang}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;

// What verifyBeforeUpdateEmail, and the sign-in it may ask for first, can raise.
const CHANGE_EMAIL_CODES = [
  'auth/invalid-email',
  'auth/invalid-new-email',
  'auth/missing-email',
  'auth/email-already-in-use',
  'auth/credential-already-in-use',
  'auth/requires-recent-login',
  'auth/too-many-requests',
  'auth/quota-exceeded',
  'auth/network-request-failed',
  'auth/operation-not-allowed',
  'auth/admin-restricted-operation',
  'auth/unverified-email',
  'auth/email-change-needs-verification',
  'auth/user-token-expired',
  'auth/invalid-user-token',
  'auth/user-disabled',
  'auth/user-not-found',
  'auth/user-mismatch',
  'auth/invalid-credential',
  'auth/wrong-password',
  'auth/missing-password',
  'auth/invalid-continue-uri',
  'auth/missing-continue-uri',
  'auth/unauthorized-continue-uri',
];

describe('Auth error messages', () => {
  it('translates every error a change of email can raise, in both languages', () => {
    const ko = catalog('ko');
    const en = catalog('en');
    for (const code of CHANGE_EMAIL_CODES) {
      const key = authErrorKey({ code });
      expect(key, code).not.toBe('auth.error.unknown');
      expect(ko[key], `${code} → ${key} (ko)`).toBeTruthy();
      expect(en[key], `${code} → ${key} (en)`).toBeTruthy();
    }
    for (const code of TRANSLATED_AUTH_CODES) {
      const key = authErrorKey({ code });
      expect(ko[key] && en[key], code).toBeTruthy();
    }
  });

  it('falls back to a translated general message, and keeps the app’s own keys', () => {
    expect(authErrorKey({ code: 'auth/something-new' })).toBe('auth.error.unknown');
    expect(authErrorKey(new Error('plain'))).toBe('auth.error.unknown');
    expect(authErrorKey(new AuthError('auth.error.sameEmail', 'same-email'))).toBe(
      'auth.error.sameEmail',
    );
  });
});
