import type { Locale } from './catalog';
import { expect, test, type Page } from '@playwright/test';
import { signUp, uniqueEmail } from './auth-helpers';
import { deviceRows, listEmulatorDocuments, readEmulatorFields } from './offline-support';
import { PROJECT_ID, chooseAvatar, waitForServiceWorker } from './support';
import { t, startIn } from './catalog';

// Deleting an account removes the member's private data (user document, to-dos, bookmarks,
// images) from the emulators and the device; their posts and comments stay.

const PASSWORD = 'Pixel#2026';
const storageHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '127.0.0.1:9199';

async function storedImages(uid: string): Promise<string[]> {
  const response = await fetch(
    `http://${storageHost}/v0/b/${PROJECT_ID}.appspot.com/o?prefix=${encodeURIComponent(`users/${uid}/images/`)}`,
    { headers: { Authorization: 'Bearer owner' } },
  );
  const body = (await response.json()) as { items?: Array<{ name: string }> };
  return (body.items ?? []).map((item) => item.name);
}

const uidOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('auth/user') ?? 'null')?.uid as string);

const locale = 'en' as Locale;

test(`deletes the account and the member's private data (${locale})`, async ({ page, context }) => {
  test.setTimeout(90_000);
  await startIn(page, locale);
  const email = uniqueEmail(`delete-${locale}`);
  await page.goto('/');
  await signUp(page, email, PASSWORD);
  const uid = await uidOf(page);

  // Private data: an avatar picture, a to-do, a bookmark.
  await page.goto('/mypage/profile');
  await chooseAvatar(page);
  await expect(
    page.getByTestId('notification').filter({ hasText: t(locale, 'msg.1021') }),
  ).toBeVisible();
  await page.goto('/todos');
  const input = page.getByPlaceholder(t(locale, 'todos.new.placeholder'));
  await input.fill('to be deleted');
  await input.press('Enter');
  await expect(page.getByText('to be deleted')).toBeVisible();
  await page.goto('/posts/seed-post-03');
  const before = Number((await readEmulatorFields('posts/seed-post-03'))?.bookmarkCount ?? 0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByTestId('bookmark-button').click();
  await expect(page.getByTestId('bookmark-button')).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => (await listEmulatorDocuments(`users/${uid}/bookmarks`)).length, {
      timeout: 30_000,
    })
    .toBe(1);
  await expect.poll(async () => (await listEmulatorDocuments(`users/${uid}/todos`)).length).toBe(1);
  await expect.poll(() => storedImages(uid)).toHaveLength(1);
  // The new picture is on their public profile too (their member page's).
  const photo = (await readEmulatorFields(`users/${uid}`))?.photoURL;
  expect(photo).toMatch(/avatar\.jpg/);
  expect((await readEmulatorFields(`profiles/${uid}`))?.photoURL).toBe(photo);

  // A write made offline is announced as about to be discarded. Offline, the page comes from the
  // service worker: it must be in control first.
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.goto('/todos');
  await input.fill('never sent');
  await input.press('Enter');
  await expect(page.getByText('never sent')).toBeVisible();
  await page.goto('/mypage');
  await expect(page.getByTestId('delete-pending')).toBeVisible();
  await context.setOffline(false);

  const section = page.getByRole('region', { name: t(locale, 'mypage.delete.title') });
  await section.getByLabel(t(locale, 'mypage.currentPassword')).fill('wrong password');
  await section.getByRole('button', { name: t(locale, 'mypage.delete.submit') }).click();
  await expect(section.getByRole('alert')).toHaveText(t(locale, 'auth.error.invalidCredential'));
  expect(await readEmulatorFields(`users/${uid}`)).not.toBeNull();

  await section.getByLabel(t(locale, 'mypage.currentPassword')).fill(PASSWORD);
  await section.getByRole('button', { name: t(locale, 'mypage.delete.submit') }).click();
  await expect(
    page.getByTestId('notification').filter({ hasText: t(locale, 'mypage.delete.done') }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('open-auth')).toBeVisible();

  expect(await readEmulatorFields(`users/${uid}`)).toBeNull();
  expect(await readEmulatorFields(`profiles/${uid}`)).toBeNull();
  expect(await listEmulatorDocuments(`users/${uid}/todos`)).toEqual([]);
  expect(await listEmulatorDocuments(`users/${uid}/bookmarks`)).toEqual([]);
  expect(await storedImages(uid)).toEqual([]);
  expect(Number((await readEmulatorFields('posts/seed-post-03'))?.bookmarkCount ?? 0)).toBe(before);
  // Nothing of theirs is left waiting on the device.
  expect(
    (await deviceRows<{ uid: string }>(page, 'outbox')).filter((e) => e.uid === uid).length,
  ).toBe(0);

  // The account is gone: signing in with it fails.
  const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
  const signInAgain = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  expect(signInAgain.status).toBe(400);
});
