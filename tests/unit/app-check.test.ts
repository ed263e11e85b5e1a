// App Check's pure pieces (app-check-plan.ts), the REST reads' token (page-reads.ts), the hand-off
// to the member's worker (worker-app-check.ts), and the SDK's own App Check started with the
// emulators' stand-in provider (app-check.ts). The requests' headers in a browser, under the
// emulators: tests/e2e/app-check.spec.ts.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  STAND_IN_TTL_MS,
  appCheckOn,
  appCheckPlan,
  expiryOf,
  standInToken,
} from '../../src/data/remote/app-check-plan';
import {
  APP_CHECK_HEADER,
  EXPIRY_MARGIN_MS,
  PAGE_TOKEN_KEY,
  appCheckInThisBuild,
  keptPageToken,
  usable,
  withAppCheck,
} from '../../src/data/remote/app-check-token';
import {
  dropPageReads,
  restInit,
  sendRest,
  setRestAppCheck,
} from '../../src/data/remote/page-reads';
import {
  STILL_GOOD_MS,
  WORKER_TOKEN_KEY,
  forgetWorkerToken,
  handOffWorkerToken,
  handedOffWorkerToken,
} from '../../src/data/sync/worker-app-check';
import { db } from '../../src/data/local/database';

const PROJECT = { VITE_FIREBASE_API_KEY: 'key', VITE_FIREBASE_PROJECT_ID: 'pixel' };
const NOW = Date.UTC(2026, 10, 27, 12);

describe('the provider chosen for the build and the scope', () => {
  it('runs nothing for a project without a site key or debug token', () => {
    expect(appCheckOn(PROJECT)).toBe(false);
    expect(appCheckPlan(PROJECT, 'page')).toEqual({ kind: 'off' });
    expect(appCheckPlan(PROJECT, 'worker')).toEqual({ kind: 'off' });
  });

  it("runs reCAPTCHA Enterprise on a project's pages, the debug provider with a debug token", () => {
    const keyed = { ...PROJECT, VITE_APPCHECK_SITE_KEY: ' site-key ' };
    expect(appCheckPlan(keyed, 'page')).toEqual({
      kind: 'recaptcha-enterprise',
      siteKey: 'site-key',
    });
    expect(appCheckPlan({ ...keyed, VITE_APPCHECK_DEBUG_TOKEN: 'dbg' }, 'page')).toEqual({
      kind: 'debug',
      siteKey: 'site-key',
      debugToken: 'dbg',
    });
    expect(appCheckPlan({ ...PROJECT, VITE_APPCHECK_DEBUG_TOKEN: 'dbg' }, 'page')).toEqual({
      kind: 'debug',
      siteKey: 'debug',
      debugToken: 'dbg',
    });
  });

  it("mints a stand-in on the emulators' pages, and never a token in a worker", () => {
    expect(appCheckOn({})).toBe(true);
    // This test's own build runs on the emulators.
    expect(appCheckInThisBuild()).toBe(true);
    expect(appCheckPlan({}, 'page')).toEqual({ kind: 'emulator-stand-in' });
    // The debug provider's exchange needs Google's servers: the emulators keep the stand-in.
    expect(appCheckPlan({ VITE_APPCHECK_DEBUG_TOKEN: 'dbg' }, 'page')).toEqual({
      kind: 'emulator-stand-in',
    });
    expect(appCheckPlan({}, 'worker')).toEqual({ kind: 'handed-off' });
    expect(appCheckPlan({ ...PROJECT, VITE_APPCHECK_SITE_KEY: 'k' }, 'worker')).toEqual({
      kind: 'handed-off',
    });
  });
});

