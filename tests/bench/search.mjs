// Search benchmark (`npm run bench`): figures only, no pass/fail.
// - Building the full-text index (src/data/search/search-index.ts) over 10,000 generated
//   posts, half Korean, half English: time and retained heap.
// - What persisting it instead would cost: the snapshot's size, and the time to serialize it
//   and to load it back (MiniSearch's JSON), next to rebuilding from the rows.
// - Keeping it current: replacing 100 changed posts.
// - Query latency p50 / p95 over a fixed query set: Korean partial words, English prefixes,
//   English one-letter typos (the search box), and natural-language questions (the chatbot).
// Runs in Node, so the absolute times are a desktop's, not a phone's.
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createServer } from 'vite';
import MiniSearch from 'minisearch';
import { random } from './server-posts.mjs';

const POSTS = Number(process.env.BENCH_SEARCH_POSTS ?? 10_000);
const RUNS = 30;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc');

const ms = (value) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;
const mb = (bytes) => `${(bytes / 1_048_576).toFixed(1)} MB`;

const KO_THEMED = (
  '오프라인 동기화 게시판 커뮤니티 애니메이션 스프라이트 도트 픽셀 팔레트 디더링 서비스워커 ' +
  '데이터베이스 모델링 공정 설비 가동률 대시보드 바코드 라벨 출하 납품 고객사 포털 공급망 ' +
  '스마트팩토리 생산 실적 품질 검사 작업지시 추적 리포트 폐쇄망 배포 운영 화면 성능 접근성 ' +
  '카드 컬렉션 시세 개봉 후기 알고리즘 챌린지 코딩 취미 회고 요구사항 정리 질문 답변 방법 ' +
  '규칙 안내 점검 일정 업데이트 기능 버그 수정 테스트 보안 인덱스 검색 태그 댓글 좋아요 북마크'
).split(' ');
const EN_THEMED = (
  'offline sync board community animation sprite pixel palette dithering service worker ' +
  'database modeling process equipment uptime dashboard barcode label shipment delivery ' +
  'customer portal supply chain factory production quality inspection order tracking report ' +
  'network deploy operations screen performance accessibility card collection price unboxing ' +
  'review algorithm challenge coding hobby retrospective requirements question answer method ' +
  'rules notice maintenance schedule update feature bug fix testing security index search tag ' +
  'comment like bookmark lighthouse firestore firebase typescript react vite tailwind workbox'
).split(' ');
const SYLLABLES =
  '가나다라마바사아자차카타파하고노도로모보소오조초코토포호구누두루무부수우주추쿠투푸후기니디리미비시이지치키티피히개내대래매배새애재채'.split(
    '',
  );
const LETTERS = 'abcdefghijklmnoprstuvwy';
const KO_PARTICLES = ['은', '는', '이', '가', '을', '를', '에서', '으로', '의', '와', ''];
const KO_ENDINGS = [
  '했어요.',
  '합니다.',
  '인가요?',
  '해 봤어요.',
  '만들었어요.',
  '궁금해요.',
  '정리했어요.',
];
const TAGS = (
  'pwa offline pixel-art mes smart-factory scm firestore react typescript pokemon-card ' +
  '도트 공지 질문 후기 회고 성능'
).split(' ');
const VOCABULARY = 3000;

/**
 * A vocabulary of VOCABULARY words drawn with Zipf frequencies (a word's share falls with its
 * rank), as in natural text: made-up words, with the themed words the queries look for spread
 * over ranks 10 to ~800, so a query matches tens to hundreds of posts, not all of them.
 */
function vocabulary(next, themed, makeWord) {
  const words = Array.from({ length: VOCABULARY }, makeWord);
  themed.forEach((word, i) => (words[10 + i * 10] = word));
  const cumulative = [];
  let total = 0;
  for (let rank = 1; rank <= VOCABULARY; rank += 1) cumulative.push((total += 1 / rank));
  return () => {
    const target = next() * total;
    let low = 0;
    let high = VOCABULARY - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid] < target) low = mid + 1;
      else high = mid;
    }
    return words[low];
  };
}

function generatePosts(count) {
  const next = random(20_260_101);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const koWord = vocabulary(next, KO_THEMED, () =>
    Array.from({ length: 2 + Math.floor(next() * 3) }, () => pick(SYLLABLES)).join(''),
  );
  const enWord = vocabulary(next, EN_THEMED, () =>
    Array.from({ length: 4 + Math.floor(next() * 6) }, () => pick(LETTERS.split(''))).join(''),
  );
  const koSentence = () => {
    const words = Array.from(
      { length: 3 + Math.floor(next() * 5) },
      () => koWord() + pick(KO_PARTICLES),
    );
    return `${words.join(' ')} ${pick(KO_ENDINGS)}`;
  };
  const enSentence = () => {
    const words = Array.from({ length: 5 + Math.floor(next() * 8) }, enWord);
    return `${words.join(' ').replace(/^./, (c) => c.toUpperCase())}.`;
  };
  const posts = [];
  for (let i = 0; i < count; i += 1) {
    const korean = next() < 0.5;
    const sentence = korean ? koSentence : enSentence;
    const paragraphs = Array.from({ length: 2 + Math.floor(next() * 3) }, () =>
      Array.from({ length: 2 + Math.floor(next() * 3) }, sentence).join(' '),
    );
    posts.push({
      id: `bench-${i}`,
      kind: 'post',
      title: sentence().replace(/[.?]$/, ''),
      content: `## ${sentence()}\n\n${paragraphs.join('\n\n')}`,
      tags: Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(TAGS)),
      author: pick(['alice', 'bob', 'admin', '도트장인', '공장장']),
      category: pick(['notice', 'qna', 'community']),
      locale: null,
      href: `/posts/bench-${i}`,
      createdAt: 1_700_000_000_000 + i * 60_000,
    });
  }
  return posts;
}

const QUERIES = {
  'Korean partial words': [
    '애니메',
    '니메이션',
    '프라인',
    '커뮤니',
    '가동률',
    '데이터베',
    '스마트팩',
    '바코',
  ],
  'English prefixes': ['dither', 'anim', 'offl', 'light', 'fires', 'access', 'dash', 'retro'],
  'English one-letter typos': [
    'ditherng',
    'lighthouze',
    'firestpre',
    'dashbord',
    'barcod',
    'typescrpt',
    'animaton',
    'palete',
  ],
  'chatbot questions': [
    '오프라인 동기화는 어떻게 하나요?',
    '설비 가동률 대시보드를 만들었나요?',
    'How does the service worker update?',
    'Any tips for pixel art palettes?',
  ],
};

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

export async function run({ log = console.log } = {}) {
  log(`\nSearch index (Node, ${POSTS.toLocaleString('en')} generated posts, Korean and English):`);
  const vite = await createServer({
    configFile: false,
    logLevel: 'silent',
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
  });
  try {
    const { SearchIndex } = await vite.ssrLoadModule('/src/data/search/search-index.ts');
    const posts = generatePosts(POSTS);

    gc();
    const heapBefore = process.memoryUsage().heapUsed;
    const buildStarted = performance.now();
    const index = new SearchIndex();
    for (const post of posts) index.set(post);
    const buildMs = performance.now() - buildStarted;
    gc();
    const heap = process.memoryUsage().heapUsed - heapBefore;
    log(
      `  build: ${ms(buildMs)} (${Math.round(POSTS / (buildMs / 1000)).toLocaleString('en')} posts/s), retained heap +${mb(heap)}`,
    );

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
  } finally {
    await vite.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await run();
  process.exit(0);
}
