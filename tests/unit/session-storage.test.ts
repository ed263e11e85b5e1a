// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Signing out asks Firebase first; here it answers at once.
vi.mock('../../src/data/remote', () => ({
  callRemote: () => Promise.resolve(),
  loadRemote: () => Promise.reject(new Error('no Firebase in unit tests')),
}));

const { appStore } = await import('../../src/lib/app-store');
const { sessionAtom, getSession, setSession } = await import('../../src/features/auth/session');
const { hasSavedSession, SESSION_STORAGE_KEY } =
  await import('../../src/features/auth/session-key');
const { signOut } = await import('../../src/features/auth/auth-commands');

const alice = {
  uid: 'u-alice',
  photoURL: '',
  displayName: 'alice',
  email: 'alice@demo.test',
  emailVerified: true,
  language: 'ko' as const,
};

/** What the browser fires in this tab when another tab changes the key (null: removes it). */
function otherTabSets(value: string | null) {
  const oldValue = localStorage.getItem(SESSION_STORAGE_KEY);
  if (value === null) localStorage.removeItem(SESSION_STORAGE_KEY);
  else localStorage.setItem(SESSION_STORAGE_KEY, value);
  window.dispatchEvent(
    new StorageEvent('storage', {
      key: SESSION_STORAGE_KEY,
      oldValue,
      newValue: value,
      storageArea: localStorage,
    }),
  );
}

beforeEach(() => {
  setSession(null);
  localStorage.clear();
});

describe('the saved session', () => {
  it('is removed on signing out, not saved as the text null', async () => {
    setSession(alice);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)).toMatchObject({
      uid: 'u-alice',
    });
    expect(hasSavedSession()).toBe(true);
    await signOut();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(hasSavedSession()).toBe(false);
  });

  it('counts no member for the text null an older version left, nor for a broken value', () => {
    for (const leftOver of ['null', '', '{}', '{"uid":""}', 'not json']) {
      localStorage.setItem(SESSION_STORAGE_KEY, leftOver);
      expect(hasSavedSession()).toBe(false);
    }
  });

  it('tells another tab of the sign-out: the storage event has no new value', () => {
    const events: Array<string | null> = [];
    const watch = (event: StorageEvent) => {
      if (event.key === SESSION_STORAGE_KEY) events.push(event.newValue);
    };
    window.addEventListener('storage', watch);
    const unwatch = appStore.sub(sessionAtom, () => undefined);
    otherTabSets(JSON.stringify(alice));
    expect(getSession()).toMatchObject({ uid: 'u-alice' });
    // The other tab signs out as this version does: it removes the key.
    otherTabSets(null);
    expect(events).toEqual([JSON.stringify(alice), null]);
    expect(getSession()).toBeNull();
    unwatch();
    window.removeEventListener('storage', watch);
  });
});
