import { expect, test, type Page } from '@playwright/test';
import { signIn } from './auth-helpers';
import { PASSWORD, createMember } from './offline-support';
import { expectNoAxeViolationsAtBothWidths, waitForServiceWorker } from './support';

// Long lists in Chromium on the built app: past 100 rows, to-dos and the /sync page's waiting
// writes render only the rows near the screen, yet every row is reached by scrolling, works,
// and the page stays accessible.

const TODOS = 120;

const todoItem = (page: Page, text: string) =>
  page.getByTestId('todo-item').filter({ has: page.getByText(text, { exact: true }) });

/** Scrolls the window down a screen at a time until `found` shows (or the page ends). */
async function scrollUntilVisible(page: Page, found: ReturnType<Page['getByTestId']>) {
  for (let step = 0; step < 200 && !(await found.isVisible()); step++) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(50);
  }
  await expect(found).toBeVisible();
}

test('120 to-dos and their 121 waiting writes: the last rows reached by scrolling, a far to-do toggled, axe clean', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const { email } = await createMember('long-lists');
  await page.goto('/todos');
  await signIn(page, email, PASSWORD);
  await waitForServiceWorker(page);
  await context.setOffline(true);

  const field = page.getByTestId('new-todo').getByLabel('새 할 일');
  for (let i = 0; i < TODOS; i++) {
    await field.fill(`long ${i}`);
    await field.press('Enter');
    // The list's count line (the new row itself is below the rows near the screen past 100).
    await expect(page.getByText(`${i + 1}개 중 0개 완료`, { exact: true })).toBeVisible();
  }
  // Windowed: far fewer rows in the page than to-dos.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => page.getByTestId('todo-item').count()).toBeLessThan(TODOS / 2);

  // A to-do far down: reached by scrolling, toggled by keyboard.
  const far = todoItem(page, `long ${TODOS - 3}`);
  await scrollUntilVisible(page, far);
  const box = far.getByRole('checkbox', { name: `완료: long ${TODOS - 3}`, exact: true });
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await expect(box).toBeFocused();
  await expectNoAxeViolationsAtBothWidths(page);

  // 120 to-dos added and one toggled wait on /sync: the last of them reached by scrolling.
  await page.getByTestId('sync-indicator').click();
  await expect(page.getByRole('heading', { name: `대기 중 (${TODOS + 1})` })).toBeVisible();
  const entries = page.getByTestId('sync-entry');
  await expect.poll(() => entries.count()).toBeLessThan(TODOS / 2);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 600);
      return page.locator(`[data-testid="sync-entry"][data-index="${TODOS}"]`).isVisible();
    })
    .toBe(true);
  await expectNoAxeViolationsAtBothWidths(page);
});
