import { readRemoteConfig } from './config';
import type { KeptToken } from './app-check-token';

// Which App Check provider runs where, and the tokens minted on the device: no Firebase here, so
// the build and the unit tests can read it (the SDK's side is app-check.ts; what the first
// script needs, app-check-token.ts).

type Env = Record<string, string | boolean | undefined>;

/** Where the code runs: a page can run reCAPTCHA; a worker cannot, it uses tokens handed to it. */
export type Scope = 'page' | 'worker';

export type AppCheckPlan =
  /** No site key for a Firebase project: no App Check code is loaded (build/app-check-off.ts). */
  | { kind: 'off' }
  /** A Firebase project with a reCAPTCHA Enterprise site key. */
  | { kind: 'recaptcha-enterprise'; siteKey: string }
  /** A Firebase project in development: the SDK's debug provider with this registered token. */
  | { kind: 'debug'; siteKey: string; debugToken: string }
  /** The emulators, which read no App Check token: a token minted on the device stands in. */
  | { kind: 'emulator-stand-in' }
  /** A worker: the tokens a page handed it, none minted there. */
  | { kind: 'handed-off' };

function text(env: Env, key: string): string | undefined {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Whether this build runs App Check at all: against the emulators, or with a key or debug token. */
export function appCheckOn(env: Env): boolean {
  return (
    readRemoteConfig(env).mode === 'emulator' ||
    Boolean(text(env, 'VITE_APPCHECK_SITE_KEY') ?? text(env, 'VITE_APPCHECK_DEBUG_TOKEN'))
  );
}

/** The provider for this build and scope. */
export function appCheckPlan(env: Env, scope: Scope): AppCheckPlan {
  if (!appCheckOn(env)) return { kind: 'off' };
  if (scope === 'worker') return { kind: 'handed-off' };
  if (readRemoteConfig(env).mode === 'emulator') return { kind: 'emulator-stand-in' };
  // The debug provider ignores the site key; a placeholder keeps the one call the same.
  const siteKey = text(env, 'VITE_APPCHECK_SITE_KEY') ?? 'debug';
  const debugToken = text(env, 'VITE_APPCHECK_DEBUG_TOKEN');
  return debugToken
    ? { kind: 'debug', siteKey, debugToken }
    : { kind: 'recaptcha-enterprise', siteKey };
}

const base64url = (text: string) =>
  btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

function fromBase64url(text: string): string {
  const padded = text.replace(/-/g, '+').replace(/_/g, '/');
  return atob(padded + '='.repeat((4 - (padded.length % 4)) % 4));
}

/**
 * When an App Check token (a JWT) expires, from its `exp` claim, in ms; undefined when it is
 * not one. getLimitedUseToken gives the token alone: its expiry is read from it.
 */
export function expiryOf(token: string): number | undefined {
  try {
    const payload = JSON.parse(fromBase64url(token.split('.')[1] ?? '')) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/** How long the emulators' stand-in token lives: an hour, as a project's default. */
export const STAND_IN_TTL_MS = 60 * 60_000;

/**
 * The emulators' stand-in: shaped as App Check's JWT (so expiryOf reads it), unsigned. The
 * emulators read no App Check token; a real project refuses this one.
 */
export function standInToken(now: number, projectId: string): KeptToken {
  const expiresAt = now + STAND_IN_TTL_MS;
  const header = base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({
      iss: 'emulator-stand-in',
      aud: [`projects/${projectId}`],
      iat: Math.floor(now / 1000),
      exp: Math.floor(expiresAt / 1000),
      jti: Math.random().toString(36).slice(2),
    }),
  );
  return { token: `${header}.${payload}.`, expiresAt };
}
