import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './auth-helpers';
import { expectNoAxeViolations } from './support';

// axe-core (WCAG 2.1 A/AA and 2.2's target size) on every route, signed in and signed out, in
// Korean and English, at a phone's width (390 px) and a desktop's (1280 px): no violations; and
// at 360 px nothing scrolls sideways; no control is built on a hidden input but the file picker
// (its focus ring: focus-rings.spec.ts). One page per combination
// visits every route in the app (no reloads) and checks both widths, to keep the run short.

const ROUTES = [
  '/',
  '/board',
  '/index copy',
  '/posts/:post',
  '/posts/:post/edit',
  '/members/demo-alice',
  '/search',
  '/carrer/lisner',
  '/chatbot',
  '/mypage',
  '/mypage/profile',
  '/mypage/password',
  '/mypage/bookmark',
  '/mypage/posts',
  '/mypage/comments',
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

/** Nothing makes the page scroll sideways (a row or a demo wider than a small phone). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  // The innermost elements that reach past the right edge, to say what overflows.
  const past = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const sticking = [...document.querySelectorAll<HTMLElement>('body *')].filter(
      (el) => el.getBoundingClientRect().right > width + 0.5 && el.children.length === 0,
    );
    return sticking.slice(0, 5).map((el) => {
      const label = el.getAttribute('data-testid') ?? el.className.toString().slice(0, 40);
      return `${el.tagName.toLowerCase()}.${label} (${Math.round(el.getBoundingClientRect().right)} px)`;
    });
  });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `sideways overflow: ${past.join(', ')}`).toBeLessThanOrEqual(0);
}

/**
 * Visually hidden inputs (a custom control's real input) that are not a file picker's: the file
 * picker is the one such control, and focus-rings.spec.ts proves its ring shows. Another would
 * need the same proof.
 */
async function hiddenInputsOutsideFilePickers(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('input')]
      .filter((input) => {
        const box = input.getBoundingClientRect();
        return input.type !== 'hidden' && box.width <= 1 && box.height <= 1;
      })
      .filter((input) => !input.closest('[data-file-picker]'))
      .map((input) => input.outerHTML.slice(0, 80)),
  );
}

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
      const firstPost = page.getByTestId('post-row').first().getByRole('heading').getByRole('link');
      const postPath = await firstPost.getAttribute('href');
      expect(postPath).toMatch(/^\/posts\//);
      const postId = postPath!.split('/')[2]!;

      // Where routes have landed: a route that sends the reader to one already checked (a
      // member's page, signed out) is not checked again.
      const checked = new Set<string>();
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
        // Where the route lands: itself, or where it sends a visitor (a member's pages go home
        // when signed out; another member's post edit goes back to the post).
        const path = route.replace(':post', postId).replace(' ', '%20');
        const redirect = route.startsWith('/mypage') ? '/' : path.replace(/\/edit$/, '');
        await expect(page).toHaveURL(
          (url) => url.pathname === path || (url.pathname === redirect && redirect !== path),
        );
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await settled(page);
        const landed = new URL(page.url()).pathname;
        if (checked.has(landed)) continue;
        checked.add(landed);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          await test.step(`${route} at ${width} px`, () => expectNoAxeViolations(page));
        }
        await test.step(`${route}: no hidden-input control but the file picker`, async () =>
          expect(await hiddenInputsOutsideFilePickers(page)).toEqual([]));
        await page.setViewportSize({ width: 360, height: 900 });
        await test.step(`${route} at 360 px scrolls only vertically`, () =>
          expectNoSidewaysScroll(page));
      }
    });
  }
}
