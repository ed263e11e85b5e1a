import { createStoredStore, useStore } from '../lib/external-store';
import { DEFAULT_LOCALE, isLocale, type Locale } from './catalogs';

export const LOCALE_STORAGE_KEY = 'locale';

/** The current locale, saved under `locale` in localStorage (default ko). */
export const localeStore = createStoredStore<Locale>(
  LOCALE_STORAGE_KEY,
  (raw) => (isLocale(raw) ? raw : DEFAULT_LOCALE),
  (value) => value,
);

export const useLocale = (): Locale => useStore(localeStore);
export const setLocale = (locale: Locale): void => localeStore.set(locale);
