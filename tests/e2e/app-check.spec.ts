// App Check under the emulators (src/data/remote/app-check.ts): the page starts it with the
// stand-in provider, the same initializeAppCheck call a project makes with reCAPTCHA Enterprise,
// and every request to Firebase carries its token: the SDKs' (Auth, the listen channel), the
// replay's transactions and the REST reads the page sends without an SDK, and, where the server refuses a
// read for want of a token (App Check enforced, played here by the test), the read is sent again
// with one. The member's worker's requests: background-replay.spec.ts.
import { expect, test, type Page, type Request } from '@playwright/test';
import { PASSWORD, createMember, isCommit, seedPost } from './offline-support';
import { signIn } from './auth-helpers';
import { waitForServiceWorker } from './support';

const HEADER = 'x-firebase-appcheck';
const PAGE_TOKEN_KEY = 'appcheck/token';

/**
 * The App Check token a request carries: its header, or, on the listen channel, in the headers
 * the SDK packs into the request that opens the channel (the body's `headers` field).
 */
function appCheckOf(request: Request): string | undefined {
  const header = request.headers()[HEADER];
  if (header) return header;
  return /x-firebase-appcheck:([^\r\n]+)/i.exec(packedHeaders(request) ?? '')?.[1]?.trim();
}

/** The headers a listen channel's opening request packs into its body, if it is one. */
const packedHeaders = (request: Request) =>
  new URLSearchParams(request.postData() ?? '').get('headers') ?? undefined;

/** The claims of an App Check token (a JWT). */
function claims(token: string): { iss?: string; aud?: string[]; exp?: number } {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
    iss?: string;
  };
}

const firestoreRead = (url: string) => /\/documents(:runQuery|\/posts\/)/.test(url);
const listen = (url: string) => /google\.firestore\.v1\.Firestore\/Listen\/channel/.test(url);
const authCall = (url: string) => /identitytoolkit\.googleapis\.com\/v1\/accounts:/.test(url);

/** The page's requests matching `which` from now on (not the service workers'). */
function record(page: Page, which: (url: string) => boolean): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (!request.serviceWorker() && request.method() !== 'OPTIONS' && which(request.url()))
      seen.push(request);
  });
  return seen;
}

const keptToken = (page: Page) =>
  page.evaluate((key) => {
    const kept = localStorage.getItem(key);
    return kept ? (JSON.parse(kept) as { token: string; expiresAt: number }) : null;
  }, PAGE_TOKEN_KEY);

test.describe('App Check', () => {
  test("a member's requests through the SDKs carry the App Check token", async ({ page }) => {
    const { email } = await createMember('app-check');
    const postId = `ac-${Date.now().toString(36)}`;
    await seedPost(postId, 'someone-else', '앱 체크', 'App Check 토큰을 싣는 요청');
    const auth = record(page, authCall);
    const channel = record(page, listen);
    const commits = record(page, isCommit);
    await page.goto('/');
    await signIn(page, email, PASSWORD);
    await page.goto(`/posts/${postId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('앱 체크');
    await page.getByTestId('like-button').click();
    await expect.poll(() => commits.length, { timeout: 15_000 }).toBeGreaterThan(0);

    // The token the page keeps for its requests without an SDK is the SDK's own.
    const kept = await keptToken(page);
    expect(kept).not.toBeNull();
    expect(claims(kept!.token)).toMatchObject({
      iss: 'emulator-stand-in',
      aud: ['projects/demo-pixel-community'],
    });
    expect(kept!.expiresAt).toBeGreaterThan(Date.now() + 50 * 60_000);
    // The listen channel carries the SDK's headers in the request that opens it.
    const channelSends = channel.filter((request) => packedHeaders(request) !== undefined);
    for (const [what, requests] of [
      ['Auth', auth],
      ['the listen channel', channelSends],
      ["the replay's commits", commits],
    ] as const) {
      expect(requests.length, what).toBeGreaterThan(0);
      const tokens = requests.map(appCheckOf);
      expect(
        tokens.every((token) => token && claims(token).iss === 'emulator-stand-in'),
        what,
      ).toBe(true);
    }
    // Since the page kept it, the SDKs send the kept token.
    expect(commits.map(appCheckOf)).toContain(kept!.token);
  });

  test('REST reads carry the token the page kept', async ({ page, context }) => {
    const { email } = await createMember('app-check-rest');
    await page.goto('/');
    await signIn(page, email, PASSWORD);
    await waitForServiceWorker(page);
    await expect.poll(() => keptToken(page)).not.toBeNull();
    const kept = (await keptToken(page))!;

    // Another page: its first script reads the board through REST, with the kept token.
    const board = await context.newPage();
    const reads = record(board, firestoreRead);
    await board.goto('/board');
    await expect(board.locator('[data-testid$="post-row"]').first()).toBeVisible();
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.map(appCheckOf)).toEqual(reads.map(() => kept.token));
  });

  test("a first visit's reads refused without a token are sent again with one", async ({
    page,
  }) => {
    // App Check enforced, as a project's console sets it: a read without a token is refused.
    const refused: string[] = [];
    await page.route(
      (url) => firestoreRead(url.href),
      (route) => {
        if (route.request().headers()[HEADER]) return route.continue();
        refused.push(route.request().url());
        return route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 401, status: 'UNAUTHENTICATED' } }),
        });
      },
    );
    const reads = record(page, firestoreRead);
    const chunks: string[] = [];
    page.on('request', (request) => chunks.push(new URL(request.url()).pathname));
    await page.goto('/board');
    // The rows come, read the second time with a token minted for the occasion.
    await expect(page.locator('[data-testid$="post-row"]').first()).toBeVisible();
    expect(refused.length).toBeGreaterThan(0);
    const carried = reads.map(appCheckOf).filter(Boolean);
    expect(carried.length).toBeGreaterThan(0);
    expect(carried.every((token) => claims(token!).iss === 'emulator-stand-in')).toBe(true);
    // Minting loaded the Firebase app with App Check, and kept the token for the next reads.
    expect(chunks.some((path) => /\/assets\/firebase-app-[^/]+\.js$/.test(path))).toBe(true);
    await expect.poll(() => keptToken(page)).not.toBeNull();
  });
});
