import type { Locale } from './catalog';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openSignedIn } from './auth-helpers';
import { expectNoAxeViolations } from './support';
import { startIn } from './catalog';

// Every custom control built on a visually hidden input (the file pickers: the write dialog's
// "add images", the profile's avatar) shows a focus ring when the input takes focus from the
// keyboard: an outline of at least 2 px that the unfocused control does not have, and pixels on
// screen that change. At a phone's width and a desktop's.

/** The visually hidden inputs on the page, each with the control the member sees (its label). */
async function hiddenInputControls(page: Page, scope: string): Promise<number> {
  return page.evaluate((scope) => {
    const root = document.querySelector(scope) ?? document.body;
    const hidden = Array.from(root.querySelectorAll('input')).filter((input) => {
      const box = input.getBoundingClientRect();
      return input.type !== 'hidden' && box.width <= 1 && box.height <= 1;
    });
    hidden.forEach((input, index) => {
      const control =
        input.closest('label') ?? (input.id && root.querySelector(`label[for="${input.id}"]`));
      input.setAttribute('data-hidden-input', String(index));
      if (control) control.setAttribute('data-hidden-control', String(index));
    });
    return hidden.length;
  }, scope);
}

interface Ring {
  style: string;
  width: number;
}

const ringOf = (control: Locator): Promise<Ring> =>
  control.evaluate((el) => {
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) || 0 };
  });

/** Tabs (the keyboard, as a member would) until `input` has focus. */
async function tabTo(page: Page, input: Locator): Promise<void> {
  for (let presses = 0; presses < 80; presses++) {
    if (await input.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the hidden input never took focus by keyboard');
}

async function expectRings(page: Page, scope: string, expected: number): Promise<void> {
  const count = await hiddenInputControls(page, scope);
  expect(count).toBe(expected);
  for (let index = 0; index < count; index++) {
    const input = page.locator(`[data-hidden-input="${index}"]`);
    const control = page.locator(`[data-hidden-control="${index}"]`);
    await expect(control).toBeVisible();
    await control.scrollIntoViewIfNeeded();
    const box = await control.boundingBox();
    if (!box) throw new Error('the control has no box');
    const clip = { x: box.x - 8, y: box.y - 8, width: box.width + 16, height: box.height + 16 };

    const before = await ringOf(control);
    const unfocused = await page.screenshot({ clip, animations: 'disabled' });

    // The focus starts on the element just before, then one Tab (or more) reaches the input.
    await page.locator(scope).evaluate((el) => (el as HTMLElement).focus?.());
    await tabTo(page, input);
    expect(await input.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
    const after = await ringOf(control);
    expect(after.style, 'focused ring style').not.toBe('none');
    expect(after.width, 'focused ring width').toBeGreaterThanOrEqual(2);
    expect(
      before.style === 'none' || before.width !== after.width || before.style !== after.style,
      'the ring differs from the unfocused control',
    ).toBe(true);
    const focused = await page.screenshot({ clip, animations: 'disabled' });
    expect(focused.equals(unfocused), 'the focused control looks different on screen').toBe(false);
    await input.evaluate((el) => (el as HTMLElement).blur());
  }
}

const locale = 'en' as Locale;

for (const width of [390, 1280]) {
  test.describe(`focus rings on hidden-input controls (${locale}, ${width} px)`, () => {
    test.use({ viewport: { width, height: 844 } });
    test.beforeEach(async ({ page }) => {
      await startIn(page, locale);
      await openSignedIn(page, locale === 'ko' ? 'alice@demo.test' : 'bob@demo.test', '/board');
    });

    test('the write dialog’s “add images”', async ({ page }) => {
      await expect(page.getByTestId('post-row').first()).toBeVisible();
      await page.getByRole('button', { name: locale === 'ko' ? '글쓰기' : 'Write a post' }).click();
      const dialog = page.getByTestId('write-dialog');
      await expect(dialog.getByTestId('post-form')).toBeVisible();
      await expectRings(page, '[data-testid="write-dialog"]', 1);
      await expectNoAxeViolations(page, { include: '[data-testid="write-dialog"]' });
    });

    test('the profile’s avatar picker', async ({ page }) => {
      await page.goto('/mypage/profile');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectRings(page, 'main', 1);
      await expectNoAxeViolations(page);
    });
  });
}
