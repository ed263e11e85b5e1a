import { readFileSync } from 'node:fs';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';

const load = (locale: string) =>
  JSON.parse(
    readFileSync(new URL(`../../src/i18n/${locale}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;

const catalogs = { ko: load('ko'), en: load('en') };

// The app ships pre-parsed catalogs (its build swaps the parser out); the formatter parses here.
const parse = (message: string): MessageFormatElement[] =>
  new IntlMessageFormat(message, 'en').getAst();

/** Placeholders that carry how many of something there are. */
const COUNTS = new Set(['count', 'total']);

/**
 * Latin words a Korean string may keep: names (of products, a key on the keyboard, a language in
 * its own script, a Pokémon in the card search's example), file formats, and the breakpoint
 * names and storage API the hooks demo shows.
 */
const ALLOWED_LATIN = [
  'Google',
  'Enter',
  'Esc',
  'English',
  'Pikachu',
  'Pokémon TCG API',
  'HP',
  'JPEG',
  'PNG',
  'WebP',
  'GIF',
  'AI',
  'SCM',
  'localStorage',
  'sm',
  'md',
  'lg',
  'xl',
];

/** How each placeholder is used: as plain text, or as the subject of a plural. */
function placeholders(
  elements: MessageFormatElement[],
  found: { plain: Set<string>; plural: Set<string> } = { plain: new Set(), plural: new Set() },
) {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number) {
      found.plain.add(element.value);
    } else if (element.type === TYPE.plural) {
      found.plural.add(element.value);
      for (const option of Object.values(element.options)) placeholders(option.value, found);
    } else if (element.type === TYPE.select) {
      for (const option of Object.values(element.options)) placeholders(option.value, found);
    } else if (element.type === TYPE.tag) {
      placeholders(element.children, found);
    }
  }
  return found;
}

/** The words of a message with its placeholders taken out. */
function literalText(elements: MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return element.value;
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        return Object.values(element.options)
          .map((option) => literalText(option.value))
          .join(' ');
      }
      if (element.type === TYPE.tag) return literalText(element.children);
      return ' ';
    })
    .join('');
}

describe('the catalogs read as written by a native speaker', () => {
  it.each(Object.keys(catalogs) as Array<keyof typeof catalogs>)(
    'every count in %s goes through ICU plural',
    (locale) => {
      const plainCounts = Object.entries(catalogs[locale]).flatMap(([key, message]) => {
        const { plain } = placeholders(parse(message));
        return [...plain].filter((name) => COUNTS.has(name)).map((name) => `${key}: {${name}}`);
      });
      expect(plainCounts).toEqual([]);
    },
  );

  it('Korean strings hold no Latin letters beyond the allowed terms and placeholders', () => {
    const withLatin = Object.entries(catalogs.ko).flatMap(([key, message]) => {
      let text = literalText(parse(message));
      for (const term of ALLOWED_LATIN) {
        text = text.replace(new RegExp(`(?<![A-Za-z])${term}(?![A-Za-z])`, 'g'), ' ');
      }
      return /[A-Za-z]/.test(text) ? [`${key}: ${message}`] : [];
    });
    expect(withLatin).toEqual([]);
  });

  it('Korean speaks to members in 해요, never 합니다', () => {
    const formal = Object.entries(catalogs.ko)
      .filter(([, message]) => /(니다|니까|십시오)/.test(message))
      .map(([key, message]) => `${key}: ${message}`);
    expect(formal).toEqual([]);
  });

  it('English says "Sign in" and "Sign out", never "Log in" or "Log out"', () => {
    const loginWording = Object.entries(catalogs.en)
      .filter(([, message]) => /\blog(ged)? ?(in|out)\b/i.test(message))
      .map(([key, message]) => `${key}: ${message}`);
    expect(loginWording).toEqual([]);
  });
});
