import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './auth-helpers';
import { expectNoAxeViolations } from './support';

// axe-core (WCAG 2.1 A/AA) on every route, signed in and signed out, in Korean and English, at a
// phone's width (390 px) and a desktop's (1280 px): no violations. One page per combination
// visits every route in the app (no reloads) and checks both widths, to keep the run short.

const ROUTES = [
  '/',
  '/board',
  '/index copy',
  '/posts/:post',
  '/posts/:post/edit',
  '/search',
  '/carrer/lisner',
  '/chatbot',
  '/mypage',
  '/mypage/profile',
  '/mypage/password',
  '/mypage/bookmark',
  '/pokeCardPage',
  '/portfolio/pixel-community',
  '/vueuse',
  '/todos',
  '/sync',
  '/hobby',
  '/admin',
  '/ErrorNotFound',
];

const WIDTHS = [1280, 390];

/** The screen has rendered: its heading is there and nothing in the main region is loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

for (const locale of ['ko', 'en'] as const) {
  for (const signedIn of [false, true]) {
    test(`every route has no axe violations (${locale}, ${signedIn ? 'signed in' : 'signed out'}, 390 and 1280 px)`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/board');
      await settled(page);
      if (signedIn) {
        // A member whose saved language is this one, so signing in keeps it.
        await signIn(page, locale === 'ko' ? 'alice@demo.test' : 'bob@demo.test', DEMO_PASSWORD);
      }
      const firstPost = page.getByTestId('post-row').first().getByRole('link').first();
      const postPath = await firstPost.getAttribute('href');
      expect(postPath).toMatch(/^\/posts\//);
      const postId = postPath!.split('/')[2]!;

      for (const route of ROUTES) {
        await page.setViewportSize({ width: 1280, height: 900 });
        // In-app navigation (as a link would do), so Firebase and the mirror are not restarted
        // for every route.
        await page.evaluate(
          (path) => {
            history.pushState(null, '', path);
            dispatchEvent(new PopStateEvent('popstate'));
          },
          route.replace(':post', postId),
        );
        await expect(page).toHaveURL(
          new RegExp(`${route.replace(':post', postId).replace(' ', '%20')}$`),
        );
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await settled(page);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          await test.step(`${route} at ${width} px`, () => expectNoAxeViolations(page));
        }
      }
    });
  }
}
