import type { Locale } from './catalog';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, openSignedIn, signIn } from './auth-helpers';
import { offerInstallation, waitForServiceWorker } from './support';
import { t, startIn } from './catalog';

// What an installed app is expected to do: an install button on the browser's offer, a share
// button on posts (copying the link where there is no share sheet), the icon's badge for
// writes waiting, and the manifest's shortcuts.

/** Records the Badging API's calls (headless Chromium has no icon to badge). */
async function recordBadge(page: Page) {
  await page.addInitScript(() => {
    const calls: Array<number | 'clear'> = [];
    (window as unknown as { badgeCalls: typeof calls }).badgeCalls = calls;
    Object.defineProperty(Navigator.prototype, 'setAppBadge', {
      configurable: true,
      value: (count: number) => {
        calls.push(count);
        return Promise.resolve();
      },
    });
    Object.defineProperty(Navigator.prototype, 'clearAppBadge', {
      configurable: true,
      value: () => {
        calls.push('clear');
        return Promise.resolve();
      },
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { badgeCalls: Array<number | 'clear'> }).badgeCalls);
}

const locale = 'ko' as Locale;

test.describe(`installed app (${locale})`, () => {
  test.beforeEach(async ({ page }) => {
    await startIn(page, locale);
  });

  test('the install button appears on the browser’s offer and uses it', async ({ page }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    await expect(page.getByTestId('install-button')).toHaveCount(0);
    await offerInstallation(page);
    // The reader comes to the footer, where the app offers itself (on a first visit's home the
    // app's code loads only then: src/app/app-code.ts).
    await page.locator('footer').scrollIntoViewIfNeeded();
    const button = page.getByTestId('install-button');
    await expect(button).toHaveText(t(locale, 'install.button'));
    await button.click();
    expect(await page.evaluate(() => (window as unknown as { prompted: boolean }).prompted)).toBe(
      true,
    );
    await expect(button).toHaveCount(0);
  });

  test('the share button copies the post’s link where there is no share sheet', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: undefined,
      }),
    );
    await page.goto('/posts/seed-post-01');
    await page.getByTestId('share-button').click();
    await expect(
      page.getByTestId('notification').filter({ hasText: t(locale, 'posts.share.copied') }),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}/posts/seed-post-01`,
    );
  });

  test('the badge counts writes waiting and clears once they are saved', async ({
    page,
    context,
  }) => {
    const badgeCalls = await recordBadge(page);
    await openSignedIn(page, locale === 'ko' ? 'alice@demo.test' : 'bob@demo.test', '/todos');
    await context.setOffline(true);
    const input = page.getByPlaceholder(t(locale, 'todos.new.placeholder'));
    await input.fill(`badge ${locale} ${Date.now()}`);
    await input.press('Enter');
    await input.fill(`badge 2 ${locale} ${Date.now()}`);
    await input.press('Enter');
    await expect.poll(async () => (await badgeCalls()).at(-1)).toBe(2);
    await context.setOffline(false);
    await expect.poll(async () => (await badgeCalls()).at(-1), { timeout: 20_000 }).toBe('clear');
  });

  test('the manifest has shortcuts to write a post and to the to-dos', async ({ page }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await page.request.get(href!)).json();
    const urls = (manifest.shortcuts as Array<{ url: string }>).map((s) => s.url);
    expect(urls).toEqual(['/board?write=1', '/todos']);

    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    await page.goto('/board?write=1');
    await expect(page.getByTestId('write-dialog')).toBeVisible();
  });
});
