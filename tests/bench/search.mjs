// Search benchmark (`npm run bench`): figures only, no pass/fail.
// Over 10,000 and 100,000 generated posts, half Korean, half English (tests/fixtures/
// search-corpus.mjs; BENCH_SEARCH_SIZES, comma-separated, to choose):
// - Building the full-text index (src/data/search/search-index.ts): time and retained heap.
// - What persisting it instead would cost: the snapshot's size, and the time to serialize it
//   and to load it back (MiniSearch's JSON), next to rebuilding from the rows (first size only).
// - Keeping it current: replacing 100 changed posts.
// - Query latency p50 / p95 over a fixed query set: Korean partial words, English prefixes,
//   English one-letter typos (the search box), and natural-language questions (the chatbot).
// - As typed: each query of the box typed a character at a time, every keystroke's search,
//   p50 / p95 / worst: a full search of the index each time (the in-page index /search used),
//   and the search worker's (search-worker-core.ts), which scores only the previous answer's
//   hits when the query can only narrow it.
// Runs in Node, so the absolute times are a desktop's, not a phone's (the interactions bench
// types on /search in Chromium with its CPU slowed).
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createServer } from 'vite';
import MiniSearch from 'minisearch';
import { QUERIES, generatePosts } from '../fixtures/search-corpus.mjs';

const SIZES = (process.env.BENCH_SEARCH_SIZES ?? '10000,100000').split(',').map(Number);
const RUNS = 30;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc');

const ms = (value) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;
const mb = (bytes) => `${(bytes / 1_048_576).toFixed(1)} MB`;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function latency(index, queries, match) {
  const times = [];
  let found = 0;
  for (const text of queries)
    index.search({ text, match, kind: 'post', limit: match === 'any' ? 10 : Infinity });
  for (let run = 0; run < RUNS; run += 1) {
    for (const text of queries) {
      const started = performance.now();
      const hits = index.search({
        text,
        match,
        kind: 'post',
        limit: match === 'any' ? 10 : Infinity,
      });
      times.push(performance.now() - started);
      if (run === 0) found += hits.length;
    }
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), found: found / queries.length };
}

/** Every keystroke's search as each query is typed: `search(text)` runs one. */
function typed(queries, search) {
  const times = [];
  for (const query of queries) {
    const chars = Array.from(query);
    for (let end = 1; end <= chars.length; end += 1) {
      const started = performance.now();
      search(chars.slice(0, end).join(''));
      times.push(performance.now() - started);
    }
  }
  return times;
}

function spread(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, worst ${ms(sorted.at(-1))}`;
}

function persisting(SearchIndex, index, posts, log) {
  const small = new SearchIndex();
  const smallStarted = performance.now();
  for (const post of posts.slice(0, 200)) small.set(post);
  log(`  build for 200 posts (a typical mirror): ${ms(performance.now() - smallStarted)}`);

  const serializeStarted = performance.now();
  const snapshot = JSON.stringify(index.toJSON());
  const serializeMs = performance.now() - serializeStarted;
  const loadStarted = performance.now();
  MiniSearch.loadJSON(snapshot, { fields: ['title', 'tags', 'author', 'content'] });
  const loadMs = performance.now() - loadStarted;
  log(
    `  persisting instead: snapshot ${mb(snapshot.length * 2)} (UTF-16), serialize ${ms(serializeMs)}, load ${ms(loadMs)}`,
  );
}

function measure({ SearchIndex, DeviceSearch }, size, first, log) {
  log(`\nSearch index (Node, ${size.toLocaleString('en')} generated posts, Korean and English):`);
  const posts = generatePosts(size);

  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const buildStarted = performance.now();
  const index = new SearchIndex();
  for (const post of posts) index.set(post);
  const buildMs = performance.now() - buildStarted;
  gc();
  const heap = process.memoryUsage().heapUsed - heapBefore;
  log(
    `  build: ${ms(buildMs)} (${Math.round(size / (buildMs / 1000)).toLocaleString('en')} posts/s), retained heap +${mb(heap)}`,
  );
  if (first) persisting(SearchIndex, index, posts, log);

  const changed = posts
    .slice(0, 100)
    .map((post) => ({ ...post, title: `${post.title} (수정됨 edited)` }));
  const updateStarted = performance.now();
  for (const post of changed) index.set(post);
  log(`  keep current: 100 changed posts replaced in ${ms(performance.now() - updateStarted)}`);

  const all = [];
  for (const [group, queries] of Object.entries(QUERIES)) {
    const match = group === 'chatbot questions' ? 'any' : 'all';
    const { p50, p95, found } = latency(index, queries, match);
    all.push(...queries.map((text) => ({ text, match })));
    log(`  query, ${group}: p50 ${ms(p50)}, p95 ${ms(p95)} (avg ${Math.round(found)} hits)`);
  }
  const overall = [];
  for (let runIndex = 0; runIndex < RUNS; runIndex += 1) {
    for (const { text, match } of all) {
      const started = performance.now();
      index.search({ text, match, kind: 'post', limit: match === 'any' ? 10 : Infinity });
      overall.push(performance.now() - started);
    }
  }
  overall.sort((a, b) => a - b);
  log(
    `  query, all ${all.length} queries x ${RUNS}: p50 ${ms(percentile(overall, 50))}, p95 ${ms(percentile(overall, 95))}`,
  );

  const box = [
    ...QUERIES['Korean partial words'],
    ...QUERIES['English prefixes'],
    ...QUERIES['English one-letter typos'],
    '오프라인 동기화 게시판',
    'offline sync board',
  ];
  const full = typed(box, (text) => index.search({ text, kind: 'post' }));
  const worker = new DeviceSearch(index);
  const narrowing = typed(box, (text) => worker.query({ text, kind: 'post' }));
  log(`  as typed, ${full.length} keystrokes, a full search each: ${spread(full)}`);
  log(`  as typed, the search worker (narrowing): ${spread(narrowing)}`);
}

export async function run({ log = console.log } = {}) {
  const vite = await createServer({
    configFile: false,
    logLevel: 'silent',
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
  });
  try {
    const modules = {
      ...(await vite.ssrLoadModule('/src/data/search/search-index.ts')),
      ...(await vite.ssrLoadModule('/src/data/search/search-worker-core.ts')),
    };
    for (const [i, size] of SIZES.entries()) {
      measure(modules, size, i === 0, log);
      gc();
    }
  } finally {
    await vite.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await run();
  process.exit(0);
}
