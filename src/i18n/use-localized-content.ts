import { use } from 'react';
import type { Locale } from './catalogs';
import { useLocale } from './locale';

/**
 * Long page content (career, portfolio, hobby) lives in typed per-locale modules rather than the
 * catalogs, because the Korean catalog ships with the first paint. Each locale's module loads
 * with the screen that needs it.
 */
export type LocalizedContent<T> = Readonly<Record<Locale, () => Promise<T>>>;

// One promise per loader, so every render of a screen reads the same settled value.
const loading = new WeakMap<() => Promise<unknown>, Promise<unknown>>();

function load<T>(loader: () => Promise<T>): Promise<T> {
  let promise = loading.get(loader) as Promise<T> | undefined;
  if (!promise) {
    promise = loader();
    loading.set(loader, promise);
  }
  return promise;
}

/** The content for the current locale; suspends while its module loads. */
export function useLocalizedContent<T>(content: LocalizedContent<T>): T {
  const locale = useLocale();
  return use(load(content[locale]));
}
