import { expect, test, type Page } from '@playwright/test';
import { openAccountMenu, openSignedIn } from './auth-helpers';
import { createMember, readEmulatorFields, seedComment, seedPost } from './offline-support';
import { expectNoAxeViolations, waitForServiceWorker } from './support';
import { t, type Locale } from './catalog';

// The admin pages (issue: admin part): the members list, pinning notices, deleting anyone's post
// or comment, all against the emulators; and the not-found screen for everyone else.

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

const ADMIN = 'admin@demo.test';
/** A seeded notice that starts unpinned (seed-post-01 starts pinned). */
const NOTICE = { id: 'seed-post-02', title: '커뮤니티 이용 규칙 안내' };

async function useLocale(page: Page, locale: Locale) {
  if (locale === 'en') await page.addInitScript(() => localStorage.setItem('locale', 'en'));
}

/**
 * Signs in from the home page. Signing in applies the member's own language (the demo admin's
 * is Korean); a reload brings back the locale this test set (see useLocale).
 */
async function signInAs(page: Page, email: string, locale: Locale = 'ko') {
  await openSignedIn(page, email);
  if (locale === 'en') {
    await page.reload();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  }
}

const signInAsAdmin = (page: Page, locale: Locale = 'ko') => signInAs(page, ADMIN, locale);

/** The admin navigation, by its visible name. */
const adminNav = (page: Page, locale: Locale, key: string) =>
  page.getByRole('navigation', { name: t(locale, 'admin.nav') }).getByRole('link', {
    name: t(locale, key),
    exact: true,
  });

async function confirmDelete(page: Page, locale: Locale) {
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: t(locale, 'posts.delete'), exact: true }).click();
  await expect(dialog).toBeHidden();
}

const locale = 'en' as Locale;

test.describe(`admin pages in ${locale}`, () => {
  test.beforeEach(async ({ page }) => {
    await useLocale(page, locale);
  });

  test('an admin reaches the overview from the account menu and lists the members', async ({
    page,
  }) => {
    await signInAsAdmin(page, locale);
    const menu = await openAccountMenu(page);
    await menu.getByRole('menuitem', { name: t(locale, 'menu.admin') }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(heading(page)).toHaveText(t(locale, 'admin.title'));
    await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'admin');
    for (const key of [
      'admin.members.title',
      'admin.notices.title',
      'admin.posts.title',
      'admin.comments.title',
    ]) {
      await expect(
        page.getByRole('main').getByRole('heading', { level: 2, name: t(locale, key) }),
      ).toBeVisible();
    }
    await expectNoAxeViolations(page);

    await adminNav(page, locale, 'admin.members.title').click();
    await expect(page).toHaveURL(/\/admin\/members$/);
    await expect(heading(page)).toHaveText(t(locale, 'admin.members.title'));
    const rows = page.getByTestId('member-row');
    for (const [email, role] of [
      [ADMIN, 'admin.role.admin'],
      ['alice@demo.test', 'admin.role.member'],
      ['bob@demo.test', 'admin.role.member'],
    ]) {
      const row = rows.filter({ hasText: email });
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('cell').nth(2)).toHaveText(t(locale, role));
    }
    await expectNoAxeViolations(page);
  });

  test('a member who is not an admin gets the not-found screen', async ({ page }) => {
    await signInAs(page, 'alice@demo.test', locale);
    const menu = await openAccountMenu(page);
    await expect(menu.getByRole('menuitem', { name: t(locale, 'menu.profile') })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: t(locale, 'menu.admin') })).toHaveCount(0);
    await page.keyboard.press('Escape');
    for (const path of ['/admin', '/admin/members', '/admin/comments']) {
      await page.goto(path);
      await expect(heading(page)).toHaveText(t(locale, 'notFound.title'));
      await expect(page.getByTestId('member-table')).toHaveCount(0);
      await expect(page.getByText(t(locale, 'admin.title'), { exact: true })).toHaveCount(0);
    }
    await expectNoAxeViolations(page);
  });
});

test('a signed-out visitor gets the not-found screen on admin paths', async ({ page }) => {
  for (const path of ['/admin', '/admin/posts', '/admin/notices']) {
    await page.goto(path);
    await expect(heading(page)).toHaveText(t('ko', 'notFound.title'));
  }
});

