import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './auth-helpers';

/** Every URL the page itself asks for, from the first request on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

// The full SDK's own chunk and its realtime channel (Firestore Lite reads with plain REST calls).
const fullSdk = (url: string) =>
  /\/assets\/remote-api-[^/]+\.js$/.test(url) ||
  /google\.firestore\.v1\.Firestore\/Listen/.test(url);
const liteRead = (url: string) => /\/documents(:runQuery|\/posts\/)/.test(url);

test.describe('a first visit', () => {
  test("a visitor's home and board show posts without the Firebase SDK, which loads on sign-in", async ({
    page,
  }) => {
    const urls = recordRequests(page);
    await page.goto('/');
    await expect(page.getByTestId('latest-posts').getByRole('listitem').first()).toBeVisible();
    await page.getByRole('link', { name: '게시판으로 가기' }).click();
    await expect(page.getByTestId('post-row').first()).toBeVisible();
    await page.waitForLoadState('networkidle');

    // The posts came from the server, through Firestore Lite alone.
    expect(urls.filter(liteRead).length).toBeGreaterThanOrEqual(2);
    expect(urls.filter(fullSdk)).toEqual([]);

    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    await expect.poll(() => urls.some(fullSdk)).toBe(true);
  });
});
