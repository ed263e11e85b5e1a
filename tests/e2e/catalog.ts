// The app's own catalogs (src/i18n), so the tests follow the wording wherever it goes.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';

export type Locale = 'ko' | 'en';

const catalogs: Record<Locale, Record<string, string>> = {
  ko: JSON.parse(readFileSync(new URL('../../src/i18n/ko.json', import.meta.url), 'utf8')),
  en: JSON.parse(readFileSync(new URL('../../src/i18n/en.json', import.meta.url), 'utf8')),
};

/** A message's text as the catalog writes it (placeholders left for the test to fill). */
export function t(locale: Locale, key: string): string {
  const text = catalogs[locale][key];
  if (text === undefined) throw new Error(`no message ${key} in ${locale}`);
  return text;
}

/** A message as the app shows it, its values filled in. */
export function message(
  locale: Locale,
  key: string,
  values?: Record<string, string | number>,
): string {
  return String(new IntlMessageFormat(t(locale, key), locale).format(values));
}

/**
 * The reader's language when the page first opens, as if they had chosen it before; kept until
 * the app changes it (signing in applies the member's own language).
 */
export async function startIn(page: Page, locale: Locale): Promise<void> {
  await page.addInitScript((lang) => {
    if (!localStorage.getItem('locale')) localStorage.setItem('locale', lang);
  }, locale);
}
