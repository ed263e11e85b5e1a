import { expect, test, type Page } from '@playwright/test';
import { signIn } from './auth-helpers';
import { PASSWORD, createMember } from './offline-support';
import { expectNoAxeViolations, waitForServiceWorker } from './support';
import { readDeviceMeta, readDeviceStore } from '../fixtures/device-database.mjs';
import { seedPosts } from '../fixtures/device-posts.mjs';

// The device's copy at its largest, in Chromium on the built app: the member raises the budget on
// /sync through its radio group, the device holds 100,000 posts (written straight into its
// database, as the bench does), the keep policy runs (once on load, recorded in `meta`), and a
// post deep in the copy still opens offline after a reload. Left at 1,500, the same pass lets
// that post go: the check can fail.

/** The 1,000th oldest of the posts written: deep in the copy, far past a 1,500 budget. */
const DEEP = 'bench-post-00999';
const DEEP_TITLE = 'Post number 999: a board row with a title long enough to wrap on a phone';

/** Whether the device holds the post `id`. */
async function deviceHolds(page: Page, id: string): Promise<boolean> {
  return (await readDeviceStore(page, 'posts', 'getKey', id)) !== undefined;
}

/**
 * Signs a new member in on /sync, raises the budget to 100,000 (or leaves it), writes `posts`
 * posts into the device, reloads and waits for the keep pass that the app runs after loading.
 */
async function fillTheDevice(page: Page, { raise, posts }: { raise: boolean; posts: number }) {
  const { email } = await createMember('device-copy');
  await page.goto('/sync');
  await signIn(page, email, PASSWORD);
  await waitForServiceWorker(page);
  const choice = page.getByTestId('device-budget');
  await expect(choice.getByRole('radio', { checked: true })).toHaveAttribute('data-budget', '1500');
  if (raise) {
    // By keyboard, as the radio group is meant to be used: focus the checked option, move down.
    await choice.getByRole('radio', { checked: true }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(choice.getByRole('radio', { checked: true })).toHaveAttribute(
      'data-budget',
      '100000',
    );
    await expect.poll(() => readDeviceMeta(page, 'mirror:budget')).toBe(100_000);
    await expectNoAxeViolations(page);
  }
  expect((await seedPosts(page, posts)).stored).toBe(posts);
  const seeded = Date.now();
  // The keep policy runs a little after the app starts (start-sync.ts) and records its pass.
  await page.reload();
  await expect
    .poll(
      async () => ((await readDeviceMeta(page, 'mirror:keep')) as { at?: number } | undefined)?.at,
      {
        timeout: 40_000,
        intervals: [1_000],
      },
    )
    .toBeGreaterThan(seeded);
}

test.describe('the device copy at 100,000 posts', () => {
  test('raised to 100,000 on /sync, a post deep in the copy opens offline after a reload', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await fillTheDevice(page, { raise: true, posts: 100_000 });
    const pass = (await readDeviceMeta(page, 'mirror:keep')) as { budget: number; posts: number };
    expect(pass.budget).toBe(100_000);
    expect(pass.posts).toBeGreaterThanOrEqual(100_000);
    expect(await deviceHolds(page, DEEP)).toBe(true);

    await context.setOffline(true);
    await page.goto(`/posts/${DEEP}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEEP_TITLE);
  });

  test('left at 1,500, the keep pass lets the same post go', async ({ page }) => {
    test.setTimeout(90_000);
    await fillTheDevice(page, { raise: false, posts: 3_000 });
    const pass = (await readDeviceMeta(page, 'mirror:keep')) as { budget: number; removed: number };
    expect(pass.budget).toBe(1_500);
    expect(pass.removed).toBeGreaterThan(1_000);
    expect(await deviceHolds(page, DEEP)).toBe(false);
    expect(await deviceHolds(page, 'bench-post-02999')).toBe(true);
  });
});
