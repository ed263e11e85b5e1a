import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would; fails when it is
 * not reached within `limit` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, limit = 150 }: { backwards?: boolean; limit?: number } = {},
): Promise<void> {
  const handle = await target.elementHandle();
  for (let i = 0; i < limit; i++) {
    if (await handle?.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached by ${backwards ? 'Shift+Tab' : 'Tab'}`).toBeFocused({
    timeout: 1,
  });
}
