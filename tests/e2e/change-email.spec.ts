import type { Locale } from './catalog';
import { expect, test, type Page } from '@playwright/test';
import { readEmulatorDocument } from './support';
import { latestOobCode, openAccountMenu, signUp, uniqueEmail } from './auth-helpers';
import { message, t, startIn } from './catalog';

// A change of email goes through verifyBeforeUpdateEmail: a link to the new address, which the
// Auth emulator keeps in its out-of-band codes; the email changes only once it is opened.

const PASSWORD = 'Pixel#2026';

const uidOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('auth/user') ?? 'null')?.uid as string);

async function emailField(uid: string): Promise<string | undefined> {
  const doc = (await readEmulatorDocument(`users/${uid}`)) as {
    fields: Record<string, { stringValue?: string }>;
  };
  return doc.fields.email?.stringValue;
}

const locale = 'en' as Locale;

test.describe(`change of email (${locale})`, () => {
  test.beforeEach(async ({ page }) => {
    await startIn(page, locale);
  });

  test('sends a link to the new address and changes the email once it is opened', async ({
    page,
    context,
  }) => {
    const email = uniqueEmail(`old-${locale}`);
    const newEmail = uniqueEmail(`new-${locale}`);
    await page.goto('/');
    await signUp(page, email, PASSWORD);
    const uid = await uidOf(page);

    await page.goto('/mypage/profile');
    // The same address is refused with a translated message.
    await page.getByLabel(t(locale, 'mypage.newEmail')).fill(email);
    await page.getByRole('button', { name: t(locale, 'mypage.saveEmail'), exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(t(locale, 'auth.error.sameEmail'));

    await page.getByLabel(t(locale, 'mypage.newEmail')).fill(newEmail);
    await page.getByRole('button', { name: t(locale, 'mypage.saveEmail'), exact: true }).click();
    await expect(
      page
        .getByTestId('notification')
        .filter({ hasText: message(locale, 'mypage.emailChangeSent', { email: newEmail }) }),
    ).toBeVisible();
    await expect(page.getByTestId('email-pending')).toContainText(newEmail);
    // Nothing changes before the link is opened.
    await page
      .getByTestId('email-pending')
      .getByRole('button', { name: t(locale, 'mypage.emailChangeCheck') })
      .click();
    await expect(page.getByTestId('email-pending')).toBeVisible();
    expect(await emailField(uid)).toBe(email);

    const { oobLink } = await latestOobCode(email, 'VERIFY_AND_CHANGE_EMAIL');
    const mailbox = await context.newPage();
    await mailbox.goto(oobLink);
    await mailbox.close();
    await page.bringToFront();

    // Back in the app (focus), it looks again and finds the new address.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(
      page.getByTestId('notification').filter({ hasText: t(locale, 'msg.1022') }),
    ).toBeVisible();
    await expect(page.getByTestId('email-pending')).toHaveCount(0);
    await expect(page.getByLabel(t(locale, 'mypage.newEmail'))).toHaveValue(newEmail);
    await expect.poll(() => emailField(uid)).toBe(newEmail);
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('auth/user') ?? 'null')?.email),
    ).toBe(newEmail);

    // The new address signs in.
    await (
      await openAccountMenu(page)
    )
      .getByRole('menuitem', { name: t(locale, 'menu.signOut') })
      .click();
    const dialog = page.getByTestId('auth-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(t(locale, 'auth.field.email')).fill(newEmail);
    await dialog.getByLabel(t(locale, 'auth.field.password')).fill(PASSWORD);
    await dialog
      .getByRole('button', { name: t(locale, 'auth.submit.signIn'), exact: true })
      .click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/mypage\/profile$/);
  });
});
