import { expect, test, type Page } from '@playwright/test';
import { deviceRows } from './offline-support';
import { waitForServiceWorker } from './support';

// A post written two years ago (seed-archive-01), far behind what the device keeps from the
// newest posts of each category: search finds it on the server by a Korean word of its title,
// an English word and a tag, and the board reaches it by scrolling under "most liked".

const TITLE = '두루미 종이접기 도트 — my origami crane sprite';
const ID = 'seed-archive-01';

const searchBox = (page: Page) => page.getByRole('searchbox', { name: '검색어' });
const row = (page: Page) =>
  page.getByTestId('post-row').filter({ has: page.getByRole('heading', { name: TITLE }) });

/** Whether the device's copy (IndexedDB) holds the post. */
async function onDevice(page: Page, id: string): Promise<boolean> {
  return (await deviceRows<{ id: string }>(page, 'posts')).some((row) => row.id === id);
}

test.describe('a two-year-old post', () => {
  test('is found on the server by a Korean word, an English word and a tag, then offline', async ({
    page,
    context,
  }) => {
    await page.goto('/search');
    await waitForServiceWorker(page);
    // A visitor's search loads its code on a reason (app/app-code.ts): the box, reached for.
    await searchBox(page).focus();
    await expect
      .poll(async () => Number(await page.getByTestId('search-source').getAttribute('data-count')))
      .toBeGreaterThanOrEqual(40);
    // The mirror's window (the newest posts of each category) did not bring it.
    expect(await onDevice(page, ID)).toBe(false);

    for (const [box, url] of [
      ['두루미', /\?q=/],
      ['origami', /\?q=origami$/],
      ['#origami', /\?tag=origami$/],
    ] as const) {
      await searchBox(page).fill(box);
      await expect(page).toHaveURL(url);
      await expect(row(page)).toBeVisible();
      await expect(page.getByTestId('search-server')).toHaveAttribute('data-status', 'done');
    }
    // Every tag of a multi-tag search counts: a tag it does not carry leaves it out.
    await searchBox(page).fill('#origami #pwa');
    await expect(page.getByTestId('search-server')).toHaveAttribute('data-status', 'done');
    await expect(row(page)).toHaveCount(0);

    // What the server found is on the device now: offline, the device's index finds it, and
    // says that it searched only what is saved here.
    expect(await onDevice(page, ID)).toBe(true);
    await context.setOffline(true);
    await searchBox(page).fill('종이접기');
    await expect(row(page)).toBeVisible();
    await expect(page.getByTestId('search-source')).toContainText('이 기기에 저장된 글');
    await expect(page.getByTestId('search-server')).toHaveCount(0);
    await context.setOffline(false);
  });

  test('is reached on the board by scrolling under "most liked", with its date and no gap', async ({
    page,
    context,
  }) => {
    await page.goto('/board?sort=like');
    await waitForServiceWorker(page);
    await expect(page.getByTestId('post-row').first()).toBeVisible();
    // Not on screen at first (the board reads its next page ahead while the first fills the
    // screen, so the device may hold it already; the list draws only what is near the screen).
    await expect(row(page)).toHaveCount(0);

    // Scroll until the board has shown its last post; the archived post is among the last
    // (nobody liked it, and its id sorts after the others with no likes). Every row passes by
    // the screen on the way: none is missing and none shows twice.
    const seen = new Set<string>();
    const collect = async () => {
      for (const href of await page
        .getByTestId('post-row')
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
        if (href?.startsWith('/posts/')) seen.add(href);
      }
    };
    // The end note is on screen: the server has nothing more and the list is scrolled through.
    const atEnd = () =>
      page.evaluate(() => {
        const end = document.querySelector('[data-testid="board-end"]');
        return end !== null && end.getBoundingClientRect().top < window.innerHeight;
      });
    // The board has answered a scroll: its rows fill the screen, and there is more to scroll to
    // (the page read as the end neared has arrived) or the end note shows.
    const answered = () =>
      page.evaluate(() => {
        const list = document.querySelector('[data-testid="post-list"]')?.getBoundingClientRect();
        if (!list) return false;
        const top = Math.max(0, list.top);
        const bottom = Math.min(window.innerHeight, list.bottom);
        const rows = [...document.querySelectorAll('[data-testid="post-row"]')].map((row) =>
          row.getBoundingClientRect(),
        );
        const filled =
          rows.some((row) => row.top <= top + 1) && rows.some((row) => row.bottom >= bottom - 1);
        const end = document.querySelector('[data-testid="board-end"]');
        const more =
          window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 1;
        return filled && (more || (end !== null && end.getBoundingClientRect().top < innerHeight));
      });
    for (let step = 0; step < 200 && !(await atEnd()); step += 1) {
      await collect();
      await page.evaluate(() => window.scrollBy(0, 500));
      await expect.poll(answered).toBe(true);
    }
    await expect(page.getByTestId('board-end')).toBeInViewport();
    await expect(row(page)).toBeVisible();
    await collect();
    expect(seen.has(`/posts/${ID}`)).toBe(true);
    expect(seen.size).toBeGreaterThanOrEqual(41);
    expect(Number(await page.getByTestId('post-list').getAttribute('data-count'))).toBe(seen.size);

    // Under "most liked" the row shows when the post was written, two years ago.
    await expect(row(page).getByTestId('row-date')).toHaveAttribute('data-field', 'createdAt');
    await expect(row(page).getByTestId('row-date').locator('time')).toContainText('2년 전');

    // Offline, the board shows what the device holds and says more is online.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('post-row').first()).toBeVisible();
    await expect(page.getByTestId('board-more-online')).toBeVisible();
    await context.setOffline(false);
  });
});
