import type { MessageFormatElement } from 'react-intl';
import koCore from './ko.json?core';
import { atom } from 'jotai/vanilla';
import { appStore, useAppAtom } from '../lib/app-store';

export type Locale = 'ko' | 'en';
export type { MessageKey } from './message-key';
/** Catalog values arrive pre-parsed by the build (build/precompiled-messages.ts). */
export type Messages = Record<string, MessageFormatElement[]>;

export const LOCALES: readonly Locale[] = ['ko', 'en'];
export const DEFAULT_LOCALE: Locale = 'ko';
/**
 * The spec's fallback locale: a word missing from a catalog shows in English. The build fills the
 * other catalogs' missing keys from en.json (build/precompiled-messages.ts, withFallback), so no
 * reader loads a second catalog for it.
 */
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

/**
 * Each locale's messages, as loaded. Both catalogs have the same keys (a unit test holds them to
 * it), and one that lacks a key got its English at build time, so a reader of one never needs
 * the other's file.
 */
const readyAtom = atom<Partial<Record<Locale, Messages>>>({ ko: koCore });
const own: Partial<Record<Locale, Messages>> = { ko: koCore };
const pending: Partial<Record<Locale, Promise<void>>> = {};
const complete: Partial<Record<Locale, boolean>> = {};

/** Loads a locale's whole catalog (once); screens await this before they render. */
export function loadCatalog(locale: Locale): Promise<void> {
  if (complete[locale]) return Promise.resolve();
  pending[locale] ??= LOADERS[locale]().then((parts) => {
    complete[locale] = true;
    own[locale] = Object.assign({}, ...parts) as Messages;
    appStore.set(readyAtom, { ...own });
  });
  return pending[locale];
}

/** The messages for `locale` as loaded so far (the build's prerendering reads them). */
export function messagesOf(locale: Locale): Messages | undefined {
  return own[locale];
}

/** The messages for `locale` (stable between loads, so react-intl keeps its formatters). */
export function useMessages(locale: Locale): Messages | undefined {
  return useAppAtom(readyAtom)[locale];
}
