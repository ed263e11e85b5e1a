import { describe, expect, it } from 'vitest';
import { highlightParts } from '../../src/features/search/highlight';
import { SearchIndex, type SearchDocument } from '../../src/data/search/search-index';
import {
  parseSearchBox,
  readSearchState,
  searchBoxOf,
  searchParamsOf,
} from '../../src/features/search/search-query';
import { bigrams, fold, tokenize } from '../../src/data/search/tokenize';

function post(
  id: string,
  title: string,
  content = '',
  extra: Partial<SearchDocument> = {},
): SearchDocument {
  return {
    id,
    kind: 'post',
    title,
    content,
    tags: [],
    author: 'alice',
    category: 'community',
    locale: null,
    href: `/posts/${id}`,
    createdAt: Number(id.replace(/\D/g, '')) || 0,
    ...extra,
  };
}

function indexOf(...docs: SearchDocument[]): SearchIndex {
  const index = new SearchIndex();
  docs.forEach((doc) => index.set(doc));
  return index;
}

const ids = (index: SearchIndex, text: string, extra: Record<string, unknown> = {}) =>
  index.search({ text, ...extra }).map((hit) => hit.doc.id);

describe('tokenize', () => {
  it('folds case and width (NFKC, then lower case)', () => {
    expect(fold('ＲＥＡＣＴ Ｈｏｏｋｓ')).toBe('react hooks');
    expect(fold('ｶﾀｶﾅ')).toBe('カタカナ');
    expect(tokenize('Ｆｉｒｅｓｔｏｒｅ Rules')).toEqual(['firestore', 'rules']);
  });

  it('cuts Hangul runs into bigrams and other text into words', () => {
    expect(bigrams('오프라인')).toEqual(['오프', '프라', '라인']);
    expect(bigrams('글')).toEqual(['글']);
    expect(tokenize('React에서 useEffect가')).toEqual(['react', '에서', 'useeffect', '가']);
  });

  it('takes accents off Latin words but leaves Hangul whole', () => {
    expect(tokenize('Café 한글')).toEqual(['cafe', '한글']);
  });
});

describe('SearchIndex', () => {
  const index = indexOf(
    post('p1', '도트 애니메이션: 걷기 사이클 4프레임으로 만들기', '스프라이트를 움직여 봅시다.'),
    post('p2', '커뮤니티 이용 규칙 안내', '서로 존중해 주세요.', {
      category: 'notice',
      tags: ['규칙', '공지'],
    }),
    post(
      'p3',
      'Dithering techniques for tiny sprites',
      'Checkerboard patterns fake extra colours.',
      {
        tags: ['pixel-art', 'dithering'],
      },
    ),
    post('p4', 'Lighthouse 100 on a PWA: what actually mattered', 'Fonts and caching.', {
      tags: ['pwa', 'performance'],
    }),
    post('p5', 'Offline-first todo app in 200 lines', 'IndexedDB and an outbox.', {
      tags: ['pwa', 'offline'],
    }),
  );

  it('finds a Korean word from a part of it', () => {
    expect(ids(index, '애니메')).toEqual(['p1']);
    expect(ids(index, '니메이')).toEqual(['p1']);
    expect(ids(index, '뮤니티')).toEqual(['p2']);
    // One syllable, while typing, is a prefix.
    expect(ids(index, '커')).toEqual(['p2']);
  });

  it('ignores a syllable still being composed', () => {
    expect(ids(index, '애니ㅁ')).toEqual(['p1']);
  });

  it('finds English words from a prefix', () => {
    expect(ids(index, 'dither')).toEqual(['p3']);
    expect(ids(index, 'light')).toEqual(['p4']);
  });

  it('forgives a one-letter typo in English', () => {
    expect(ids(index, 'lighthouze')).toEqual(['p4']);
    expect(ids(index, 'ditherng')).toEqual(['p3']);
    expect(ids(index, 'checkerbord')).toEqual(['p3']);
  });

  it('matches whatever the case and width typed', () => {
    expect(ids(index, 'ＤＩＴＨＥＲＩＮＧ')).toEqual(['p3']);
    expect(ids(index, 'INDEXEDDB')).toEqual(['p5']);
  });

  it('needs every word to match in the search box', () => {
    expect(ids(index, 'pwa fonts')).toEqual(['p4']);
    expect(ids(index, '규칙 디더링')).toEqual([]);
  });

  it('ranks by how much matches for questions', () => {
    const found = ids(index, 'how do I make dithering sprites?', { match: 'any' });
    expect(found[0]).toBe('p3');
  });

  it('filters by tag (folded) and by category; a tag alone lists newest first', () => {
    expect(ids(index, '', { tags: ['PWA'] })).toEqual(['p5', 'p4']);
    expect(ids(index, 'fonts', { tags: ['pwa'] })).toEqual(['p4']);
    expect(ids(index, '', { category: 'notice' })).toEqual(['p2']);
    expect(ids(index, '규칙', { category: 'community' })).toEqual([]);
    expect(ids(index, '')).toEqual([]);
  });

  it('reports the matched document terms, expanded, for highlighting', () => {
    const [hit] = index.search({ text: 'lighthouze' });
    expect(hit?.terms).toContain('lighthouse');
  });

  it('keeps up with changes: adds, replaces and removes only what changed', () => {
    const live = indexOf(post('a1', 'Old title'), post('a2', 'Stays'));
    expect(live.reconcile([post('a1', 'Old title'), post('a2', 'Stays')])).toEqual({
      added: 0,
      replaced: 0,
      removed: 0,
    });
    expect(live.reconcile([post('a1', 'Brand new heading'), post('a3', 'Another')])).toEqual({
      added: 1,
      replaced: 1,
      removed: 1,
    });
    expect(ids(live, 'old')).toEqual([]);
    expect(ids(live, 'heading')).toEqual(['a1']);
    expect(ids(live, 'stays')).toEqual([]);
    expect(live.size).toBe(2);
  });

  it('leaves documents out of scope alone when reconciling', () => {
    const page: SearchDocument = { ...post('page:x', 'Career'), kind: 'page', locale: 'en' };
    const live = indexOf(page, post('b1', 'A post'));
    live.reconcile([], (doc) => doc.kind === 'post');
    expect(live.get('page:x')).toBeDefined();
    expect(live.get('b1')).toBeUndefined();
  });

  it('keeps pages of the other language out', () => {
    const live = indexOf(
      { ...post('page:ko', '경력', 'MES 구축'), kind: 'page', locale: 'ko' },
      { ...post('page:en', 'Career', 'MES rollout'), kind: 'page', locale: 'en' },
    );
    expect(ids(live, 'mes', { locale: 'en' })).toEqual(['page:en']);
  });
});