test('an admin pins a notice to the top of the board and unpins it', async ({ page }) => {
  const locale = 'ko';
  await signInAsAdmin(page);
  await page.goto('/admin/notices');
  await expect(heading(page)).toHaveText(t(locale, 'admin.notices.title'));
  const notice = page.getByTestId('admin-post').filter({ hasText: NOTICE.title });
  await expect(notice.getByTestId('pinned-badge')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await notice.getByRole('button', { name: t(locale, 'admin.notices.pin'), exact: true }).click();
  await expect(notice.getByTestId('pinned-badge')).toBeVisible();
  await expect
    .poll(async () => (await readEmulatorFields(`posts/${NOTICE.id}`))?.pinned, { timeout: 15_000 })
    .toBe(true);
  // Pinning is not an edit: the version stays.
  expect((await readEmulatorFields(`posts/${NOTICE.id}`))?.version).toBe(1);

  await page.goto('/board');
  const pinned = page.getByTestId('pinned-notices');
  await expect(pinned.getByRole('link', { name: NOTICE.title })).toBeVisible();
  await expect(pinned.getByRole('link', { name: 'Welcome to the pixel community' })).toBeVisible();
  await expectNoAxeViolations(page);
  // Only the tabs that show notices show them.
  await page.getByTestId('tab-qna').click();
  await expect(page.getByTestId('pinned-notices')).toHaveCount(0);

  await page.goto('/admin/notices');
  await notice.getByRole('button', { name: t(locale, 'admin.notices.unpin'), exact: true }).click();
  await expect(notice.getByTestId('pinned-badge')).toHaveCount(0);
  await expect
    .poll(async () => (await readEmulatorFields(`posts/${NOTICE.id}`))?.pinned, { timeout: 15_000 })
    .toBe(false);
  await page.goto('/board');
  await expect(
    page
      .getByTestId('pinned-notices')
      .getByRole('link', { name: 'Welcome to the pixel community' }),
  ).toBeVisible();
  await expect(
    page.getByTestId('pinned-notices').getByRole('link', { name: NOTICE.title }),
  ).toHaveCount(0);
});

test("an admin deletes a member's comment and post", async ({ page }) => {
  const locale = 'ko';
  const { uid } = await createMember('moderated');
  const postId = `admin-e2e-${Date.now().toString(36)}`;
  const title = `Moderated post ${postId}`;
  const text = `A comment to moderate ${postId}`;
  await seedPost(postId, uid, title, 'Written by a member, removed by an admin.');
  await seedComment(postId, 'c1', uid, text);

  await signInAsAdmin(page);
  await page.goto('/admin/comments');
  await expect(heading(page)).toHaveText(t(locale, 'admin.comments.title'));
  const comment = page.getByTestId('admin-comment').filter({ hasText: text });
  await expect(comment).toHaveCount(1);
  await expectNoAxeViolations(page);
  await comment.getByRole('button', { name: t(locale, 'posts.delete'), exact: true }).click();
  await confirmDelete(page, locale);
  await expect(comment).toHaveCount(0);
  await expect
    .poll(() => readEmulatorFields(`posts/${postId}/comments/c1`), { timeout: 15_000 })
    .toBeNull();
  await expect
    .poll(async () => (await readEmulatorFields(`posts/${postId}`))?.commentCount)
    .toBe(0);

  await adminNav(page, locale, 'admin.posts.title').click();
  const post = page.getByTestId('admin-post').filter({ hasText: title });
  await expect(post).toHaveCount(1);
  await expectNoAxeViolations(page);
  await post.getByRole('button', { name: `“${title}” 삭제` }).click();
  await confirmDelete(page, locale);
  await expect(post).toHaveCount(0);
  await expect.poll(() => readEmulatorFields(`posts/${postId}`), { timeout: 15_000 }).toBeNull();
});

test('an admin deletes a comment from the post page too', async ({ page }) => {
  const { uid } = await createMember('commenter');
  const postId = `admin-e2e-detail-${Date.now().toString(36)}`;
  const text = `Off-topic ${postId}`;
  await seedPost(postId, uid, `Post ${postId}`, 'A post with a comment.');
  await seedComment(postId, 'c1', uid, text);
  await signInAsAdmin(page);
  await page.goto(`/posts/${postId}`);
  const comment = page.getByTestId('comment').filter({ hasText: text });
  await comment.getByRole('button', { name: t('ko', 'posts.delete'), exact: true }).click();
  await confirmDelete(page, 'ko');
  await expect(comment).toHaveCount(0);
  await expect
    .poll(() => readEmulatorFields(`posts/${postId}/comments/c1`), { timeout: 15_000 })
    .toBeNull();
});

test('the members list says it needs a connection when offline', async ({ page, context }) => {
  await signInAsAdmin(page);
  await page.goto('/admin');
  await expect(heading(page)).toHaveText(t('ko', 'admin.title'));
  // The page's code comes from the service worker's precache while offline.
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await adminNav(page, 'ko', 'admin.members.title').click();
  await expect(page.getByTestId('admin-offline')).toHaveText(t('ko', 'admin.offline'));
  await context.setOffline(false);
  await expect(page.getByTestId('member-row').filter({ hasText: ADMIN })).toHaveCount(1);
});

for (const width of [600, 1440]) {
  test(`admin screenshots at ${width}px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsAdmin(page);
    for (const [name, path, ready] of [
      ['admin-members', '/admin/members', 'member-row'],
      ['admin-notices', '/admin/notices', 'admin-post'],
      ['admin-comments', '/admin/comments', 'admin-comment'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId(ready).first()).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
    }
  });
}
