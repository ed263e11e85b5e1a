import type { Locale } from './catalog';
import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './auth-helpers';

// The 2 px loading bar shows for the requests the member waits on (an admin list, their user
// document) and not for background replays, which the sync indicator shows.
// The service worker is kept out so the page's Firestore requests reach the route handler.
test.use({ serviceWorkers: 'block' });

const bar = (page: Page) => page.getByTestId('loading-bar');

/** Holds every Firestore request for `ms` before it goes on. */
async function slowFirestore(page: Page, ms: number): Promise<void> {
  await page.route(/google\.firestore\.v1\.Firestore|\/v1\/projects\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => undefined);
  });
}

/** Starts recording whether the bar turns on from now. */
async function watchBar(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const el = document.querySelector('[data-testid="loading-bar"]')!;
    const w = window as unknown as { barSeen: boolean };
    w.barSeen = el.getAttribute('data-active') === 'true';
    new MutationObserver(() => {
      if (el.getAttribute('data-active') === 'true') w.barSeen = true;
    }).observe(el, { attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { barSeen: boolean }).barSeen);
}

const locale = 'en' as Locale;

test.describe(`loading bar (${locale})`, () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript((lang) => localStorage.setItem('locale', lang), locale);
  });

  test('shows while an admin list loads, and goes when it has', async ({ page }) => {
    await openSignedIn(page, 'admin@demo.test');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(bar(page)).toHaveAttribute('data-active', 'false');
    await slowFirestore(page, 1500);
    const seen = await watchBar(page);
    await page
      .getByRole('navigation')
      .getByRole('link', { name: /회원|Members/ })
      .click();
    await expect(page.getByTestId('member-row').first()).toBeVisible({ timeout: 15_000 });
    expect(await seen()).toBe(true);
    await expect(bar(page)).toHaveAttribute('data-active', 'false');
  });

  test("sweeps for a new page, not for the search box's words the URL follows on the same page", async ({
    page,
  }) => {
    await page.goto('/search');
    const box = page.getByTestId('search-box');
    await expect(box).toBeEditable();
    // The page the bar sweeps for (a replace on the same path stays that page).
    const pageOf = () => bar(page).getAttribute('data-page');
    const opened = await pageOf();
    expect(opened).toBeTruthy();
    await box.pressSequentially('pixel', { delay: 50 });
    await expect(page).toHaveURL(/\/search\?q=pixel$/);
    await box.pressSequentially(' art', { delay: 400 });
    await expect(page).toHaveURL(/\/search\?q=pixel\+art$/);
    expect(await pageOf()).toBe(opened);
    // A new page is swept for.
    await page
      .getByRole('navigation')
      .getByRole('link', { name: /게시판|Board/ })
      .click();
    await expect(page).toHaveURL(/\/board/);
    await expect.poll(pageOf).not.toBe(opened);
  });

  test("shows while the member's user document loads after a reload", async ({ page }) => {
    await openSignedIn(page, 'alice@demo.test', '/todos');
    await slowFirestore(page, 2000);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const seen = await watchBar(page);
    await expect.poll(seen, { timeout: 10_000 }).toBe(true);
    await expect(bar(page)).toHaveAttribute('data-active', 'false', { timeout: 15_000 });
  });

  test('stays off while writes made offline replay in the background', async ({
    page,
    context,
  }) => {
    await openSignedIn(page, 'bob@demo.test', '/todos');
    await expect(bar(page)).toHaveAttribute('data-active', 'false');
    await context.setOffline(true);
    const input = page.getByRole('textbox').first();
    await input.fill(`offline ${locale} ${Date.now()}`);
    await input.press('Enter');
    const indicator = page.getByTestId('sync-indicator');
    await expect(indicator).toHaveAttribute('data-state', 'offline');
    await expect(indicator).not.toHaveAttribute('data-count', '0');
    const seen = await watchBar(page);
    await context.setOffline(false);
    // The sync indicator shows the replay; the loading bar does not.
    await expect(indicator).toHaveAttribute('data-state', 'saved', {
      timeout: 20_000,
    });
    expect(await seen()).toBe(false);
  });
});
