import { expect, test, type Page } from '@playwright/test';
import { careerEn } from '../../src/features/career/content/career.en';
import { careerKo } from '../../src/features/career/content/career.ko';
import { hobbyEn } from '../../src/features/hobby/content/hobby.en';
import { hobbyKo } from '../../src/features/hobby/content/hobby.ko';
import { portfolioEn } from '../../src/features/portfolio/content/portfolio.en';
import { portfolioKo } from '../../src/features/portfolio/content/portfolio.ko';
import { PORTFOLIO_IDS } from '../../src/features/portfolio/portfolio-types';
import { expectNoAxeViolations, waitForServiceWorker } from './support';
// @ts-expect-error: a plain ES module, also runnable on its own
import { startCardApiStandIn as startStandIn } from './card-api-stand-in.mjs';
import { t, type Locale } from './catalog';

interface StandIn {
  origin: string;
  stats: { searches: number; images: number };
  close(): Promise<void>;
}
const startCardApiStandIn = startStandIn as (options: {
  host: string;
  port: number;
}) => Promise<StandIn>;

// The app was built with VITE_CARD_API_BASE pointing here; the stand-in must answer at that address.
const CARD_API = new URL(process.env.VITE_CARD_API_BASE ?? 'http://127.0.0.1:4180');
let standIn: StandIn | undefined;

test.beforeAll(async () => {
  try {
    standIn = await startCardApiStandIn({ host: CARD_API.hostname, port: Number(CARD_API.port) });
  } catch (error) {
    throw new Error(
      `could not start the card API stand-in at ${CARD_API.origin} (the address the app was built with, VITE_CARD_API_BASE): ${String(error)}`,
      { cause: error },
    );
  }
});

test.afterAll(async () => {
  await standIn?.close();
});

const CONTENT = {
  ko: { career: careerKo, portfolio: portfolioKo, hobby: hobbyKo },
  en: { career: careerEn, portfolio: portfolioEn, hobby: hobbyEn },
} as const;

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

async function useLocale(page: Page, locale: Locale) {
  if (locale === 'en') await page.addInitScript(() => localStorage.setItem('locale', 'en'));
}

async function searchCards(page: Page, locale: Locale, term: string) {
  await page.getByRole('searchbox', { name: t(locale, 'cards.label') }).fill(term);
  await page.getByRole('button', { name: t(locale, 'cards.submit'), exact: true }).click();
}

