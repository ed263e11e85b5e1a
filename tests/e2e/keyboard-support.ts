import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';

export type Locale = 'ko' | 'en';

const catalogs: Record<Locale, Record<string, string>> = {
  ko: JSON.parse(readFileSync(new URL('../../src/i18n/ko.json', import.meta.url), 'utf8')),
  en: JSON.parse(readFileSync(new URL('../../src/i18n/en.json', import.meta.url), 'utf8')),
};

/** A catalog message as the app shows it, so the tests follow the wording wherever it goes. */
export function message(
  locale: Locale,
  key: string,
  values?: Record<string, string | number>,
): string {
  const source = catalogs[locale][key];
  if (source === undefined) throw new Error(`no message ${key} in ${locale}`);
  return String(new IntlMessageFormat(source, locale).format(values));
}

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
