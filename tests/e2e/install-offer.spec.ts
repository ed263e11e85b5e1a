import { expect, test, type Page } from '@playwright/test';
import { openAccountMenu, openSignedIn } from './auth-helpers';
import { expectNoAxeViolations, offerInstallation, waitForServiceWorker } from './support';
import { t, type Locale, startIn } from './catalog';

// The install offer where members look: an "install the app" item in the account menu and a
// section on my page, when the browser offers installation (and the how-to on iPhone and iPad,
// where it does not); neither once the app runs installed (display-mode: standalone).

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** The app runs installed: `(display-mode: standalone)` matches. */
function runInstalled(page: Page) {
  return page.addInitScript(() => {
    const own = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      const list = own(query);
      if (query.includes('display-mode: standalone')) {
        Object.defineProperty(list, 'matches', { value: true });
      }
      return list;
    };
  });
}

async function signedInOnMyPage(page: Page, locale: Locale) {
  await startIn(page, locale);
  await openSignedIn(page, locale === 'ko' ? 'alice@demo.test' : 'bob@demo.test', '/todos');
  await page.goto('/mypage');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'mypage.title'));
  await waitForServiceWorker(page);
}

const locale = 'en' as Locale;

test.describe(`the install offer (${locale})`, () => {
  test('the account menu and my page offer to install when the browser does', async ({ page }) => {
    await signedInOnMyPage(page, locale);
    let menu = await openAccountMenu(page);
    await expect(menu.getByRole('menuitem', { name: t(locale, 'menu.install') })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('mypage-install')).toHaveCount(0);

    await offerInstallation(page);
    const section = page.getByTestId('mypage-install');
    await expect(
      section.getByRole('heading', { level: 2, name: t(locale, 'install.title') }),
    ).toBeVisible();
    await expect(section.getByTestId('install-button')).toHaveText(t(locale, 'install.button'));
    await expectNoAxeViolations(page);

    menu = await openAccountMenu(page);
    const item = menu.getByRole('menuitem', { name: t(locale, 'menu.install') });
    await expect(item).toBeVisible();
    await expectNoAxeViolations(page);
    await item.click();
    expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(
      true,
    );
    // The offer is used once: both entries go.
    await expect(section).toHaveCount(0);
    menu = await openAccountMenu(page);
    await expect(menu.getByRole('menuitem', { name: t(locale, 'menu.install') })).toHaveCount(0);
  });

  test('nothing is offered once the app runs installed', async ({ page }) => {
    await runInstalled(page);
    await signedInOnMyPage(page, locale);
    await offerInstallation(page);
    // The same offer shows the entries in a browser tab (the test above); here they stay away.
    await expect(page.getByTestId('install-button')).toHaveCount(0);
    await expect(page.getByTestId('mypage-install')).toHaveCount(0);
    const menu = await openAccountMenu(page);
    await expect(menu.getByRole('menuitem').first()).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: t(locale, 'menu.install') })).toHaveCount(0);
  });

  test.describe('on an iPhone', () => {
    test.use({ userAgent: IPHONE, viewport: { width: 390, height: 844 } });

    test('my page and the menu show how to install from Safari', async ({ page }) => {
      await signedInOnMyPage(page, locale);
      const section = page.getByTestId('mypage-install');
      await expect(section.getByTestId('install-howto')).toHaveText(t(locale, 'install.ios'));
      await expectNoAxeViolations(page);
      const menu = await openAccountMenu(page);
      await menu.getByRole('menuitem', { name: t(locale, 'menu.install') }).click();
      await expect(
        page.getByTestId('notification').filter({ hasText: t(locale, 'install.ios') }),
      ).toBeVisible();
    });
  });
});
