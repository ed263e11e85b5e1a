import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, openAccountMenu, signIn } from './auth-helpers';

const heading = (page: import('@playwright/test').Page) => page.getByRole('heading', { level: 1 });

test.describe('app state across tabs', () => {
  test('a language change in one tab reaches the other tab', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/');
    await second.goto('/board');
    await expect(heading(first)).toHaveText('픽셀 커뮤니티에 오신 것을 환영해요');
    await expect(heading(second)).toHaveText('게시판');

    await first.getByRole('button', { name: '언어' }).click();
    const dialog = first.getByRole('dialog', { name: '언어 설정' });
    await dialog.getByRole('combobox', { name: '언어' }).selectOption('en');
    await dialog.getByRole('button', { name: '저장' }).click();
    await expect(heading(first)).toHaveText('Welcome to the pixel community');

    // The other tab follows without a reload, screen and header alike.
    await expect(heading(second)).toHaveText('Board');
    await expect(second.getByRole('link', { name: 'Board', exact: true })).toBeVisible();
    expect(await second.evaluate(() => document.documentElement.lang)).toBe('en');

    // And back, from the second tab this time.
    await second.getByRole('button', { name: 'Language' }).click();
    const back = second.getByRole('dialog', { name: 'Language settings' });
    await back.getByRole('combobox', { name: 'Language' }).selectOption('ko');
    await back.getByRole('button', { name: 'Save' }).click();
    await expect(heading(first)).toHaveText('픽셀 커뮤니티에 오신 것을 환영해요');
  });

  test('signing out in one tab signs the other out, told by the saved session alone', async ({
    context,
  }) => {
    const first = await context.newPage();
    await first.goto('/');
    await signIn(first, 'alice@demo.test', DEMO_PASSWORD);
    const second = await context.newPage();
    // Firebase Auth never starts in this tab: only the saved session's removal can tell it.
    await second.route(/\/assets\/(session-sync|start-sync)-[^/]+\.js$/, () => undefined);
    await second.goto('/board');
    await expect(second.getByRole('button', { name: '계정 메뉴' })).toBeVisible();

    await (await openAccountMenu(first)).getByRole('menuitem', { name: '로그아웃' }).click();
    await expect(first.getByTestId('open-auth')).toBeVisible();
    await expect(second.getByTestId('open-auth')).toBeVisible();
    expect(await second.evaluate(() => localStorage.getItem('auth/user'))).toBeNull();
  });
});
