import { expect, test } from '@playwright/test';

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
});
