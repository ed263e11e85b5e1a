/**
 * Each catalog ships in two parts: `core`, the keys the shell and the home screen need for the
 * first paint, and `rest`, loaded right after it (and awaited by every other screen's chunk).
 * The split keeps the first load small as the catalogs grow; the source stays one file per
 * language.
 */
export const CORE_PREFIXES = [
  'app.',
  'nav.',
  'auth.open',
  'menu.',
  'settings.',
  'notify.',
  'pwa.',
  'home.',
  'post.',
  'category.',
  'msg.',
  'notFound.',
  // Only the header's sync indicator; the sync page's words load with the rest.
  'sync.indicator.',
] as const;

export type CatalogPart = 'core' | 'rest';

export function partOf(key: string): CatalogPart {
  return CORE_PREFIXES.some((prefix) => key.startsWith(prefix)) ? 'core' : 'rest';
}