/** Waits until the first `count` card images have really loaded (decoded, non-zero size). */
async function expectImagesLoaded(page: Page, count: number) {
  await expect
    .poll(() =>
      page
        .getByTestId('card-tile')
        .locator('img')
        .evaluateAll(
          (images, n) =>
            images
              .slice(0, n)
              .filter(
                (img) =>
                  (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
              ).length,
          count,
        ),
    )
    .toBe(count);
}

for (const locale of ['ko', 'en'] as const) {
  test.describe(`pages in ${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await useLocale(page, locale);
    });

    test('the career page shows the company, timeline, projects and stack', async ({ page }) => {
      const content = CONTENT[locale].career;
      await page.goto('/carrer/lisner');
      await expect(heading(page)).toHaveText(t(locale, 'career.title'));
      await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'hi');
      await expect(page.getByText(content.lead)).toBeVisible();
      for (const stat of content.stats) {
        await expect(
          page.getByTestId('career-stats').getByText(stat.value, { exact: true }),
        ).toBeVisible();
      }
      for (const key of ['career.about', 'career.timeline', 'career.projects', 'career.stack']) {
        await expect(page.getByRole('heading', { level: 2, name: t(locale, key) })).toBeVisible();
      }
      for (const project of content.projects) {
        await expect(
          page
            .getByTestId('career-projects')
            .getByRole('heading', { level: 3, name: project.title, exact: true }),
        ).toBeVisible();
      }
      await expect(page.getByTestId('portfolio-index').getByRole('link')).toHaveCount(
        PORTFOLIO_IDS.length,
      );
      await expectNoAxeViolations(page);
    });

    test('each portfolio id has its own page, and the index links them all', async ({ page }) => {
      const content = CONTENT[locale].portfolio;
      for (const id of PORTFOLIO_IDS) {
        await page.goto(`/portfolio/${id}`);
        await expect(heading(page)).toHaveText(content[id].title);
        const entry = page.getByTestId('portfolio-entry');
        await expect(entry).toHaveAttribute('data-entry', id);
        await expect(entry.getByText(content[id].summary)).toBeVisible();
        for (const key of [
          'portfolio.summary',
          'portfolio.role',
          'portfolio.stack',
          'portfolio.hard',
          'portfolio.links',
        ]) {
          await expect(
            entry.getByRole('heading', { level: 2, name: t(locale, key) }),
          ).toBeVisible();
        }
        for (const challenge of content[id].hard) {
          await expect(
            entry.getByRole('heading', { level: 3, name: challenge.title }),
          ).toBeVisible();
        }
        const index = page.getByTestId('portfolio-index');
        await expect(index.getByRole('link')).toHaveCount(PORTFOLIO_IDS.length);
        await expect(index.locator('[aria-current="page"]')).toHaveAttribute(
          'href',
          `/portfolio/${id}`,
        );
      }
      await expectNoAxeViolations(page);
      // The index leads from one entry to another.
      await page
        .getByTestId('portfolio-index')
        .getByRole('link', { name: content.scm.title })
        .click();
      await expect(page).toHaveURL(/\/portfolio\/scm$/);
      await expect(heading(page)).toHaveText(content.scm.title);
    });

    test('an unknown portfolio id shows the not-found screen with a way home', async ({ page }) => {
      await page.goto('/portfolio/no-such-entry');
      await expect(page.getByTestId('not-found')).toBeVisible();
      await expect(heading(page)).toHaveText(t(locale, 'notFound.title'));
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: t(locale, 'notFound.home') }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test('the hobby page leads to the poke-card search', async ({ page }) => {
      const content = CONTENT[locale].hobby;
      await page.goto('/hobby');
      await expect(heading(page)).toHaveText(t(locale, 'hobby.title'));
      for (const section of content.sections) {
        await expect(page.getByRole('heading', { level: 2, name: section.title })).toBeVisible();
      }
      await expect(page.getByRole('img', { name: content.sprites.cat })).toBeVisible();
      await expectNoAxeViolations(page);
      await page
        .getByTestId('hobby-poke-card')
        .getByRole('link', { name: content.pokeCard.cta })
        .click();
      await expect(page).toHaveURL(/\/pokeCardPage$/);
      await expect(heading(page)).toHaveText(t(locale, 'pokeCard.title'));
    });

    test('the hooks demo runs every hook live', async ({ page, context }) => {
      await page.setViewportSize({ width: 1300, height: 900 });
      await page.goto('/vueuse');
      await expect(heading(page)).toHaveText(t(locale, 'vueuse.title'));
      // The prerendered page shows before its code has run: these checks are of the live hooks,
      // so they start once the screen's code has arrived (going offline sooner is a first visit
      // cut off, which no page survives on its first load).
      await page.waitForLoadState('networkidle');

      await expect(page.getByTestId('online-status')).toHaveText(t(locale, 'hooksDemo.online'));
      await context.setOffline(true);
      await expect(page.getByTestId('online-status')).toHaveText(t(locale, 'hooksDemo.offline'));
      await context.setOffline(false);
      await expect(page.getByTestId('online-status')).toHaveText(t(locale, 'hooksDemo.online'));

      await expect(page.getByTestId('breakpoint-value')).toHaveText('md · 1300px');
      await page.setViewportSize({ width: 700, height: 900 });
      await expect(page.getByTestId('breakpoint-value')).toHaveText('sm · 700px');
      await page.setViewportSize({ width: 1500, height: 900 });
      await expect(page.getByTestId('breakpoint-value')).toHaveText('lg · 1500px');

      const note = page.getByRole('textbox', { name: t(locale, 'hooksDemo.storage.label') });
      await note.fill('pixel note');
      await page.reload();
      await expect(note).toHaveValue('pixel note');
      await expect(page.getByTestId('storage-value')).toContainText('"pixel note"');

      const status = page.getByTestId('intersection-status');
      await expect(status).toHaveText(t(locale, 'hooksDemo.intersection.hidden'));
      await page
        .getByTestId('intersection-scroller')
        .evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
      await expect(status).toHaveText(t(locale, 'hooksDemo.intersection.visible'));

      const term = page.getByRole('textbox', { name: t(locale, 'hooksDemo.debounce.label') });
      const settled = page.getByTestId('debounce-settled');
      await expect(settled).toContainText('""');
      // Every text the settled value shows from now on, however slow the machine is to look.
      await settled.evaluate((element) => {
        const seen = [element.textContent ?? ''];
        Object.assign(window, { settledSeen: seen });
        new MutationObserver(() => seen.push(element.textContent ?? '')).observe(element, {
          subtree: true,
          childList: true,
          characterData: true,
        });
      });
      await term.pressSequentially('abc', { delay: 30 });
      await expect(page.getByTestId('debounce-typed')).toContainText('"abc"');
      await expect(settled).toContainText('"abc"');
      // Typed faster than the delay: the settled value went from empty to the whole word, never
      // through what was typed on the way.
      const seen = await page.evaluate(
        () => (window as unknown as { settledSeen: string[] }).settledSeen,
      );
      expect(seen[0]).toContain('""');
      expect(seen.filter((text) => /"a"|"ab"/.test(text))).toEqual([]);
      await expectNoAxeViolations(page);
    });

    test('the not-found screens offer a way home', async ({ page }) => {
      // A post that does not exist too: its page loads the screen only then.
      for (const path of ['/posts/no-such-post', '/ErrorNotFound', '/no/such/page']) {
        await page.goto(path);
        await expect(page.getByTestId('not-found')).toBeVisible();
        await expect(heading(page)).toHaveText(t(locale, 'notFound.title'));
      }
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: t(locale, 'notFound.back') }).click();
      await expect(page).toHaveURL(/\/ErrorNotFound$/);
      await page.getByRole('link', { name: t(locale, 'notFound.home') }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test('searches cards by English name, pages through them and opens one', async ({ page }) => {
      await page.goto('/pokeCardPage');
      await expect(heading(page)).toHaveText(t(locale, 'pokeCard.title'));
      await searchCards(page, locale, 'pika');
      const count = page.getByTestId('cards-count');
      await expect(count).toHaveText(locale === 'ko' ? '카드 23장' : '23 cards');
      await expect(page.getByTestId('card-tile')).toHaveCount(20);
      await expect(page).toHaveURL(/q=pika/);
      await expectImagesLoaded(page, 4);
      await expectNoAxeViolations(page);

      const paging = page.getByRole('navigation', { name: t(locale, 'cards.paging') });
      await expect(paging).toContainText('1 / 2');
      await paging.getByRole('button', { name: t(locale, 'cards.next') }).click();
      await expect(paging).toContainText('2 / 2');
      await expect(page.getByTestId('card-tile')).toHaveCount(3);
      await expect(paging.getByRole('button', { name: t(locale, 'cards.next') })).toBeDisabled();
      await paging.getByRole('button', { name: t(locale, 'cards.prev') }).click();
      await expect(page.getByTestId('card-tile')).toHaveCount(20);

      // The detail dialog, by keyboard: open with Enter, close with Escape, focus comes back.
      const first = page.getByTestId('card-tile').first();
      await first.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Pikachu' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(t(locale, 'cards.rarity'))).toBeVisible();
      await expect(dialog.getByRole('img', { name: 'Pikachu' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(first).toBeFocused();
      await first.click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: t(locale, 'cards.close') })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeHidden();
    });

    test('searches cards by Korean name through the English name table', async ({ page }) => {
      await page.goto('/pokeCardPage');
      await searchCards(page, locale, '피카츄');
      await expect(page.getByTestId('cards-translated')).toContainText('피카츄 → Pikachu');
      await expect(page.getByTestId('cards-count')).toHaveText(
        locale === 'ko' ? '카드 23장' : '23 cards',
      );
      await expect(page.getByTestId('card-tile').first()).toContainText('Pikachu');

      await searchCards(page, locale, '이상해');
      await expect(page.getByTestId('cards-translated')).toContainText('이상해씨 → Bulbasaur');
      await expect(page.getByTestId('card-tile')).toHaveText([/Bulbasaur/, /Ivysaur/, /Venusaur/]);
      // Input that begins several Pokémon names the tab as typed, not as the first of them.
      await expect(page).toHaveTitle(
        `이상해 · ${t(locale, 'pokeCard.title')} · ${t(locale, 'app.name')}`,
      );

      await searchCards(page, locale, '없는포켓몬');
      await expect(page.getByRole('status')).toContainText(
        t(locale, 'cards.noMatch').replace('{term}', '없는포켓몬'),
      );
    });

    test('names cards in Korean first for a Korean reader, in English alone otherwise', async ({
      page,
    }) => {
      await page.goto('/pokeCardPage');
      await searchCards(page, locale, '피카츄');
      const tiles = page.getByTestId('card-tile');
      await expect(tiles).toHaveCount(20);
      const appName = t(locale, 'app.name');
      const title = t(locale, 'pokeCard.title');
      if (locale === 'ko') {
        // Korean name first, English beside it; the exact "피카츄" cards before "피카츄 V" and the rest.
        await expect(tiles.first().getByTestId('card-name-ko')).toHaveText('피카츄');
        await expect(tiles.first().getByTestId('card-name-en')).toHaveText('(Pikachu)');
        await expect(tiles.nth(1).getByTestId('card-name')).toHaveText('피카츄 (Pikachu)');
        const names = await tiles.getByTestId('card-name').allTextContents();
        const exact = names.filter((name) => name === '피카츄 (Pikachu)').length;
        expect(exact).toBeGreaterThanOrEqual(2);
        expect(names.slice(0, exact).every((name) => name === '피카츄 (Pikachu)')).toBe(true);
        expect(names).toContain('피카츄 V (Pikachu V)');
        await expect(page).toHaveTitle(`피카츄 (Pikachu) · ${title} · ${appName}`);

        await tiles.nth(exact).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog.getByTestId('card-detail-name')).toHaveText(names[exact] ?? '');
        await expect(dialog.getByTestId('card-detail-name')).toContainText(/^피카츄 .*\(Pikachu /);
        await expect(page).toHaveTitle(`${names[exact]} · ${title} · ${appName}`);
        await expectNoAxeViolations(page);
      } else {
        // English alone, in the card service's order ("Pikachu", then "Pikachu V").
        await expect(page.getByTestId('card-name-ko')).toHaveCount(0);
        await expect(tiles.first().getByTestId('card-name')).toHaveText('Pikachu');
        await expect(tiles.nth(1).getByTestId('card-name')).toHaveText('Pikachu V');
        await expect(page).toHaveTitle(`Pikachu · ${title} · ${appName}`);
        await tiles.nth(1).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog.getByTestId('card-detail-name')).toHaveText('Pikachu V');
        await expect(page).toHaveTitle(`Pikachu V · ${title} · ${appName}`);
        await expectNoAxeViolations(page);
      }
    });

    test('explains a failing card service and offers a retry', async ({ page }) => {
      await page.goto('/pokeCardPage');
      const before = standIn!.stats.searches;
      await searchCards(page, locale, 'missingno');
      const alert = page.getByRole('alert').filter({ has: page.getByTestId('cards-error') });
      await expect(alert).toContainText(t(locale, 'cards.error.unavailable'));
      // Three attempts: the first and two retries with backoff.
      expect(standIn!.stats.searches - before).toBe(3);
      await expect(alert.getByRole('button', { name: t(locale, 'cards.retry') })).toBeVisible();
    });
  });
}

test('card searches made online work offline from the service worker cache', async ({
  page,
  context,
}) => {
  await page.goto('/pokeCardPage');
  await waitForServiceWorker(page);
  await searchCards(page, 'ko', 'Pikachu');
  await expect(page.getByTestId('card-tile')).toHaveCount(20);
  await expectImagesLoaded(page, 4);
  await searchCards(page, 'ko', '이상해씨');
  await expect(page.getByTestId('card-tile')).toHaveCount(1);

  await context.setOffline(true);
  await page.goto('/pokeCardPage');
  await expect(heading(page)).toHaveText(t('ko', 'pokeCard.title'));

  await searchCards(page, 'ko', 'Pikachu');
  await expect(page.getByTestId('cards-count')).toHaveText('카드 23장');
  await expect(page.getByTestId('card-tile')).toHaveCount(20);
  await expectImagesLoaded(page, 4);

  // The Korean name table is part of the precached app, so Korean input works offline too.
  await searchCards(page, 'ko', '피카츄');
  await expect(page.getByTestId('cards-translated')).toContainText('피카츄 → Pikachu');
  await expect(page.getByTestId('card-tile')).toHaveCount(20);

  // A search never made before has nothing cached: a clear message, no endless waiting.
  await searchCards(page, 'ko', 'Charmander');
  await expect(page.getByTestId('cards-error')).toHaveText(t('ko', 'cards.error.offline'));
  await context.setOffline(false);
  await page.getByRole('button', { name: t('ko', 'cards.retry') }).click();
  await expect(page.getByTestId('card-tile')).toHaveText([/Charmander/]);
});

// The UI kit's narrow and wide breakpoints (the product spec: sm 600 px, lg 1440 px): each page
// shows whole there. Nothing scrolls sideways, and every image on it has loaded once brought
// into view (the card tiles' load lazily). Every route's 360 px and axe checks are in
// axe-routes.spec.ts.
const PAGES: Array<[string, string, (page: Page) => Promise<void>]> = [
  [
    'career',
    '/carrer/lisner',
    async (page) => void (await expect(page.getByTestId('career-stats')).toBeVisible()),
  ],
  [
    'portfolio-scm',
    '/portfolio/scm',
    async (page) => void (await expect(page.getByTestId('portfolio-index')).toBeVisible()),
  ],
  [
    'hobby',
    '/hobby',
    async (page) => void (await expect(page.getByTestId('hobby-poke-card')).toBeVisible()),
  ],
  [
    'poke-cards',
    '/pokeCardPage?q=pika',
    async (page) => {
      await expect(page.getByTestId('card-tile')).toHaveCount(20);
      await expectImagesLoaded(page, 4);
    },
  ],
  [
    'hooks-demo',
    '/vueuse',
    async (page) => void (await expect(page.getByTestId('demo-debounce')).toBeVisible()),
  ],
  [
    'not-found',
    '/no/such/page',
    async (page) => void (await expect(page.getByTestId('not-found')).toBeVisible()),
  ],
];

for (const width of [600, 1440]) {
  test(`the pages show whole at ${width} px: no sideways scroll, every image loaded`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, path, ready] of PAGES) {
      await page.goto(path);
      await ready(page);
      const images = page.locator('img:visible');
      for (let i = 0, count = await images.count(); i < count; i += 1) {
        // Brought into view, a lazy image starts loading.
        await expect
          .poll(
            () =>
              images.nth(i).evaluate((img: HTMLImageElement) => {
                img.scrollIntoView({ block: 'center' });
                return img.complete && img.naturalWidth > 0;
              }),
            { message: `${name}: image ${i + 1} of ${count} loads` },
          )
          .toBe(true);
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    }
  });
}
