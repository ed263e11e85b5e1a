import { describe, expect, it } from 'vitest';
import {
  SearchIndex,
  type SearchDocument,
  type SearchRequest,
} from '../../src/data/search/search-index';
import {
  DeviceSearch,
  searchWorkerHandler,
  type FromSearchWorker,
} from '../../src/data/search/search-worker-core';
import { generatePosts, QUERIES } from '../fixtures/search-corpus.mjs';
import { typedRequests } from './support/typed-requests';

// The search worker answers as the index does: the same posts, in the same order, with the same
// scores and matched terms, over the search corpus, for every query as it is typed one character
// at a time (which is when the worker scores only the previous answer's hits).

const POSTS = generatePosts(2_000);
const CHUNK = 250;

function reference(): SearchIndex {
  const index = new SearchIndex();
  for (const post of POSTS) index.set(post);
  return index;
}

/** The worker's logic, fed the corpus in the page's chunks of rows. */
function worker() {
  const search = new DeviceSearch();
  for (let i = 0; i < POSTS.length; i += CHUNK) search.update(POSTS.slice(i, i + CHUNK), []);
  return {
    update: (set: SearchDocument[], remove: string[]) => search.update(set, remove),
    ask: (request: SearchRequest) => search.query(request),
  };
}

const asIndexAnswers = (index: SearchIndex, request: SearchRequest) =>
  index.search(request).map((hit) => ({ id: hit.doc.id, score: hit.score, terms: hit.terms }));

/** Every prefix of each query, as typed; returns how many answers were narrowed. */
function typeEach(
  queries: readonly string[],
  filters: Partial<SearchRequest> = {},
): { narrowed: number; compared: number; found: number } {
  const index = reference();
  const { ask } = worker();
  let narrowed = 0;
  let compared = 0;
  let found = 0;
  for (const request of typedRequests(queries, filters)) {
    const answer = ask(request);
    expect(answer.hits, request.text).toEqual(asIndexAnswers(index, request));
    if (answer.narrowed) narrowed += 1;
    compared += 1;
    found += answer.hits.length;
  }
  return { narrowed, compared, found };
}

