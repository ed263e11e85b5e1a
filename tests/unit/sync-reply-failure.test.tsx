import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider, type MessageFormatElement } from 'react-intl';
import ko from '../../src/i18n/ko.json';
import en from '../../src/i18n/en.json';
import { EntryCard } from '../../src/features/sync/entry-card';
import type { OutboxEntry } from '../../src/data/model/outbox';
import { classifyReplayFailure } from '../../src/data/sync/failure-classification';
import { SyncWriteError } from '../../src/data/sync/ops/shared';

// A reply whose comment was deleted on the server: the replayer's answer is final at once (not a
// race to retry), and the sync page says so in the member's language, the reply's text beside it.

const CATALOGS = { ko, en } as unknown as Record<string, Record<string, MessageFormatElement[]>>;
/** The catalog's own words (the imports above are pre-parsed by the build's plugin). */
const wordsOf = (locale: string) =>
  JSON.parse(
    readFileSync(new URL(`../../src/i18n/${locale}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;

const failure = classifyReplayFailure(
  { op: 'comment.reply' },
  0,
  new SyncWriteError('parent-deleted', 'posts/p1/comments/c1 was deleted'),
);

const entry: OutboxEntry = {
  id: 'e1',
  key: 'k1',
  uid: 'u1',
  op: 'comment.reply',
  postId: 'p1',
  commentId: 'r1',
  parentId: 'c1',
  payload: { text: 'my careful reply', author: { displayName: 'me', photoURL: '' } },
  target: 'posts/p1/comments/r1',
  lane: 'posts/p1',
  baseVersion: null,
  dependsOn: [],
  status: 'failed',
  attempts: 1,
  nextAttemptAt: 0,
  lastError: { code: failure.code, messageKey: failure.messageKey, at: 0 },
  conflict: null,
  createdAt: 0,
  summary: 'my careful reply',
};

describe('a reply to a deleted comment on the sync page', () => {
  it('is final at once, with its own message', () => {
    expect(failure).toEqual({
      kind: 'permanent',
      code: 'parent-deleted',
      messageKey: 'sync.error.parentDeleted',
    });
  });

  it.each(['ko', 'en'])('says so in %s, the text kept to copy', (locale) => {
    const html = renderToStaticMarkup(
      <IntlProvider locale={locale} messages={CATALOGS[locale]}>
        <EntryCard entry={entry} all={[entry]} waiting={false} />
      </IntlProvider>,
    );
    const words = wordsOf(locale);
    const text = html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'");
    expect(text).toContain(words['sync.op.comment.reply']);
    expect(text).toContain(words['sync.error.parentDeleted']);
    expect(text).toContain('my careful reply');
  });
});
