// The catalogs ship pre-parsed (ICU message ASTs), so the browser bundle leaves react-intl's
// message parser out, and in two parts (`?core`, `?rest`: src/i18n/catalog-parts.ts), so the
// first paint carries only the words it shows.
//
// English is the fallback locale (the spec's): a key missing from another catalog is filled in
// from en.json here, at build time, so a Korean reader's first load never carries the English
// catalog and a missing word shows in English, never as its id. Both catalogs normally have the
// same keys (tests/unit/catalogs.test.ts), so this adds nothing to today's bundle.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { partOf } from '../src/i18n/catalog-parts';

/** A catalog's messages parsed, those of one part only when `part` is given. */
export function parsedCatalog(
  messages: Record<string, string>,
  part?: string,
): Record<string, MessageFormatElement[]> {
  return Object.fromEntries(
    Object.entries(messages)
      .filter(([key]) => !part || partOf(key) === part)
      .map(([key, text]) => [key, parse(text)]),
  );
}

export const FALLBACK_LOCALE = 'en';

/** A catalog with the keys it lacks taken from the fallback locale's catalog. */
export function withFallback(
  messages: Record<string, string>,
  fallback: Record<string, string>,
): Record<string, string> {
  return { ...fallback, ...messages };
}

/**
 * A locale's catalog file in `i18nDir` with the fallback locale's words where it lacks one: what
 * the service worker's notice carries (build/service-worker-replay.ts), as the app's bundle does.
 */
export function catalogWithFallback(i18nDir: string, locale: string): Record<string, string> {
  const read = (name: string) =>
    JSON.parse(readFileSync(join(i18nDir, `${name}.json`), 'utf8')) as Record<string, string>;
  const own = read(locale);
  return locale === FALLBACK_LOCALE ? own : withFallback(own, read(FALLBACK_LOCALE));
}

/**
 * A catalog file as the bundle gets it: a plain `.json` import goes on to Vite's JSON handling
 * (parsed), a part is served as a module of its own.
 */
export function catalogModule(json: string, part?: string, fallbackJson?: string): string {
  const own = JSON.parse(json) as Record<string, string>;
  const messages = fallbackJson
    ? withFallback(own, JSON.parse(fallbackJson) as Record<string, string>)
    : own;
  const parsed = JSON.stringify(parsedCatalog(messages, part));
  return part ? `export default JSON.parse(${JSON.stringify(parsed)});` : parsed;
}

export function precompiledMessages(): Plugin {
  return {
    name: 'precompiled-messages',
    enforce: 'pre',
    transform(code, id) {
      const match = /[\\/]src[\\/]i18n[\\/]([a-z]{2})\.json(?:\?(core|rest))?$/.exec(id);
      if (!match) return null;
      let fallback: string | undefined;
      if (match[1] !== FALLBACK_LOCALE) {
        const file = join(dirname(id.replace(/\?.*$/, '')), `${FALLBACK_LOCALE}.json`);
        this.addWatchFile(file);
        fallback = readFileSync(file, 'utf8');
      }
      return { code: catalogModule(code, match[2], fallback), map: null };
    },
  };
}
