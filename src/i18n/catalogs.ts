import type { MessageFormatElement } from 'react-intl';
import type ko from './ko.json';
import koCore from './ko.json?core';
import { atom } from 'jotai/vanilla';
import { appStore, useAppAtom } from '../lib/app-store';

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
  en: () =>
    Promise.all([import('./en.json?core'), import('./en.json?rest')]).then((parts) =>
      parts.map((m) => m.default),
    ),
};

/** Each locale's own messages, as loaded. */
const own: Partial<Record<Locale, Messages>> = { ko: koCore };
/** What react-intl gets: a locale's messages over the English fallback, once that is loaded. */
const readyAtom = atom<Partial<Record<Locale, Messages>>>({ ko: koCore });
const pending: Partial<Record<Locale, Promise<void>>> = {};
const complete: Partial<Record<Locale, boolean>> = {};

function publish(): void {
  const fallback = own[FALLBACK_LOCALE];
  const next: Partial<Record<Locale, Messages>> = {};
  for (const locale of LOCALES) {
    const messages = own[locale];
    if (!messages) continue;
    next[locale] =
      locale === FALLBACK_LOCALE || !fallback ? messages : { ...fallback, ...messages };
  }
  appStore.set(readyAtom, next);
}

/** Loads a locale's whole catalog (once); screens await this before they render. */
export function loadCatalog(locale: Locale): Promise<void> {
  if (complete[locale]) return Promise.resolve();
  pending[locale] ??= LOADERS[locale]().then((parts) => {
    complete[locale] = true;
    own[locale] = Object.assign({}, ...parts) as Messages;
    publish();
  });
  return pending[locale];
}

/** The messages for `locale` (stable between loads, so react-intl keeps its formatters). */
export function useMessages(locale: Locale): Messages | undefined {
  return useAppAtom(readyAtom)[locale];
}
