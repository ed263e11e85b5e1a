import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { authErrorKey } from '../../src/features/auth/auth-errors';
import { reauthMethodOf } from '../../src/features/auth/reauth-method';

// Deleting an account signs the member in again with the provider they use
// (src/features/auth/reauth-method.ts). Google's popup cannot run against the Auth emulator in a
// test browser, so the choice of provider is proven here and the password path end to end.

const catalog = (lang: string) =>
  JSON.parse(
    readFileSync(new URL(`../../src/i18n/${lang}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;

// What reauthenticateWithPopup (and the password sign-in) can raise.
const REAUTH_CODES = [
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/popup-blocked',
  'auth/user-cancelled',
  'auth/popup-timeout',
  'auth/timeout',
  'auth/user-mismatch',
  'auth/account-exists-with-different-credential',
  'auth/unauthorized-domain',
  'auth/invalid-oauth-provider',
  'auth/invalid-oauth-client-id',
  'auth/argument-error',
  'auth/operation-not-supported-in-this-environment',
  'auth/web-storage-unsupported',
  'auth/network-request-failed',
  'auth/too-many-requests',
  'auth/user-disabled',
  'auth/user-token-expired',
  'auth/invalid-credential',
  'auth/wrong-password',
  'auth/missing-password',
  'auth/operation-not-allowed',
];

describe('signing in again before deleting an account', () => {
  it('uses Google’s popup for a member who signed in with Google', () => {
    expect(reauthMethodOf('google.com', ['google.com'])).toBe('google');
    // Signed in with Google this time, though a password is linked too.
    expect(reauthMethodOf('google.com', ['password', 'google.com'])).toBe('google');
    // The token could not be read (offline): the linked provider decides.
    expect(reauthMethodOf(null, ['google.com'])).toBe('google');
  });

  it('asks for the password of a member who signed in with it', () => {
    expect(reauthMethodOf('password', ['password'])).toBe('password');
    expect(reauthMethodOf('password', ['password', 'google.com'])).toBe('password');
    expect(reauthMethodOf(null, ['google.com', 'password'])).toBe('password');
    expect(reauthMethodOf(null, [])).toBe('password');
  });

  it('translates every error either way can raise, in both languages', () => {
    const ko = catalog('ko');
    const en = catalog('en');
    for (const code of REAUTH_CODES) {
      const key = authErrorKey({ code });
      expect(key, code).not.toBe('auth.error.unknown');
      expect(ko[key], `${code} → ${key} (ko)`).toBeTruthy();
      expect(en[key], `${code} → ${key} (en)`).toBeTruthy();
    }
  });
});
