import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { latestOobCode, openAccountMenu, signUp, uniqueEmail } from './auth-helpers';
import { expectNoAxeViolations } from './support';
import { message, t, type Locale, startIn } from './catalog';

// The red "verify your email" item leads to /mypage/verify: send the link again, open it (the
// Auth emulator's out-of-band link), check; my page's tabs reach the overview (settings). The
// spec's route for that item, /mypage/profile, shows the same action at its top.

/**
 * Asks for the link again from `place` (the verify screen, or the profile's action), opens it as
 * the mail would (the Auth emulator's out-of-band link), and checks.
 */
async function verifyThroughMail(
  page: Page,
  context: BrowserContext,
  place: Page | Locator,
  locale: Locale,
  email: string,
) {
  await place.getByRole('button', { name: t(locale, 'mypage.resendVerification') }).click();
  await expect(
    page.getByTestId('notification').filter({ hasText: t(locale, 'msg.1014') }),
  ).toBeVisible();
  const { oobLink } = await latestOobCode(email, 'VERIFY_EMAIL');
  const mailbox = await context.newPage();
  await mailbox.goto(oobLink);
  await mailbox.close();
  await place.getByRole('button', { name: t(locale, 'mypage.verify.check') }).click();
}

const locale = 'en' as Locale;

test(`verifies the email from the verification screen (${locale})`, async ({ page, context }) => {
  await startIn(page, locale);
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
  await expect(status).toHaveText(message(locale, 'mypage.verify.waiting', { email }));

  // Checking before the link is opened changes nothing.
  await page.getByRole('button', { name: t(locale, 'mypage.verify.check') }).click();
  await expect(status).toHaveText(message(locale, 'mypage.verify.waiting', { email }));

  await verifyThroughMail(page, context, page, locale, email);
  await expect(status).toHaveText(message(locale, 'mypage.verify.done', { email }));
  const tabs = page.getByRole('navigation', { name: t(locale, 'mypage.nav') });
  await expect(tabs.getByRole('link', { name: t(locale, 'mypage.verify.title') })).toHaveCount(0);

  // The overview (settings, analytics opt-out) is one of my page's tabs.
  await tabs.getByRole('link', { name: t(locale, 'mypage.home') }).click();
  await expect(page).toHaveURL(/\/mypage$/);
  await expect(
    page.getByRole('heading', { level: 2, name: t(locale, 'mypage.settings') }),
  ).toBeVisible();
});

test(`the profile page shows the verify action first to an unverified member (${locale})`, async ({
  page,
  context,
}) => {
  await startIn(page, locale);
  const email = uniqueEmail(`verify-profile-${locale}`);
  await page.goto('/');
  await signUp(page, email, 'Pixel#2026');

  await page.goto('/mypage/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'mypage.profile'));
  const action = page.getByTestId('verify-email-action');
  await expect(
    action.getByRole('heading', { level: 2, name: t(locale, 'mypage.verify.title') }),
  ).toBeVisible();
  await expect(action.getByTestId('verify-status')).toHaveText(
    message(locale, 'mypage.verify.waiting', { email }),
  );
  // At the top: before the profile's first form.
  const avatarHeading = page.getByRole('heading', { level: 2, name: t(locale, 'mypage.avatar') });
  const actionBox = await action.boundingBox();
  const avatarBox = await avatarHeading.boundingBox();
  expect(actionBox && avatarBox && actionBox.y < avatarBox.y).toBe(true);
  await expectNoAxeViolations(page);

  await verifyThroughMail(page, context, action, locale, email);
  // Verified: the profile is the profile again.
  await expect(action).toHaveCount(0);
  await expect(avatarHeading).toBeVisible();
});
