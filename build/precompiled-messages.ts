// The catalogs ship pre-parsed (ICU message ASTs), so the browser bundle leaves react-intl's
// message parser out, and in two parts (`?core`, `?rest`: src/i18n/catalog-parts.ts), so the
// first paint carries only the words it shows.
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

/**
 * A catalog file as the bundle gets it: a plain `.json` import goes on to Vite's JSON handling
 * (parsed), a part is served as a module of its own.
 */
export function catalogModule(json: string, part?: string): string {
  const parsed = JSON.stringify(parsedCatalog(JSON.parse(json) as Record<string, string>, part));
  return part ? `export default JSON.parse(${JSON.stringify(parsed)});` : parsed;
}

export function precompiledMessages(): Plugin {
  return {
    name: 'precompiled-messages',
    enforce: 'pre',
    transform(code, id) {
      const match = /[\\/]src[\\/]i18n[\\/][a-z]{2}\.json(?:\?(core|rest))?$/.exec(id);
      if (!match) return null;
      return { code: catalogModule(code, match[1]), map: null };
    },
  };
}
