/**
 * Where the reader's language is saved in localStorage (locale.ts). Its own module so the app's
 * first script can tell a reader who chose another language than the page's without the
 * catalogs' code.
 */
export const LOCALE_STORAGE_KEY = 'locale';

/** The saved language, or null when none is saved or storage cannot be read (it may throw). */
export function savedLocale(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}
