import type { Locale } from './catalog';
import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './auth-helpers';

// Each part of the page fails alone: a chunk made to throw when it runs stands in for a bug.
// The service worker is kept out so the page's requests reach the route handlers.
test.use({ serviceWorkers: 'block' });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

async function breakChunk(page: Page, name: string): Promise<void> {
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `throw new Error('${name} is broken');`,
    }),
  );
}

const WORDS = {
  ko: {
    home: '픽셀 커뮤니티에 오신 것을 환영해요',
    homeLink: '홈',
    toBoard: '게시판으로 가기',
    board: '게시판',
    header: '메뉴 막대에서 오류가 났어요.',
    dialog: '이 창에서 오류가 났어요.',
    close: '닫기',
    language: '언어',
    screen: '문제가 발생했어요',
  },
  en: {
    home: 'Welcome to the pixel community',
    homeLink: 'Home',
    toBoard: 'Go to the board',
    board: 'Board',
    header: 'The menu bar hit an error.',
    dialog: 'This window hit an error.',
    close: 'Close',
    language: 'Language',
    screen: 'Something went wrong',
  },
} as const;

const locale = 'en' as Locale;

const w = WORDS[locale];
test.describe(`error boundaries (${locale})`, () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript((lang) => localStorage.setItem('locale', lang), locale);
  });

  test('a thrown error in the header leaves the page usable', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    // The member's sync status is the header's code that loads on its own: signed in, it fails.
    await openSignedIn(page, 'bob@demo.test');
    await breakChunk(page, 'sync-indicator');
    await page.reload();
    const fallback = page.getByTestId('header-error');
    await expect(fallback).toBeVisible();
    await expect(fallback.getByRole('alert')).toContainText(w.header);
    // The screen is still there and works.
    await expect(heading(page)).toHaveText(w.home);
    await page.getByRole('link', { name: w.toBoard }).click();
    await expect(heading(page)).toHaveText(w.board);
    expect(errors.some((e) => e.includes('[header]'))).toBe(true);
    // The way home from the fallback.
    await fallback.getByRole('link').click();
    await expect(heading(page)).toHaveText(w.home);
  });

  test('a failing dialog says so and closes, leaving the page as it was', async ({ page }) => {
    await breakChunk(page, 'language-dialog');
    await page.goto('/board');
    await expect(heading(page)).toHaveText(w.board);
    await page.getByRole('button', { name: w.language, exact: true }).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText(w.dialog);
    await expect(alert.getByRole('button', { name: w.close })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(alert).toBeHidden();
    await expect(heading(page)).toHaveText(w.board);
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('a failing screen keeps the header, which leads on', async ({ page }) => {
    await breakChunk(page, 'board-page');
    await page.goto('/board');
    // A visitor's board loads its code on a reason: a control reached for.
    await page.getByRole('button', { name: w.language, exact: true }).hover();
    await expect(page.getByRole('alert')).toContainText(w.screen);
    await page.getByRole('banner').getByRole('link', { name: w.homeLink, exact: true }).click();
    await expect(heading(page)).toHaveText(w.home);
  });
});

test.describe('a screen whose code did not arrive', () => {
  const w = WORDS.ko;

  /** The board's code cannot be fetched (offline, no service worker yet) until `reach()`. */
  async function boardCodeOutOfReach(
    page: Page,
  ): Promise<{ reach: () => void; fetches: () => number }> {
    let reachable = false;
    let fetches = 0;
    await page.route(/\/assets\/board-page-[\w-]+\.js$/, (route) => {
      fetches += 1;
      return reachable ? route.continue() : route.abort('internetdisconnected');
    });
    await page.goto('/');
    await expect(heading(page)).toHaveText(w.home);
    // The home page is hydrated (the language menu answers), so the link below opens the board
    // in this page, as a member's tap would once the app has started.
    await page.getByRole('button', { name: w.language, exact: true }).click();
    const languages = page.getByRole('dialog');
    await expect(languages).toBeVisible();
    await languages.getByRole('button', { name: '취소' }).click();
    await expect(languages).toBeHidden();
    await page.getByRole('link', { name: w.toBoard }).click();
    await expect(page.getByRole('alert')).toContainText(w.screen);
    return { reach: () => (reachable = true), fetches: () => fetches };
  }

  test('loads on "try again" once its code can be fetched', async ({ page }) => {
    const board = await boardCodeOutOfReach(page);
    // Still out of reach: one more fetch, and the screen says so again.
    const before = board.fetches();
    await page.getByRole('button', { name: '다시 시도' }).click();
    await expect.poll(board.fetches).toBe(before + 1);
    await expect(page.getByRole('alert')).toContainText(w.screen);
    board.reach();
    await page.getByRole('button', { name: '다시 시도' }).click();
    await expect(heading(page)).toHaveText(w.board);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('loads by itself when the connection comes back', async ({ page, context }) => {
    const board = await boardCodeOutOfReach(page);
    await context.setOffline(true);
    board.reach();
    await context.setOffline(false);
    await expect(heading(page)).toHaveText(w.board);
  });
});
