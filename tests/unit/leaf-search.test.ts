import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import {
  buildQuery,
  MINI_SEARCH_OPTIONS,
  SearchIndex,
  type SearchDocument,
  type SearchRequest,
} from '../../src/data/search/search-index';
import { DeviceSearch } from '../../src/data/search/search-worker-core';
import { fold } from '../../src/data/search/tokenize';
import { generatePosts, QUERIES } from '../fixtures/search-corpus.mjs';
import { typedRequests } from './support/typed-requests';

// An all-words query is searched leaf by leaf (leaf-search.ts), the most selective first, with
// the leaves searched in full kept for the next keys. Its answer must be MiniSearch's search of
// the whole query tree, as the index searched before: the same posts, in the same order (ties
// too), with the same scores and matched terms. Compared here with a plain MiniSearch holding
// the same posts, searched the plain way.

type Answer = Array<{ id: string; score: number; terms: readonly string[] }>;

/** The same posts in a plain MiniSearch, searched with the whole query tree at once. */
function plain(docs: readonly SearchDocument[]) {
  const mini = new MiniSearch<SearchDocument>(MINI_SEARCH_OPTIONS);
  const held = new Map(docs.map((doc) => [doc.id, doc]));
  mini.addAll(docs);
  return {
    set(doc: SearchDocument) {
      const before = held.get(doc.id);
      if (before) mini.remove(before);
      mini.add(doc);
      held.set(doc.id, doc);
    },
    delete(id: string) {
      mini.remove(held.get(id)!);
      held.delete(id);
    },
    search(request: SearchRequest): Answer {
      const query = buildQuery(request.text, request.match ?? 'all');
      if (!query) return [];
      const wanted = (request.tags ?? []).map(fold);
      const within = request.within;
      return mini
        .search(query, {
          filter: (result) => {
            const doc = held.get(result.id as string)!;
            return (
              (!request.kind || doc.kind === request.kind) &&
              (!request.category || doc.category === request.category) &&
              wanted.every((tag) => doc.tags.some((t) => fold(t) === tag))
            );
          },
          ...(within ? { boostDocument: (id: string) => (within.has(id) ? 1 : 0) } : {}),
        })
        .map((result) => ({ id: result.id as string, score: result.score, terms: result.terms }));
    },
  };
}

const answer = (index: SearchIndex, request: SearchRequest): Answer =>
  index.search(request).map((hit) => ({ id: hit.doc.id, score: hit.score, terms: hit.terms }));

const POSTS = generatePosts(2_000);

/** Posts alike but for a number, as the bench seeds them: nearly every score ties. */
const ALIKE: SearchDocument[] = Array.from({ length: 1_500 }, (_, i) => ({
  id: `alike-${String(i).padStart(4, '0')}`,
  kind: 'post',
  title: `Post number ${i}: a board row with a title long enough to wrap on a phone`,
  content: `# Post ${i}\n\n${'Lorem ipsum dolor sit amet. '.repeat(3)}`,
  tags: ['bench', `tag-${i % 50}`],
  author: `member ${i % 100}`,
  category: (['notice', 'qna', 'community'] as const)[i % 3],
  locale: null,
  href: `/posts/alike-${i}`,
  createdAt: i,
}));

function build(docs: readonly SearchDocument[]) {
  const index = new SearchIndex();
  for (const doc of docs) index.set(doc);
  return index;
}

/** Every prefix of each query, typed into the worker's search, each compared with plain. */
function typeInto(
  search: DeviceSearch,
  reference: ReturnType<typeof plain>,
  queries: readonly string[],
  filters: Partial<SearchRequest> = {},
) {
  let found = 0;
  for (const request of typedRequests(queries, filters)) {
    const hits = search.query(request).hits;
    expect(hits, request.text).toEqual(reference.search(request));
    found += hits.length;
  }
  return found;
}

describe('searching leaf by leaf', () => {
  const MULTI = [
    '오프라인 동기화 게시판',
    '설비 가동률 대시보드',
    '애니메이션 스프라이트',
    'offline sync board',
    'service worker update',
    'pixel palete dithering',
    'board board',
    '도트 pixel',
  ];

  it('answers as MiniSearch does with the whole tree, cold, in Korean and English', () => {
    const index = build(POSTS);
    const reference = plain(POSTS);
    let found = 0;
    for (const text of [
      ...MULTI,
      ...QUERIES['Korean partial words']!,
      ...QUERIES['English prefixes']!,
      ...QUERIES['English one-letter typos']!,
    ]) {
      const request: SearchRequest = { text, kind: 'post' };
      const hits = answer(index, request);
      expect(hits, text).toEqual(reference.search(request));
      found += hits.length;
    }
    expect(found).toBeGreaterThan(100);
  });

  it('answers as MiniSearch does while typed, with the words kept between keys', () => {
    const search = new DeviceSearch(build(POSTS));
    const reference = plain(POSTS);
    expect(typeInto(search, reference, MULTI)).toBeGreaterThan(1_000);
    typeInto(search, reference, ['offline sync', '커뮤니티 후기'], { category: 'qna' });
    typeInto(search, reference, ['offline board'], { tags: ['pwa'] });
  });

  it('breaks ties as MiniSearch does over posts alike but for a number', () => {
    const search = new DeviceSearch(build(ALIKE));
    const reference = plain(ALIKE);
    const found = typeInto(search, reference, [
      'a phone title post number 1234',
      'post 12 phone',
      'number 7 tag',
      'member 4 row',
    ]);
    expect(found).toBeGreaterThan(10_000);
  });

  it('scores only the posts asked for as MiniSearch does with every other boost 0', () => {
    const index = build(ALIKE);
    const reference = plain(ALIKE);
    const within = new Set(ALIKE.filter((_, i) => i % 7 === 0).map((doc) => doc.id));
    for (const text of ['post number', 'phone 12', 'a board 3']) {
      const request: SearchRequest = { text, kind: 'post', within };
      expect(answer(index, request), text).toEqual(reference.search(request));
    }
  });

  it('answers as MiniSearch does after posts are edited, added and removed', () => {
    const docs = POSTS.slice(0, 1_000);
    const search = new DeviceSearch(build(docs));
    const reference = plain(docs);
    typeInto(search, reference, ['offline sync']);
    const edited = { ...docs[3]!, title: 'offline sync 정리' };
    const added = { ...docs[4]!, id: 'new-post', title: 'offline sync board 새 글' };
    const gone = docs[5]!.id;
    search.update([edited, added], [gone]);
    reference.set(edited);
    reference.set(added);
    reference.delete(gone);
    typeInto(search, reference, ['offline sync', 'sync board']);
  });
});
