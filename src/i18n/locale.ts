import { appStore, atomWithLocalStorage, useAppAtom } from '../lib/app-store';
import { DEFAULT_LOCALE, isLocale, type Locale } from './catalogs';
import { LOCALE_STORAGE_KEY } from './locale-key';

/** The current locale, saved under `locale` in localStorage (default ko), the same in every tab. */
export const localeAtom = atomWithLocalStorage<Locale>(
  LOCALE_STORAGE_KEY,
  (raw) => (isLocale(raw) ? raw : DEFAULT_LOCALE),
  (value) => value,
);

export const getLocale = (): Locale => appStore.get(localeAtom);
export const useLocale = (): Locale => useAppAtom(localeAtom);
export const setLocale = (locale: Locale): void => appStore.set(localeAtom, locale);
