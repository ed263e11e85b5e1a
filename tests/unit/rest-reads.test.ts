import { describe, expect, it } from 'vitest';
import { RestTimestamp, decodeFields } from '../../src/data/remote/rest-reads';
import {
  POST_FIELDS,
  POST_LIST_FIELDS,
  postFromFirestore,
} from '../../src/data/remote/document-converters';

describe('REST values as the converters read them', () => {
  it('decodes every type a post carries, nested maps and arrays included', () => {
    const fields = decodeFields({
      title: { stringValue: '첫 글' },
      hits: { integerValue: '12' },
      score: { doubleValue: 1.5 },
      pinned: { booleanValue: true },
      pinnedAt: { timestampValue: '2026-11-23T21:00:00.123456Z' },
      tags: { arrayValue: { values: [{ stringValue: 'a' }, { stringValue: 'b' }] } },
      empty: { arrayValue: {} },
      author: { mapValue: { fields: { displayName: { stringValue: 'alice' } } } },
      gone: { nullValue: null },
    });
    expect(fields).toMatchObject({
      title: '첫 글',
      hits: 12,
      score: 1.5,
      pinned: true,
      tags: ['a', 'b'],
      empty: [],
      author: { displayName: 'alice' },
      gone: null,
    });
    expect(fields.pinnedAt).toBeInstanceOf(RestTimestamp);
    expect((fields.pinnedAt as RestTimestamp).text).toBe('2026-11-23T21:00:00.123456Z');
    expect((fields.pinnedAt as RestTimestamp).toDate().toISOString()).toBe(
      '2026-11-23T21:00:00.123Z',
    );
  });

  it('gives the same post as the SDKs would', () => {
    const post = postFromFirestore(
      'p1',
      decodeFields({
        title: { stringValue: 'hello' },
        category: { stringValue: 'qna' },
        likeCount: { integerValue: '3' },
        createdAt: { timestampValue: '2026-01-02T03:04:05Z' },
        pinned: { booleanValue: false },
      }),
    );
    expect(post).toMatchObject({
      id: 'p1',
      title: 'hello',
      category: 'qna',
      likeCount: 3,
      hits: 0,
      tags: [],
      createdAt: new Date('2026-01-02T03:04:05Z'),
      pinnedAt: null,
    });
  });
});

describe('the fields the REST reads ask for', () => {
  // A post as the server stores it: every field the app writes (ops/post-create.ts), and more.
  const stored = {
    title: 'hello',
    category: 'qna',
    tags: ['a'],
    content: '# text @[u2]',
    mentions: ['u2'],
    searchTokens: ['he', 'el', 'll', 'lo'],
    uid: 'u1',
    author: { displayName: 'alice', photoURL: '' },
    hits: 4,
    likeCount: 3,
    commentCount: 2,
    bookmarkCount: 1,
    createdAt: new Date('2026-01-02T03:04:05Z'),
    updatedAt: new Date('2026-01-03T03:04:05Z'),
    writtenAt: new Date('2026-01-02T03:00:00Z'),
    version: 2,
    pinned: true,
    pinnedAt: new Date('2026-01-04T00:00:00Z'),
  };
  const only = (fields: readonly string[]) =>
    Object.fromEntries(Object.entries(stored).filter(([key]) => fields.includes(key)));

  it('a whole post is the same post without its search tokens', () => {
    expect(POST_FIELDS).not.toContain('searchTokens');
    expect(postFromFirestore('p1', only(POST_FIELDS))).toEqual(postFromFirestore('p1', stored));
  });

  it('a listed post is the same post but its text (and whom it mentions), which the list does not show', () => {
    const whole = postFromFirestore('p1', stored);
    expect(whole.mentions).toEqual(['u2']);
    const listed = { ...whole, content: '' };
    delete listed.mentions;
    expect(postFromFirestore('p1', only(POST_LIST_FIELDS))).toEqual(listed);
  });
});