describe('tokens', () => {
  it("reads a stand-in's expiry from its JWT, as a real token's", () => {
    const stand = standInToken(NOW, 'demo-x');
    expect(stand.expiresAt).toBe(NOW + STAND_IN_TTL_MS);
    expect(expiryOf(stand.token)).toBe(Math.floor(stand.expiresAt / 1000) * 1000);
    expect(stand.token.split('.')).toHaveLength(3);
    expect(expiryOf('not-a-jwt')).toBeUndefined();
    expect(expiryOf('a.bm90IGpzb24.c')).toBeUndefined();
  });

  it('counts a token expired a margin before its end', () => {
    const kept = { token: 't', expiresAt: NOW + EXPIRY_MARGIN_MS + 1 };
    expect(usable(kept, NOW)).toBe(true);
    expect(usable(kept, NOW + 1)).toBe(false);
    expect(usable({ token: '', expiresAt: NOW * 2 }, NOW)).toBe(false);
    expect(usable(null, NOW)).toBe(false);
    expect(usable({ token: 't' }, NOW)).toBe(false);
  });

  it('attaches the header only with a token', () => {
    expect(withAppCheck({ A: '1' }, 'tok')).toEqual({ A: '1', [APP_CHECK_HEADER]: 'tok' });
    expect(withAppCheck({ A: '1' }, undefined)).toEqual({ A: '1' });
  });
});

