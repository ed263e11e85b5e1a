import type { MessageFormatElement } from 'react-intl';
import type ko from './ko.json';
import koCore from './ko.json?core';
import { createExternalStore, useStore } from '../lib/external-store';

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

// Korean core ships with the first paint; everything else loads on demand (catalog-parts.ts).
const LOADERS: Record<Locale, () => Promise<Messages[]>> = {
  ko: () => import('./ko.json?rest').then((m) => [koCore, m.default]),
  en: () => Promise.all([import('./en.json?core'), import('./en.json?rest')]).then((parts) => parts.map((m) => m.default)),
};

const catalogs = createExternalStore<Partial<Record<Locale, Messages>>>({ ko: koCore });
const pending: Partial<Record<Locale, Promise<void>>> = {};
let complete: Partial<Record<Locale, boolean>> = {};

/** Loads a locale's whole catalog (once); screens await this before they render. */
export function loadCatalog(locale: Locale): Promise<void> {
  if (complete[locale]) return Promise.resolve();
  pending[locale] ??= LOADERS[locale]().then((parts) => {
    complete = { ...complete, [locale]: true };
    catalogs.set({ ...catalogs.get(), [locale]: Object.assign({}, ...parts) as Messages });
  });
  return pending[locale];
}

let merged: { own: Messages; fallback: Messages; result: Messages } | undefined;

/** The messages for `locale`, with English filling any key it lacks once English is loaded. */
export function useMessages(locale: Locale): Messages | undefined {
  const loaded = useStore(catalogs);
  const own = loaded[locale];
  const fallback = loaded[FALLBACK_LOCALE];
  if (!own || locale === FALLBACK_LOCALE || !fallback) return own;
  // Kept stable between renders so react-intl does not rebuild its formatters.
  if (merged?.own !== own || merged.fallback !== fallback) {
    merged = { own, fallback, result: { ...fallback, ...own } };
  }
  return merged.result;
}
