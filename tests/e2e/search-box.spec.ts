import { expect, test } from '@playwright/test';
import { reachForControls, waitForServiceWorker } from './support';

// The search box on a slow phone: every keystroke re-renders the results and the router, so the
// URL trails the box. Whatever the URL does meanwhile, the box keeps what the member typed.

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