describe('the search worker', () => {
  it('answers Korean queries as the index does, typed a character at a time', () => {
    const done = typeEach([...QUERIES['Korean partial words']!, '오프라인 동기화', '설비 가동률']);
    // The corpus finds posts for them, and typing on narrows most answers.
    expect(done.found).toBeGreaterThan(done.compared);
    expect(done.narrowed).toBeGreaterThan(done.compared / 3);
  });

  it('answers English prefixes and typos as the index does, typed a character at a time', () => {
    const done = typeEach([
      ...QUERIES['English prefixes']!,
      ...QUERIES['English one-letter typos']!,
      'service worker',
      'an offline sync',
    ]);
    expect(done.found).toBeGreaterThan(done.compared);
    expect(done.narrowed).toBeGreaterThan(0);
  });

  it('answers with a category and tags as the index does', () => {
    typeEach(['애니메이션', 'dither', 'pixel palette'], { category: 'qna' });
    typeEach(['커뮤니티', 'offline'], { tags: ['pwa'] });
  });

  it('answers chatbot questions (any word) as the index does', () => {
    const index = reference();
    const { ask } = worker();
    for (const text of QUERIES['chatbot questions']!) {
      const request: SearchRequest = { text, match: 'any', kind: 'post', limit: 10 };
      expect(ask(request).hits).toEqual(asIndexAnswers(index, request));
    }
  });

  it('follows changes: a post edited, added or removed between two keys is found as it is now', () => {
    const index = reference();
    const { update, ask } = worker();
    ask({ text: '애니', kind: 'post' });
    const before = ask({ text: '애니메', kind: 'post' });
    expect(before.hits.length).toBeGreaterThan(0);
    const gone = before.hits[0]!.id;
    const edited = { ...POSTS[7]!, title: '애니메이션 팔레트 정리' };
    const added = { ...POSTS[8]!, id: 'new-post', title: '애니메이션 새 글' };
    for (const target of [index]) {
      target.delete(gone);
      target.set(edited);
      target.set(added);
    }
    update([edited, added], [gone]);
    const request: SearchRequest = { text: '애니메이', kind: 'post' };
    const after = ask(request);
    // The index changed: the previous hits are no guide, so this one is searched in full.
    expect(after.narrowed).toBe(false);
    expect(after.hits).toEqual(asIndexAnswers(index, request));
    const ids = after.hits.map((hit) => hit.id);
    expect(ids).toContain('new-post');
    expect(ids).toContain(edited.id);
    expect(ids).not.toContain(gone);
  });

  it('answers a page with the numbers it gave the posts found, best first, handed over, and every term they matched', async () => {
    const index = reference();
    const said: Array<{ message: FromSearchWorker; transfer: Transferable[] }> = [];
    const handle = searchWorkerHandler((message, transfer = []) =>
      said.push({ message, transfer }),
    );
    // The page's numbers: each post's place in POSTS, plus 7 (any numbers of the page's own).
    const numberOf = new Map(POSTS.map((post, i) => [post.id, i + 7]));
    const numbers = (docs: typeof POSTS) => docs.map((doc) => numberOf.get(doc.id)!);
    handle({
      type: 'update',
      set: POSTS.slice(0, 1_000),
      numbers: numbers(POSTS.slice(0, 1_000)),
      remove: [],
    });
    handle({
      type: 'update',
      set: POSTS.slice(1_000),
      numbers: numbers(POSTS.slice(1_000)),
      remove: [],
      read: { version: 1, posts: POSTS.length },
    });
    expect(said.map(({ message }) => message)).toEqual([
      { type: 'indexed', version: 1, posts: POSTS.length },
    ]);
    for (const [seq, text] of ['애니메이션', 'dither', 'palete'].entries()) {
      await handle({ type: 'search', seq, request: { text, kind: 'post' } });
      const hits = index.search({ text, kind: 'post' });
      expect(hits.length).toBeGreaterThan(0);
      const { message, transfer } = said.at(-1)!;
      expect(message).toEqual({
        type: 'result',
        seq,
        found: Int32Array.from(hits, (hit) => numberOf.get(hit.doc.id)!),
        terms: [...new Set(hits.flatMap((hit) => hit.terms))],
        narrowed: false,
      });
      // The list of numbers goes to the page without a copy.
      expect(transfer).toEqual([(message as { found: Int32Array }).found.buffer]);
    }
    // A post gone from the page is never named again.
    const first = index.search({ text: 'dither', kind: 'post' })[0]!.doc.id;
    handle({ type: 'update', set: [], numbers: [], remove: [first] });
    await handle({ type: 'search', seq: 9, request: { text: 'dither', kind: 'post' } });
    const { message } = said.at(-1)!;
    expect([...(message as { found: Int32Array }).found]).not.toContain(numberOf.get(first));
    expect((message as { found: Int32Array }).found.length).toBeGreaterThan(0);
  });

  /** A handler fed the corpus, whose searches let messages in after every step. */
  function stepping() {
    const said: FromSearchWorker[] = [];
    const handle = searchWorkerHandler((message) => said.push(message), {
      sliceMs: 0,
      yieldAfterMs: 0,
    });
    void handle({
      type: 'update',
      set: POSTS,
      numbers: POSTS.map((_, i) => i),
      remove: [],
    });
    const results = () =>
      said.filter((message) => message.type === 'result').map((message) => message.seq);
    return { said, handle, results };
  }

  it('drops a search for a newer one sent while it runs, and answers the newer', async () => {
    const { said, handle, results } = stepping();
    const older = handle({ type: 'search', seq: 1, request: { text: 'pixel art', kind: 'post' } });
    const newer = handle({ type: 'search', seq: 2, request: { text: 'dither', kind: 'post' } });
    await Promise.all([older, newer]);
    expect(results()).toEqual([2]);
    const index = reference();
    const answer = said.at(-1) as Extract<FromSearchWorker, { type: 'result' }>;
    expect([...answer.found]).toEqual(
      index
        .search({ text: 'dither', kind: 'post' })
        .map((hit) => POSTS.findIndex((post) => post.id === hit.doc.id)),
    );
  });

  it('answers each search that ends within its slice, one after another', async () => {
    const said: FromSearchWorker[] = [];
    // No slice ends: each search runs to its answer as it comes.
    const handle = searchWorkerHandler((message) => said.push(message), { sliceMs: Infinity });
    void handle({ type: 'update', set: POSTS, numbers: POSTS.map((_, i) => i), remove: [] });
    const first = handle({ type: 'search', seq: 1, request: { text: 'pixel', kind: 'post' } });
    const second = handle({ type: 'search', seq: 2, request: { text: 'dither', kind: 'post' } });
    await Promise.all([first, second]);
    expect(said.filter((message) => message.type === 'result').map((m) => m.seq)).toEqual([1, 2]);
  });

  it('starts a search again when the index changes while it runs', async () => {
    const { said, handle, results } = stepping();
    const index = reference();
    const request: SearchRequest = { text: 'pixel art', kind: 'post' };
    const [first] = index.search(request);
    const searching = handle({ type: 'search', seq: 1, request });
    // The best post leaves while the search runs: the answer is the index's without it.
    await handle({ type: 'update', set: [], numbers: [], remove: [first!.doc.id] });
    await searching;
    index.delete(first!.doc.id);
    expect(results()).toEqual([1]);
    const answer = said.at(-1) as Extract<FromSearchWorker, { type: 'result' }>;
    expect([...answer.found]).toEqual(
      index.search(request).map((hit) => POSTS.findIndex((post) => post.id === hit.doc.id)),
    );
  });
});
