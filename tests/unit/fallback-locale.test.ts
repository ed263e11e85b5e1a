import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { createIntl } from 'react-intl';
import type { Plugin } from 'vite';
import {
  catalogWithFallback,
  parsedCatalog,
  precompiledMessages,
} from '../../build/precompiled-messages';
import { backgroundNotice, pickNoticeMessages } from '../../src/data/sync/background-notice';
import { FALLBACK_LOCALE } from '../../src/i18n/catalogs';

// English is the fallback locale: a key missing from the Korean catalog shows its English text,
// never its id. The build fills it in (build/precompiled-messages.ts), so this test runs the
// build's own transform on the real catalogs with one Korean key taken out.

vi.mock(
  '@formatjs/icu-messageformat-parser',
  () => import('../../node_modules/@formatjs/icu-messageformat-parser/index.js'),
);

const KO_FILE = fileURLToPath(new URL('../../src/i18n/ko.json', import.meta.url));
const EN_FILE = fileURLToPath(new URL('../../src/i18n/en.json', import.meta.url));
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
const MISSING = 'mypage.delete.title';

type Transform = (this: { addWatchFile(file: string): void }, code: string, id: string) => unknown;

/** The messages the bundle gets for ko.json (one part of it when `part` is given). */
function bundled(koJson: string, part: 'core' | 'rest'): Record<string, unknown> {
  const plugin = precompiledMessages() as Plugin & { transform: Transform };
  const watched: string[] = [];
  const out = plugin.transform.call(
    { addWatchFile: (file) => watched.push(file) },
    koJson,
    `${KO_FILE}?${part}`,
  ) as { code: string };
  expect(watched).toEqual([EN_FILE]);
  const body = out.code.slice('export default JSON.parse('.length, -2);
  return JSON.parse(JSON.parse(body) as string) as Record<string, unknown>;
}

describe('the fallback locale', () => {
  it('shows the English text of a key the Korean catalog lacks, not its id', () => {
    const ko = read(KO_FILE);
    const en = read(EN_FILE);
    expect(ko[MISSING]).toBeTruthy();
    delete ko[MISSING];

    const messages = {
      ...bundled(JSON.stringify(ko), 'core'),
      ...bundled(JSON.stringify(ko), 'rest'),
    };
    const intl = createIntl({
      locale: 'ko',
      defaultLocale: FALLBACK_LOCALE,
      messages: messages as never,
      onError: () => undefined,
    });
    expect(intl.formatMessage({ id: MISSING })).toBe(en[MISSING]);
    // The keys Korean has stay Korean.
    expect(intl.formatMessage({ id: 'mypage.delete.submit' })).toBe(ko['mypage.delete.submit']);
  });

  it('fills the service worker’s notice too: a Korean word it lacks is said in English', () => {
    const ko = read(KO_FILE);
    const en = read(EN_FILE);
    const key = 'sync.background.title';
    delete ko[key];
    const dir = mkdtempSync(join(tmpdir(), 'catalogs-'));
    try {
      writeFileSync(join(dir, 'ko.json'), JSON.stringify(ko));
      writeFileSync(join(dir, 'en.json'), JSON.stringify(en));
      const catalogs = {
        ko: parsedCatalog(catalogWithFallback(dir, 'ko')),
        en: parsedCatalog(catalogWithFallback(dir, 'en')),
      };
      const notice = backgroundNotice(pickNoticeMessages(catalogs), 'ko', 1);
      const english = backgroundNotice(pickNoticeMessages(catalogs), 'en', 1);
      expect(notice?.title).toBe(english?.title);
      // The word Korean has stays Korean.
      expect(notice?.body).not.toBe(english?.body);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('would show the id without it (what the test above guards against)', () => {
    const intl = createIntl({ locale: 'ko', messages: {}, onError: () => undefined });
    expect(intl.formatMessage({ id: MISSING })).toBe(MISSING);
  });

  it('is English', () => {
    expect(FALLBACK_LOCALE).toBe('en');
  });
});
