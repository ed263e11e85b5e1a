// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Deleting an account signs the member in again with the provider they use, before anything is
// deleted (src/features/auth/auth-commands.ts: accountReauthMethod, deleteAccount). Google's
// popup cannot run against the Auth emulator in a test browser (the SDK loads Google's helper
// script from apis.google.com for it), so the Firebase side is a stand-in here that records what
// the command asks of it; the password path runs for real end to end (delete-account.spec.ts).

const server = vi.hoisted(() => {
  const calls: string[] = [];
  const state = {
    providers: { current: null as string | null, linked: [] as string[] },
    popup: (): Promise<void> => Promise.resolve(),
  };
  const api = {
    auth: {
      signInProviders: () => Promise.resolve(state.providers),
      reauthenticateWithGoogle: () => {
        calls.push('reauth google');
        return state.popup();
      },
      reauthenticate: (password: string) => {
        calls.push(`reauth password ${password}`);
        return Promise.resolve();
      },
      signOut: () => {
        calls.push('sign out');
        return Promise.resolve();
      },
    },
    deleteAccount: () => {
      calls.push('delete account');
      return Promise.resolve({ todos: 0, bookmarks: 0, images: 0 });
    },
  };
  return { calls, state, api };
});

vi.mock('../../src/data/remote', () => ({
  callRemote: (call: (api: unknown) => Promise<unknown>) => call(server.api),
  loadRemote: () => Promise.reject(new Error('no Firebase in unit tests')),
}));
vi.mock('../../src/data/sync/forget-member', () => ({
  discardWaitingWrites: (uid: string) => {
    server.calls.push(`discard writes ${uid}`);
    return Promise.resolve();
  },
  forgetMember: (uid: string) => {
    server.calls.push(`forget ${uid}`);
    return Promise.resolve();
  },
}));

const { accountReauthMethod, deleteAccount } =
  await import('../../src/features/auth/auth-commands');
const { authErrorKey } = await import('../../src/features/auth/auth-errors');
const { getSession, setSession } = await import('../../src/features/auth/session');

const member = {
  uid: 'u-member',
  photoURL: '',
  displayName: 'member',
  email: 'member@demo.test',
  emailVerified: true,
  language: 'ko' as const,
};

beforeEach(() => {
  server.calls.length = 0;
  server.state.popup = () => Promise.resolve();
  setSession(member);
});

describe('deleting an account signs the member in again with their provider', () => {
  it('a member who signed in with Google: Google’s popup, no password asked, then the deletion', async () => {
    server.state.providers = { current: 'google.com', linked: ['google.com'] };
    const method = await accountReauthMethod();
    expect(method).toBe('google');

    await deleteAccount({ method: 'google' });
    expect(server.calls).toEqual([
      'reauth google',
      'discard writes u-member',
      'delete account',
      'forget u-member',
      'sign out',
    ]);
    expect(getSession()).toBeNull();
  });

  it('a member who signed in with their password: the password, never the popup', async () => {
    server.state.providers = { current: 'password', linked: ['password', 'google.com'] };
    const method = await accountReauthMethod();
    expect(method).toBe('password');

    await deleteAccount({ method: 'password', password: 'Pixel#2026' });
    expect(server.calls[0]).toBe('reauth password Pixel#2026');
    expect(server.calls).not.toContain('reauth google');
    expect(server.calls).toContain('delete account');
  });

  it('a closed or blocked popup deletes nothing, keeps the member signed in, and says why', async () => {
    server.state.providers = { current: 'google.com', linked: ['google.com'] };
    for (const [code, key] of [
      ['auth/popup-closed-by-user', 'auth.error.popupClosed'],
      ['auth/popup-blocked', 'auth.error.popupBlocked'],
      ['auth/user-mismatch', 'auth.error.userMismatch'],
    ] as const) {
      server.calls.length = 0;
      server.state.popup = () => Promise.reject(Object.assign(new Error(code), { code }));
      const failure = await deleteAccount({ method: 'google' }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(authErrorKey(failure), code).toBe(key);
      expect(server.calls).toEqual(['reauth google']);
      expect(getSession()).toEqual(member);
    }
  });
});
