import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';

// A tab's localStorage and window, enough for the stored atoms (the unit tests run in Node).
class MemoryStorage {
  private values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, String(value));
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}
const storage = new MemoryStorage();
const tab = new EventTarget();

/** What the browser fires in this tab when another tab writes `key`. */
function otherTabWrites(key: string, value: string) {
  storage.setItem(key, value);
  tab.dispatchEvent(Object.assign(new Event('storage'), { key, storageArea: storage }));
}

beforeAll(() => {
  storage.setItem('locale', 'en');
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('window', tab);
});
afterAll(() => vi.unstubAllGlobals());

describe('the app store (jotai)', () => {
  it('starts the locale from localStorage and saves every change', async () => {
    const { getLocale, setLocale } = await import('../../src/i18n/locale');
    expect(getLocale()).toBe('en');
    setLocale('ko');
    expect(getLocale()).toBe('ko');
    expect(storage.getItem('locale')).toBe('ko');
  });

  it("follows another tab's language change while the locale is watched", async () => {
    const { appStore } = await import('../../src/lib/app-store');
    const { localeAtom, getLocale } = await import('../../src/i18n/locale');
    const seen: string[] = [];
    const unwatch = appStore.sub(localeAtom, () => seen.push(appStore.get(localeAtom)));
    otherTabWrites('locale', 'en');
    expect(getLocale()).toBe('en');
    expect(seen).toEqual(['en']);
    // A broken value from elsewhere falls back to the default, never to garbage.
    otherTabWrites('locale', 'fr');
    expect(getLocale()).toBe('ko');
    unwatch();
  });

  it('keeps the session in step with another tab signing in and out', async () => {
    const { appStore } = await import('../../src/lib/app-store');
    const { sessionAtom, getSession, setSession } = await import('../../src/features/auth/session');
    const unwatch = appStore.sub(sessionAtom, () => undefined);
    expect(getSession()).toBeNull();
    otherTabWrites('auth/user', JSON.stringify({ uid: 'u1', email: 'a@b.c', language: 'en' }));
    expect(getSession()).toMatchObject({ uid: 'u1', email: 'a@b.c', language: 'en' });
    otherTabWrites('auth/user', 'null');
    expect(getSession()).toBeNull();
    setSession(null);
    expect(storage.getItem('auth/user')).toBeNull();
    unwatch();
  });

  it('lets code outside React read and follow the sync user through the store', async () => {
    const { appStore } = await import('../../src/lib/app-store');
    const { setSyncUser, syncUserAtom } = await import('../../src/data/sync/sync-user');
    const seen: Array<string | null> = [];
    const unwatch = appStore.sub(syncUserAtom, () => seen.push(appStore.get(syncUserAtom)));
    setSyncUser('u1');
    setSyncUser('u1'); // unchanged: no notification
    setSyncUser(null);
    expect(seen).toEqual(['u1', null]);
    unwatch();
  });

  it('counts the requests the member waits on, once each', async () => {
    const { appStore } = await import('../../src/lib/app-store');
    const { pendingActivityAtom, trackActivity } = await import('../../src/lib/activity');
    let finish!: () => void;
    const work = trackActivity(new Promise<void>((resolve) => (finish = resolve)));
    const failing = trackActivity(Promise.reject(new Error('offline')));
    expect(appStore.get(pendingActivityAtom)).toBe(2);
    await expect(failing).rejects.toThrow('offline');
    expect(appStore.get(pendingActivityAtom)).toBe(1);
    finish();
    await work;
    expect(appStore.get(pendingActivityAtom)).toBe(0);
  });

  it('stacks notifications once each and dismisses them by id', async () => {
    const { appStore } = await import('../../src/lib/app-store');
    const { notificationsAtom, notify, dismissNotification } =
      await import('../../src/lib/notifications');
    const a = notify('msg.1003', { tone: 'error' });
    expect(notify('msg.1003', { tone: 'error' })).toBe(a);
    const b = notify('msg.1012', { values: { n: 1 } });
    expect(appStore.get(notificationsAtom).map((n) => n.id)).toEqual([a, b]);
    dismissNotification(a);
    expect(appStore.get(notificationsAtom).map((n) => n.messageKey)).toEqual(['msg.1012']);
  });

  it('opens and closes the dialogs through their atoms', async () => {
    const { appStore } = await import('../../src/lib/app-store');
    const auth = await import('../../src/features/auth/auth-dialog-state');
    const language = await import('../../src/features/settings/language-dialog-state');
    auth.openAuthDialog('sign-up', '/todos');
    auth.changeAuthView('find-password');
    expect(appStore.get(auth.authDialogAtom)).toEqual({
      open: true,
      view: 'find-password',
      returnTo: '/todos',
    });
    auth.closeAuthDialog();
    expect(appStore.get(auth.authDialogAtom)).toMatchObject({ open: false, view: 'sign-in' });
    language.openLanguageDialog();
    expect(appStore.get(language.languageDialogOpenAtom)).toBe(true);
    language.closeLanguageDialog();
    expect(appStore.get(language.languageDialogOpenAtom)).toBe(false);
  });

  it('gives a separate store its own values (as the sync tests use)', async () => {
    const { syncUserAtom } = await import('../../src/data/sync/sync-user');
    const store = createStore();
    store.set(syncUserAtom, 'other');
    const { appStore } = await import('../../src/lib/app-store');
    expect(appStore.get(syncUserAtom)).not.toBe('other');
  });
});
