import { expect, test } from '@playwright/test';
import { reachForControls, waitForServiceWorker } from './support';
import { raiseDeviceBudget, seedPosts } from '../fixtures/device-posts.mjs';
import { signIn } from './auth-helpers';
import { PASSWORD, createMember } from './offline-support';

// The search box on a slow phone: the results follow each keystroke, the URL follows once the
// member pauses, and on a slow device the router shows it later still. Whatever the URL does
// meanwhile, the box keeps what the member typed.

const PHRASES = ['pixel art', 'firestore rules', '#pixel-art 마크다운 가이드'];

test('typed at 30 ms a key on a CPU slowed six times, the search box keeps every character', async ({
  page,
}) => {
  await page.goto('/search');
  await waitForServiceWorker(page);
  // React running, as it is once the box has been reached for (typing before it came is
  // first-visit.spec's).
  await reachForControls(page);
  const box = page.getByRole('searchbox', { name: '검색어' });
  await expect(page.getByTestId('search-prompt')).toBeVisible();

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  try {
    for (const phrase of PHRASES) {
      await box.fill('');
      await box.pressSequentially(phrase, { delay: 30 });
      await expect(box).toHaveValue(phrase);
      // The URL catches up with the box, never the other way.
      await expect
        .poll(() => {
          const url = new URL(page.url());
          return [url.searchParams.get('q') ?? '', ...url.searchParams.getAll('tag')];
        })
        .toEqual(phrase.startsWith('#') ? ['마크다운 가이드', 'pixel-art'] : [phrase]);
      await expect(box).toHaveValue(phrase);
    }
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
});

// With a big copy on the device the index lives in a worker: the box and the page stay the
// member's while it searches, and the results that show at the end are the final query's.
const DEVICE_POSTS = 10_000;
const QUERY = 'title post number 4321 a phone';

test('with 10,000 posts on the device, a 30-character query typed at 30 ms a key on a CPU slowed six times keeps every letter and shows its results', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  expect(Array.from(QUERY)).toHaveLength(30);
  const { email } = await createMember('search-device');
  await page.goto('/sync');
  await signIn(page, email, PASSWORD);
  await waitForServiceWorker(page);
  // The device keeps them all: its budget raised through the sync page's choice.
  await raiseDeviceBudget(page);
  // Offline, so the device's copy is what the test wrote (no refresh replaces it meanwhile).
  await context.setOffline(true);
  const seeded = await seedPosts(page, DEVICE_POSTS);
  expect(seeded.stored).toBe(DEVICE_POSTS);

  await page.goto('/search');
  await reachForControls(page);
  await expect(page.getByTestId('search-source')).toHaveAttribute(
    'data-count',
    String(DEVICE_POSTS),
    { timeout: 60_000 },
  );
  const box = page.getByRole('searchbox', { name: '검색어' });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  try {
    await box.pressSequentially(QUERY, { delay: 30 });
    await expect(box).toHaveValue(QUERY);
    const count = page.getByTestId('search-count');
    await expect(count).toHaveAttribute('data-current', 'true', { timeout: 60_000 });
    // One post has the number 4321 (the other words are in every title).
    await expect(count).toHaveText('검색 결과 1개');
    await expect(page.getByTestId('post-row')).toHaveCount(1);
    await expect(page.getByTestId('post-row')).toContainText('Post number 4321:');
    await expect(box).toHaveValue(QUERY);
    // The URL follows once the typing has stopped.
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(QUERY);
    await expect(box).toHaveValue(QUERY);
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
});
