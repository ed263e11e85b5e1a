import { describe, expect, it } from 'vitest';
import {
  MAX_SEARCH_TOKENS,
  MAX_TOKEN_LENGTH,
  anchorTokenOf,
  queryTokensOf,
  SEARCH_VERSION,
  searchTokensOf,
  searchTokensUpdate,
} from '../../src/data/search/search-tokens.mjs';

const post = { title: '두루미 종이접기 — my Origami crane', tags: ['Pixel-Art'], content: 'x' };

describe("a post's server-side search tokens", () => {
  it('hold its tags, the Korean bigrams and the English word prefixes of its title', () => {
    const tokens = searchTokensOf(post);
    expect(tokens).toEqual(expect.arrayContaining(['#pixel-art', '두루', '루미', '종이', 'or']));
    expect(tokens).toEqual(expect.arrayContaining(['origami', 'cra', 'crane']));
    expect(tokens).not.toContain('pixel-art');
  });

  it("leave a mention's token out: its uid is no word of the text, its neighbours are", () => {
    const tokens = searchTokensOf({
      title: 'Hello @[uid_Alice-7]',
      tags: ['a'],
      content: '@[xyz123]님 고마워요 thanks@[q1]',
    });
    expect(tokens).toEqual(expect.arrayContaining(['he', 'hello', '고마', '마워', 'thanks']));
    for (const part of ['uid', 'uid_alice', 'alice', 'xyz', 'xyz123', 'q1', '@[', '7'])
      expect(tokens).not.toContain(part);
    // '님' stays a one-character Korean run of its own.
    expect(tokens).toContain('님');
  });

  it('stay within the bound firestore.rules check, each token short', () => {
    const long = Array.from({ length: 400 }, (_, i) => `word${i}abcdefghijklmnopqrstuvwxyz`);
    const tokens = searchTokensOf({ title: 'title', tags: ['a'], content: long.join(' ') });
    expect(tokens.length).toBe(MAX_SEARCH_TOKENS);
    expect(Math.max(...tokens.map((t) => Array.from(t).length))).toBeLessThanOrEqual(
      MAX_TOKEN_LENGTH,
    );
    // Tags and the title come first, so they survive the bound.
    expect(tokens.slice(0, 4)).toEqual(['#a', 'ti', 'tit', 'titl']);
  });

  it('match every token a query asks for: Korean words with particles, English prefixes, tags', () => {
    const tokens = new Set(searchTokensOf(post));
    for (const [text, tags] of [
      ['두루미를', []],
      ['ORIGA', []],
      ['종이접기 crane', ['pixel-art']],
    ] as const) {
      const wanted = queryTokensOf(text, tags);
      expect(wanted.length).toBeGreaterThan(0);
      expect(wanted.every((token) => tokens.has(token))).toBe(true);
    }
    expect(queryTokensOf('두루미', ['missing']).every((token) => tokens.has(token))).toBe(false);
  });

  it('ask the server for a tag first, then the longest word', () => {
    expect(anchorTokenOf(queryTokensOf('두루미 origami', ['pixel-art']))).toBe('#pixel-art');
    expect(anchorTokenOf(queryTokensOf('두루미 origami cr', []))).toBe('origami');
    expect(anchorTokenOf(queryTokensOf('두', []))).toBeNull();
  });
});

describe("a stored post's tokens brought to this tokenizer", () => {
  const text = { title: 'Crane @[u1]', tags: ['a'], content: '종이' };
  const current = { searchTokens: searchTokensOf(text), searchVersion: SEARCH_VERSION };

  it('are written for a post without tokens, with older ones, or with tokens not its own', () => {
    expect(searchTokensUpdate(text)).toEqual(current);
    expect(searchTokensUpdate({ ...text, searchTokens: ['cr', 'u1'] })).toEqual(current);
    expect(searchTokensUpdate({ ...text, ...current, searchVersion: 1 })).toEqual(current);
    expect(searchTokensUpdate({ ...text, searchTokens: ['x'], searchVersion: 2 })).toEqual(current);
  });

  it('are left alone once written (no write loop), by a newer tokenizer, or on no post', () => {
    expect(searchTokensUpdate({ ...text, ...current })).toBeNull();
    expect(
      searchTokensUpdate({ ...text, searchTokens: [], searchVersion: SEARCH_VERSION + 1 }),
    ).toBeNull();
    expect(searchTokensUpdate({ title: 'x', content: 'y' })).toBeNull();
    expect(searchTokensUpdate({ title: 'x', content: 7, tags: [] })).toBeNull();
  });
});
