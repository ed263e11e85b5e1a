import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';

const load = (locale: string) =>
  JSON.parse(
    readFileSync(new URL(`../../src/i18n/${locale}.json`, import.meta.url), 'utf8'),
  ) as Record<string, unknown>;

/** The placeholders a message uses, however deep inside plurals and selects. */
function argumentNames(message: string): Set<string> {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      if (element.type === TYPE.tag) {
        visit(element.children);
        continue;
      }
      names.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) visit(option.value);
      }
    }
  };
  visit(new IntlMessageFormat(message, 'en').getAst());
  return names;
}

const ko = load('ko');
const en = load('en');

// Every message the spec names (sections 2, 5 and 8) must be in both catalogs.
const SPEC_KEYS = [
  ...[
    '1003',
    '1012',
    '1013',
    '1014',
    '1015',
    '1016',
    '1017',
    '1018',
    '1019',
    '1021',
    '1022',
    '1023',
  ].map((code) => `msg.${code}`),
  ...['1004', '1005', '1006', '1007', '1008', '1009', '1010', '1011', '1020'].map(
    (code) => `validation.${code}`,
  ),
  'category.notice',
  'category.qna',
  'category.community',
  'sort.update',
  'sort.inquiry',
  'sort.like',
  'menu.profile',
  'menu.setting',
  'menu.signOut',
  'settings.option',
  'image.cannotLoad',
  'image.cannotRead',
  ...[
    'unknown',
    'object-not-found',
    'quota-exceeded',
    'unauthenticated',
    'unauthorized',
    'unauthorized-app',
    'retry-limit-exceeded',
    'canceled',
    'invalid-url',
    'invalid-default-bucket',
    'no-default-bucket',
    'invalid-argument',
    'invalid-format',
    'no-download-url',
    'app-deleted',
    'invalid-root-operation',
  ].map((code) => `storage.${code}`),
];

describe('the ko and en catalogs', () => {
  it('have exactly the same keys', () => {
    expect(Object.keys(ko).sort()).toEqual(Object.keys(en).sort());
  });

  it('have no empty or non-string values', () => {
    for (const catalog of [ko, en]) {
      for (const [key, value] of Object.entries(catalog)) {
        expect(typeof value, key).toBe('string');
        expect((value as string).trim(), key).not.toBe('');
      }
    }
  });

  it('hold every message the spec names', () => {
    for (const key of SPEC_KEYS) {
      expect(ko, key).toHaveProperty([key]);
      expect(en, key).toHaveProperty([key]);
    }
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...argumentNames(text)].sort();
    for (const key of Object.keys(en)) {
      expect(placeholders(ko[key] as string), key).toEqual(placeholders(en[key] as string));
    }
  });

  it('word the image and storage errors for members, under the spec codes', () => {
    const errors = Object.keys(en).filter((key) => /^(image|storage)\./.test(key));
    expect(errors).toEqual(expect.arrayContaining(['image.cannotLoad', 'image.cannotRead']));
    for (const key of errors) {
      // Developer words from the SDK's messages (objects, buckets, arguments, authenticating).
      expect(en[key], key).not.toMatch(/\b(object|bucket|argument|authenticate|root)\b/i);
      expect(en[key], key).toMatch(/^[A-Z]/);
    }
  });
});