/** A Storage in memory, as the page's localStorage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

describe("the REST reads' token", () => {
  afterEach(() => {
    dropPageReads();
    setRestAppCheck({ kept: () => keptPageToken() });
    vi.unstubAllGlobals();
  });

  it("reads the page's kept token while it is usable", () => {
    vi.stubGlobal('localStorage', memoryStorage());
    expect(keptPageToken(NOW)).toBeUndefined();
    const kept = { token: 'page-token', expiresAt: NOW + 30 * 60_000 };
    localStorage.setItem(PAGE_TOKEN_KEY, JSON.stringify(kept));
    expect(keptPageToken(NOW)).toEqual(kept);
    expect(keptPageToken(kept.expiresAt)).toBeUndefined();
    localStorage.setItem(PAGE_TOKEN_KEY, '{not json');
    expect(keptPageToken(NOW)).toBeUndefined();
  });

  it('stays a simple request without a token, and carries the header with one', () => {
    expect(restInit({ url: 'u' })).toEqual({});
    expect(restInit({ url: 'u' }, 'tok')).toEqual({ headers: { [APP_CHECK_HEADER]: 'tok' } });
    expect(restInit({ url: 'u', body: '{}' }, 'tok')).toEqual({
      method: 'POST',
      body: '{}',
      headers: { 'Content-Type': 'text/plain', [APP_CHECK_HEADER]: 'tok' },
    });
  });

  it('sends the token at hand with the read', async () => {
    const fetch = vi.fn(async () => new Response('[]'));
    vi.stubGlobal('fetch', fetch);
    const mint = vi.fn(async () => 'minted');
    setRestAppCheck({ kept: () => ({ token: 'kept', expiresAt: Infinity }), mint });
    await sendRest({ url: 'https://fs/doc' });
    expect(fetch).toHaveBeenCalledWith('https://fs/doc', {
      headers: { [APP_CHECK_HEADER]: 'kept' },
    });
    expect(mint).not.toHaveBeenCalled();
  });

  it('asks once more with a new token when the server refused a read without one', async () => {
    const fetch = vi.fn(async (_url: string, init: RequestInit) =>
      (init.headers as Record<string, string> | undefined)?.[APP_CHECK_HEADER] === 'minted'
        ? new Response('{"name":"ok"}')
        : new Response('{}', { status: 401 }),
    );
    vi.stubGlobal('fetch', fetch);
    const mint = vi.fn(async () => 'minted');
    setRestAppCheck({ kept: () => undefined, mint });
    const answer = await sendRest({ url: 'https://fs/q', body: '{"a":1}' });
    expect(answer.status).toBe(200);
    expect(mint).toHaveBeenCalledOnce();
    expect(fetch.mock.calls.map(([, init]) => init)).toEqual([
      { method: 'POST', body: '{"a":1}', headers: { 'Content-Type': 'text/plain' } },
      {
        method: 'POST',
        body: '{"a":1}',
        headers: { 'Content-Type': 'text/plain', [APP_CHECK_HEADER]: 'minted' },
      },
    ]);
  });

  it("retries a refused read the page's HTML began, which carries no token", async () => {
    globalThis.pageReads = { 'https://fs/doc': Promise.resolve(new Response('', { status: 403 })) };
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    setRestAppCheck({
      kept: () => ({ token: 'kept', expiresAt: Infinity }),
      mint: async () => 'kept',
    });
    expect((await sendRest({ url: 'https://fs/doc' })).status).toBe(200);
    expect(fetch).toHaveBeenCalledWith('https://fs/doc', {
      headers: { [APP_CHECK_HEADER]: 'kept' },
    });
  });

  it('does not ask again with the token the server just refused, nor on other answers', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 403 }));
    vi.stubGlobal('fetch', fetch);
    setRestAppCheck({
      kept: () => ({ token: 'same', expiresAt: Infinity }),
      mint: async () => 'same',
    });
    expect((await sendRest({ url: 'https://fs/doc' })).status).toBe(403);
    expect(fetch).toHaveBeenCalledOnce();
    fetch.mockImplementation(async () => new Response('{}', { status: 404 }));
    const mint = vi.fn(async () => 'other');
    setRestAppCheck({ kept: () => undefined, mint });
    expect((await sendRest({ url: 'https://fs/doc' })).status).toBe(404);
    expect(mint).not.toHaveBeenCalled();
  });

  it('leaves a refused read refused where nothing can mint (the app’s service worker)', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 401 }));
    vi.stubGlobal('fetch', fetch);
    setRestAppCheck({ kept: () => undefined });
    expect((await sendRest({ url: 'https://fs/doc' })).status).toBe(401);
    expect(fetch).toHaveBeenCalledOnce();
  });
});

describe("the member's worker's token", () => {
  beforeEach(async () => {
    await db.meta.clear();
  });

  it('is handed over when the worker has none, and kept in the device database', async () => {
    const kept = { token: 'limited', expiresAt: NOW + 60 * 60_000 };
    const mint = vi.fn(async () => kept);
    expect(await handOffWorkerToken(mint, () => NOW)).toBe(true);
    expect((await db.meta.get(WORKER_TOKEN_KEY))?.value).toEqual(kept);
    expect(await handedOffWorkerToken(NOW)).toEqual(kept);
    // Good for a while yet: no new attestation.
    expect(await handOffWorkerToken(mint, () => NOW)).toBe(false);
    expect(mint).toHaveBeenCalledOnce();
  });

  it('is minted again when the kept one is near its end, and reads as none once expired', async () => {
    const old = { token: 'old', expiresAt: NOW + STILL_GOOD_MS };
    await db.meta.put({ key: WORKER_TOKEN_KEY, value: old });
    expect(await handedOffWorkerToken(NOW)).toEqual(old);
    expect(await handedOffWorkerToken(old.expiresAt)).toBeUndefined();
    const fresh = { token: 'fresh', expiresAt: NOW + 60 * 60_000 };
    expect(
      await handOffWorkerToken(
        async () => fresh,
        () => NOW,
      ),
    ).toBe(true);
    expect(await handedOffWorkerToken(NOW)).toEqual(fresh);
  });

  it('keeps the one handed before when a mint gives nothing, and forgets it on sign-out', async () => {
    const kept = { token: 'before', expiresAt: NOW + 2 * 60_000 };
    await db.meta.put({ key: WORKER_TOKEN_KEY, value: kept });
    expect(
      await handOffWorkerToken(
        async () => undefined,
        () => NOW,
      ),
    ).toBe(false);
    expect(await handedOffWorkerToken(NOW)).toEqual(kept);
    await forgetWorkerToken();
    expect(await handedOffWorkerToken(NOW)).toBeUndefined();
  });
});
