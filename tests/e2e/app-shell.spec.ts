import { expect, test } from '@playwright/test';
import {
  expectNoAxeViolations,
  reachForControls,
  readEmulatorDocument,
  waitForServiceWorker,
} from './support';

const heading = (page: import('@playwright/test').Page) => page.getByRole('heading', { level: 1 });

test.describe('the app shell', () => {
  const screens: Array<[string, string | RegExp]> = [
    ['/', '픽셀 커뮤니티에 오신 것을 환영해요'],
    ['/board', '게시판'],
    ['/index copy', '게시판 (클래식 보기)'],
    ['/carrer/lisner', '경력'],
    ['/chatbot', '챗봇'],
    ['/ErrorNotFound', '페이지를 찾을 수 없어요'],
    ['/no/such/page', '페이지를 찾을 수 없어요'],
    ['/pokeCardPage', '포켓카드 검색'],
    ['/portfolio/mes', '제조 실행 시스템(MES)'],
    ['/posts/seed-post-01', 'Welcome to the pixel community'],
    ['/search', '검색'],
    ['/vueuse', '훅 데모'],
    ['/todos', '할 일'],
    ['/hobby', '취미'],
    // Only an admin sees the admin pages (tests/e2e/admin.spec.ts).
    ['/admin', '페이지를 찾을 수 없어요'],
  ];

  for (const [path, title] of screens) {
    test(`renders the screen at ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(heading(page)).toHaveText(title);
    });
  }

  for (const path of ['/mypage', '/mypage/profile', '/mypage/password', '/mypage/bookmark']) {
    test(`guards ${path} for a signed-out visitor`, async ({ page }) => {
      await page.goto(path);
      // The modal dialog hides the page behind it from the accessibility tree; check the URL.
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
      await expect(page.getByTestId('auth-dialog')).toHaveAttribute('data-view', 'sign-in');
    });
  }

  test('sends a visitor who is not the owner from the edit page back to the post', async ({
    page,
  }) => {
    await page.goto('/posts/seed-post-01/edit');
    await expect(page).toHaveURL(/\/posts\/seed-post-01$/);
    await expect(heading(page)).toHaveText('Welcome to the pixel community');
  });

  test('gives each route its layout and width', async ({ page }) => {
    const layoutOf = async (path: string) => {
      await page.goto(path);
      await expect(heading(page)).toBeVisible();
      return {
        layout: await page.locator('[data-layout]').getAttribute('data-layout'),
        width: await page.locator('main').getAttribute('data-max-width'),
      };
    };
    expect(await layoutOf('/')).toEqual({ layout: 'footer', width: '100%' });
    expect(await layoutOf('/carrer/lisner')).toEqual({ layout: 'hi', width: '100%' });
    expect(await layoutOf('/chatbot')).toEqual({ layout: 'nomal', width: '1080px' });
    expect(await layoutOf('/posts/seed-post-01')).toEqual({ layout: 'default', width: '800px' });
    expect(await layoutOf('/admin')).toEqual({ layout: 'admin', width: '1080px' });
    expect(await layoutOf('/board')).toEqual({ layout: 'default', width: '1080px' });
  });

  test('reads seeded posts from the Firestore emulator', async ({ page }) => {
    const seeded = await readEmulatorDocument('posts/seed-post-01');
    expect(seeded).not.toBeNull();
    await page.goto('/');
    // A visitor's first visit shows them from the app's first script (React waits for a reason).
    const latest = page.locator('[data-early-latest]').getByTestId('latest-posts');
    await expect(latest.getByRole('listitem').first()).toBeVisible();
    await page.goto('/posts/seed-post-01');
    await expect(heading(page)).toHaveText('Welcome to the pixel community');
  });

  test('switches the header to compact icon buttons below 1024px', async ({ page }) => {
    const labelWidth = async () =>
      (await page.locator('nav [data-nav-label]').first().boundingBox())?.width ?? 0;

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/board');
    await expect(page.getByTestId('header-title')).toBeVisible();
    expect(await labelWidth()).toBeGreaterThan(8);

    await page.setViewportSize({ width: 1000, height: 800 });
    await expect(page.getByTestId('header-title')).toBeHidden();
    await expect.poll(labelWidth).toBeLessThanOrEqual(1);
    // The compact buttons keep their accessible names.
    await expect(page.getByRole('link', { name: '게시판', exact: true })).toBeVisible();
  });

  test('opens the hobby dropdown by keyboard and reaches the poke-card page', async ({ page }) => {
    await page.goto('/board');
    const button = page.getByRole('button', { name: '취미 메뉴' });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(page.getByRole('menuitem', { name: '취미 공간' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: '포켓카드' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pokeCardPage$/);
    await expect(heading(page)).toHaveText('포켓카드 검색');
  });

  test('keeps the chosen language across a reload', async ({ page }) => {
    await page.goto('/');
    await expect(heading(page)).toHaveText('픽셀 커뮤니티에 오신 것을 환영해요');
    await page.getByRole('button', { name: '언어' }).click();
    const dialog = page.getByRole('dialog', { name: '언어 설정' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('combobox', { name: '언어' }).selectOption('en');
    await dialog.getByRole('button', { name: '저장' }).click();
    await expect(dialog).toBeHidden();
    await expect(heading(page)).toHaveText('Welcome to the pixel community');
    await expect(page.getByTestId('notification')).toHaveText(/Saved\./);
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    await page.reload();
    await expect(heading(page)).toHaveText('Welcome to the pixel community');
    await expect(page.getByRole('link', { name: 'Board', exact: true })).toBeVisible();
  });

  test('the language dialog stays open on an outside click', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: '언어' }).click();
    const dialog = page.getByRole('dialog', { name: '언어 설정' });
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 400);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '취소' }).click();
    await expect(dialog).toBeHidden();
  });

  test('switches the auth dialog views and resets to sign-in on close', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('open-auth').click();
    const dialog = page.getByTestId('auth-dialog');
    await expect(dialog).toHaveAttribute('data-view', 'sign-in');
    await expect(page.getByRole('dialog', { name: '로그인' })).toBeVisible();
    expect((await dialog.boundingBox())?.width).toBe(400);

    await dialog.getByRole('button', { name: '처음이신가요? 회원가입' }).click();
    await expect(dialog).toHaveAttribute('data-view', 'sign-up');
    await expect(dialog.getByLabel('비밀번호 확인')).toBeVisible();

    await dialog.getByRole('button', { name: '이미 회원이신가요? 로그인' }).click();
    await dialog.getByRole('button', { name: '비밀번호를 잊으셨나요?' }).click();
    await expect(dialog).toHaveAttribute('data-view', 'find-password');
    await expect(dialog.getByLabel('비밀번호', { exact: true })).toHaveCount(0);

    await dialog.getByRole('button', { name: '닫기' }).click();
    await expect(dialog).toBeHidden();
    await page.getByTestId('open-auth').click();
    await expect(page.getByTestId('auth-dialog')).toHaveAttribute('data-view', 'sign-in');

    await page.keyboard.press('Escape');
    await expect(page.getByTestId('auth-dialog')).toBeHidden();
  });

  test("a dialog stays on screen while the service worker's code loads beside it", async ({
    page,
  }) => {
    // The worker registers once the page is idle; its code is held here until the test says so.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(/\/assets\/reload-prompt-[^/]+\.js$/, async (route) => {
      asked = true;
      await released;
      await route.continue();
    });
    await page.goto('/');
    await page.getByTestId('open-auth').click();
    const dialog = page.getByRole('dialog', { name: '로그인' });
    await expect(dialog).toBeVisible();
    await expect.poll(() => asked).toBe(true);
    await expect(dialog).toBeVisible();
    release();
    await expect(dialog.getByLabel('이메일')).toBeEditable();
  });

  test('shows the loading bar on navigation', async ({ page }) => {
    await page.goto('/');
    // Before the app's code, a link is the browser's to follow: a page of its own.
    await reachForControls(page);
    const bar = page.getByTestId('loading-bar');
    await expect(bar).toHaveAttribute('data-active', 'false');
    await page.getByRole('link', { name: '게시판', exact: true }).click();
    await expect(bar).toHaveAttribute('data-active', 'true');
    const height = await bar.evaluate((el) => getComputedStyle(el).height);
    expect(height).toBe('2px');
    await expect(bar).toHaveAttribute('data-active', 'false');
  });

  test('reloads a visited route offline from the service worker', async ({ page, context }) => {
    await page.goto('/board');
    await waitForServiceWorker(page);
    await page.goto('/todos');
    await expect(heading(page)).toHaveText('할 일');

    await context.setOffline(true);
    await page.reload();
    await expect(heading(page)).toHaveText('할 일');
    await page.goto('/board');
    await expect(heading(page)).toHaveText('게시판');
    await context.setOffline(false);
  });

  test('serves the web app manifest and every icon', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifest = await (await request.get(href!)).json();
    expect(manifest).toMatchObject({
      name: 'Pixel Community',
      short_name: 'Pixel',
      start_url: '/',
      display: 'standalone',
      theme_color: expect.stringMatching(/^#/),
      background_color: expect.stringMatching(/^#/),
    });
    const icons = manifest.icons as Array<{ src: string; sizes: string; purpose?: string }>;
    expect(icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of icons) {
      const response = await request.get(new URL(icon.src, page.url()).toString());
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type'], icon.src).toMatch(/^image\//);
    }
  });

  test('has no axe violations on the home page and the auth dialog', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.locator('[data-early-latest]').getByTestId('latest-posts').getByRole('listitem').first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByTestId('open-auth').click();
    await expect(page.getByTestId('auth-dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