describe('highlightParts', () => {
  const marked = (text: string, terms: string[]) =>
    highlightParts(text, terms)
      .filter((part) => part.match)
      .map((part) => part.text);

  it('marks whole words and joins overlapping Korean bigrams', () => {
    expect(marked('Dithering techniques', ['dithering'])).toEqual(['Dithering']);
    expect(marked('도트 애니메이션', ['애니', '니메'])).toEqual(['애니메']);
  });

  it('does not mark a word inside another word', () => {
    expect(marked('start the art', ['art'])).toEqual(['art']);
  });

  it('maps folded matches back onto full-width text', () => {
    expect(marked('ＲＥＡＣＴ hooks', ['react'])).toEqual(['ＲＥＡＣＴ']);
  });

  it('keeps the text whole when nothing matches', () => {
    expect(highlightParts('plain', ['other'])).toEqual([{ text: 'plain', match: false }]);
  });
});

describe('search URL', () => {
  it('reads and writes q, repeated tag and category', () => {
    const state = readSearchState(
      new URLSearchParams('q=dither&tag=pixel-art&tag=%23pwa&category=qna'),
    );
    expect(state).toEqual({ q: 'dither', tags: ['pixel-art', 'pwa'], category: 'qna' });
    expect(searchParamsOf(state).toString()).toBe('q=dither&tag=pixel-art&tag=pwa&category=qna');
    expect(readSearchState(new URLSearchParams('category=nope')).category).toBeNull();
  });

  it('takes #tags out of the box, quoted ones with spaces too', () => {
    expect(parseSearchBox('#pwa offline  first')).toEqual({ q: 'offline first', tags: ['pwa'] });
    expect(parseSearchBox('#"pixel art" dots')).toEqual({ q: 'dots', tags: ['pixel art'] });
    expect(parseSearchBox('#')).toEqual({ q: '', tags: [] });
    expect(searchBoxOf({ q: 'dots', tags: ['pixel art', 'pwa'] })).toBe('#"pixel art" #pwa dots');
    const box = searchBoxOf({ q: 'a b', tags: ['x y'] });
    expect(parseSearchBox(box)).toEqual({ q: 'a b', tags: ['x y'] });
  });
});
