import { expect, test } from '@playwright/test';
import { signIn } from './auth-helpers';
import { PASSWORD, createMember } from './offline-support';
import { expectNoAxeViolationsAtBothWidths, waitForServiceWorker } from './support';
import { seedPosts } from '../bench/list-scroll.mjs';

// The device-copy budget on /sync: raised by keyboard to 100,000 posts, the keep policy leaves a
// copy of 100,000 posts whole after the board mirrors a page (which schedules the policy), and
// the board reads them offline after a reload.

const POSTS = 100_000;

/** Posts in the device's database, counted without reading them. */
const devicePosts = (page: import('@playwright/test').Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const opening = indexedDB.open('pixel-community');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const database = opening.result;
          const counting = database.transaction('posts').objectStore('posts').count();
          counting.onsuccess = () => {
            database.close();
            resolve(counting.result);
          };
        };
      }),
  );

test('raising the device budget by keyboard keeps 100,000 posts readable offline after a reload', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const { email } = await createMember('device-copy');
  await page.goto('/sync');
  await signIn(page, email, PASSWORD);
  await waitForServiceWorker(page);
  const budget = page.getByTestId('device-budget');
  await expect(budget.getByRole('radio', { name: /글 1,500개/ })).toBeChecked();

  const seeded = await page.evaluate(seedPosts, POSTS);
  expect(seeded.stored).toBe(POSTS);

  // Raised by keyboard: the chosen radio takes focus, the arrows move the choice.
  await budget.getByRole('radio', { checked: true }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(budget.getByRole('radio', { name: /글 100,000개/ })).toBeChecked();
  await expect(page.getByTestId('device-budget-persist')).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page, { include: '[data-testid="device-budget"]' });
  await expectNoAxeViolationsAtBothWidths(page);

  // The board mirrors its first page from the server, then runs the keep policy 5 s later.
  await page.goto('/board');
  await expect(page.getByTestId('post-row').first()).toBeVisible();
  await page.waitForTimeout(9_000);
  expect(await devicePosts(page)).toBeGreaterThanOrEqual(POSTS);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('post-row').first()).toBeVisible({ timeout: 10_000 });
  expect(await devicePosts(page)).toBeGreaterThanOrEqual(POSTS);
  await page.goto('/posts/bench-post-00000');
  await expect(page.getByRole('heading', { name: /Post number 0:/ })).toBeVisible({
    timeout: 10_000,
  });
});
