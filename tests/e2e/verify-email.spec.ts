import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { latestOobCode, openAccountMenu, signUp, uniqueEmail } from './auth-helpers';

// The red "verify your email" item leads to /mypage/verify: send the link again, open it (the
// Auth emulator's out-of-band link), check; my page's tabs reach the overview (settings).

type Locale = 'ko' | 'en';
const CATALOG: Record<Locale, Record<string, string>> = {
  ko: JSON.parse(readFileSync(new URL('../../src/i18n/ko.json', import.meta.url), 'utf8')),
  en: JSON.parse(readFileSync(new URL('../../src/i18n/en.json', import.meta.url), 'utf8')),
};
const t = (locale: Locale, key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{${name}}`, value),
    CATALOG[locale][key] ?? key,
  );

for (const locale of ['ko', 'en'] as const) {
  test(`verifies the email from the verification screen (${locale})`, async ({ page, context }) => {
    await page.addInitScript((lang) => {
      if (!localStorage.getItem('locale')) localStorage.setItem('locale', lang);
    }, locale);
    const email = uniqueEmail(`verify-${locale}`);
    await page.goto('/');
    await signUp(page, email, 'Pixel#2026');

    const menu = await openAccountMenu(page);
    await menu.getByRole('menuitem', { name: t(locale, 'msg.1003') }).click();
    await expect(page).toHaveURL(/\/mypage\/verify$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t(locale, 'mypage.verify.title'),
    );
    const status = page.getByTestId('verify-status');
    await expect(status).toHaveText(t(locale, 'mypage.verify.waiting', { email }));

    // Checking before the link is opened changes nothing.
    await page.getByRole('button', { name: t(locale, 'mypage.verify.check') }).click();
    await expect(status).toHaveText(t(locale, 'mypage.verify.waiting', { email }));

    await page.getByRole('button', { name: t(locale, 'mypage.resendVerification') }).click();
    await expect(
      page.getByTestId('notification').filter({ hasText: t(locale, 'msg.1014') }),
    ).toBeVisible();

    const { oobLink } = await latestOobCode(email, 'VERIFY_EMAIL');
    const mailbox = await context.newPage();
    await mailbox.goto(oobLink);
    await mailbox.close();

    await page.getByRole('button', { name: t(locale, 'mypage.verify.check') }).click();
    await expect(status).toHaveText(t(locale, 'mypage.verify.done', { email }));
    const tabs = page.getByRole('navigation', { name: t(locale, 'mypage.nav') });
    await expect(tabs.getByRole('link', { name: t(locale, 'mypage.verify.title') })).toHaveCount(0);

    // The overview (settings, analytics opt-out) is one of my page's tabs.
    await tabs.getByRole('link', { name: t(locale, 'mypage.home') }).click();
    await expect(page).toHaveURL(/\/mypage$/);
    await expect(
      page.getByRole('heading', { level: 2, name: t(locale, 'mypage.settings') }),
    ).toBeVisible();
  });
}
