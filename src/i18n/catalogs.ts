import type { MessageFormatElement } from 'react-intl';
import ko from './ko.json';

export type Locale = 'ko' | 'en';
/** Keys are the Korean catalog's; a unit test keeps the English one identical. */
export type MessageKey = keyof typeof ko;
/** Catalog values arrive pre-parsed by the build (see vite.config.ts). */
export type Messages = Record<string, MessageFormatElement[]>;

export const LOCALES: readonly Locale[] = ['ko', 'en'];
export const DEFAULT_LOCALE: Locale = 'ko';
export const FALLBACK_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return value === 'ko' || value === 'en';
}

// Korean, the default, ships with the first paint; English loads when first needed.
const loaded: Partial<Record<Locale, Messages>> = { ko: ko as unknown as Messages };

export function loadedMessages(locale: Locale): Messages | undefined {
  return loaded[locale];
}

export async function loadMessages(locale: Locale): Promise<Messages> {
  const ready = loaded[locale];
  if (ready) return ready;
  const module = await import('./en.json');
  loaded.en = module.default as unknown as Messages;
  return loaded.en;
}

let merged: { own: Messages; fallback: Messages; result: Messages } | undefined;

/** The catalog for `locale`, with English filling any key it lacks once English is loaded. */
export function messagesFor(locale: Locale): Messages | undefined {
  const own = loaded[locale];
  const fallback = loaded[FALLBACK_LOCALE];
  if (!own || locale === FALLBACK_LOCALE || !fallback) return own;
  // Kept stable between renders so react-intl does not rebuild its formatters.
  if (merged?.own !== own || merged.fallback !== fallback) {
    merged = { own, fallback, result: { ...fallback, ...own } };
  }
  return merged.result;
}
