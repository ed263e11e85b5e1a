// Board paging and search benchmark (`npm run bench`): figures only, no pass/fail.
// Over 10,000 posts in the Firestore emulator (three categories, two years):
// - the board: time to the first page and per further page, online with the device cold (empty)
//   and with the mirror warm (the device shows its rows at once, the server's page follows);
//   and how much of the board scrolling reaches, next to the previous way of paging (continuing
//   the server query after the last row the device held), reproduced here;
// - search: on the device (MiniSearch over the 10,000 posts) and the server's round trip (the
//   token search, first page), p50 / p95 over a fixed query set;
// - the mirror's size after a session of browsing, and after its budget is applied.
// Runs in Node with fake-indexeddb standing in for IndexedDB and private emulators, so absolute
// times are a desktop's against a local emulator, not a phone's against Google's servers.
import 'fake-indexeddb/auto';
import { performance } from 'node:perf_hooks';
import { createServer } from 'vite';
import { deleteApp } from 'firebase/app';
import {
  Timestamp,
  collection,
  documentId,
  getDocsFromServer,
  limit,
  orderBy,
  query,
  setLogLevel,
  startAfter,
} from 'firebase/firestore';
import { ROOT_DIR, emulatorEnv } from '../../scripts/lib/config.mjs';
import { startEmulators } from '../../scripts/lib/emulators.mjs';
import { buildServerPosts, writeServerPosts } from './server-posts.mjs';

const POSTS = Number(process.env.BENCH_BOARD_POSTS ?? 10_000);
const PORTS = { auth: 29499, firestore: 28480, storage: 29498 };
const PAGE = 30;
const FURTHER_PAGES = 5;

const ms = (value) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const mb = (bytes) => `${(bytes / 1_048_576).toFixed(2)} MB`;
const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;

const QUERIES = [
  '애니메이션',
  '가동률',
  '스프라이트 도트',
  'dither',
  'portal',
  'supply chain',
  '품질 검사',
  'collection',
  '#tag-7',
  'sprite #tag-3',
];

async function timed(work) {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

/** The board's first page and further pages through the app's pager, mirrored as the app does. */
async function pageBoard(app, board) {
  const pager = new app.BoardPager(board, async (q, after, max) => {
    const page = await app.restBoardPage(q, after, max);
    await app.mirrorPosts(page.items);
    return page;
  });
  const first = await timed(() => pager.loadMore());
  const further = [];
  for (let i = 0; i < FURTHER_PAGES; i += 1) further.push((await timed(() => pager.loadMore())).ms);
  return { first: first.ms, further };
}

/**
 * The previous way: the device's rows in order, and the server query continued after the last
 * of them (by its field values), until the server returned nothing. Returns how many posts the
 * board reached.
 */
async function reachBefore(app, sort, device) {
  const field = { update: 'updatedAt', inquiry: 'hits', like: 'likeCount' }[sort];
  const value = (post) => (field === 'updatedAt' ? +post.updatedAt : post[field]);
  const held = new Map(device.map((post) => [post.id, post]));
  for (;;) {
    const sorted = [...held.values()].sort(
      (a, b) => value(b) - value(a) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
    );
    const last = sorted.at(-1);
    const cursor = field === 'updatedAt' ? Timestamp.fromDate(last.updatedAt) : last[field];
    const snapshot = await getDocsFromServer(
      query(
        collection(app.firestore(), 'posts'),
        orderBy(field, 'desc'),
        orderBy(documentId(), 'desc'),
        startAfter(cursor, last.id),
        limit(PAGE),
      ),
    );
    if (snapshot.empty) break;
    for (const d of snapshot.docs) {
      const data = d.data();
      held.set(d.id, {
        id: d.id,
        updatedAt: data.updatedAt.toDate(),
        hits: data.hits,
        likeCount: data.likeCount,
      });
    }
  }
  return held.size;
}

/** The pager's reach: pages to the end; returns how many distinct posts it listed. */
async function reachNow(app, sort) {
  const pager = new app.BoardPager(
    { tab: 'all', sort },
    (q, after, max) => app.restBoardPage(q, after, max),
    500,
  );
  while (!pager.state.get().done) await pager.loadMore();
  return new Set(pager.state.get().items.map((post) => post.id)).size;
}

export async function run({ log = console.log } = {}) {
  log(
    `\nBoard paging and search at ${POSTS.toLocaleString('en')} posts (Node, fake-indexeddb, private emulators):`,
  );
  const emulators = await startEmulators({ ports: PORTS, log: () => undefined });
  Object.assign(process.env, emulatorEnv(PORTS));
  const vite = await createServer({
    root: ROOT_DIR,
    logLevel: 'silent',
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    envPrefix: 'VITE_',
  });
  try {
    setLogLevel('error');
    const app = await vite.ssrLoadModule('/tests/bench/board-modules.ts');
    await vite.ssrLoadModule('/src/data/remote/remote-api.ts');
    const posts = buildServerPosts(POSTS);
    await writeServerPosts(PORTS.firestore, posts);
    // A freshly started emulator (a JVM) is slow at first: warm it up before measuring.
    await pageBoard(app, { tab: 'all', sort: 'like' });

    for (const sort of ['update', 'like']) {
      await Promise.all(app.db.tables.map((table) => table.clear()));
      const cold = await pageBoard(app, { tab: 'all', sort });
      // Warm: the device already holds the session's rows; they show before the server answers.
      const device = await timed(async () => {
        const rows = await app.readBoardDevice({ tab: 'all', sort }, PAGE, []);
        return app.mergeBoard(
          { tab: 'all', sort },
          { posts: [], started: false, done: false },
          rows,
          true,
        );
      });
      const warm = await pageBoard(app, { tab: 'all', sort });
      log(
        `  board, all posts by ${sort}: first page ${ms(cold.first)} cold; warm: device rows ${ms(device.ms)} (${device.result.posts.length} rows), server page ${ms(warm.first)}; ` +
          `further pages p50 ${ms(pct(cold.further, 50))} / mean ${ms(mean(cold.further))} cold, p50 ${ms(pct(warm.further, 50))} warm`,
      );
    }

    // Reach: what a member scrolling to the end sees, before and now, on a device holding the
    // newest 20 of each category and 15 old posts it opened.
    const byDate = [...posts].sort((a, b) => +b.data.updatedAt - +a.data.updatedAt);
    const deviceRows = [];
    for (const category of ['notice', 'qna', 'community']) {
      deviceRows.push(...byDate.filter((p) => p.data.category === category).slice(0, 20));
    }
    byDate.slice(-400).forEach((p, i) => i % 27 === 0 && deviceRows.push(p));
    const asPost = (p) => ({
      id: p.id,
      updatedAt: p.data.updatedAt,
      hits: p.data.hits,
      likeCount: p.data.likeCount,
    });
    for (const sort of ['update', 'inquiry', 'like']) {
      const before = await reachBefore(app, sort, deviceRows.map(asPost));
      const now = await reachNow(app, sort);
      log(
        `  reach, all posts by ${sort}: before ${before.toLocaleString('en')} of ${POSTS.toLocaleString('en')}, now ${now.toLocaleString('en')}`,
      );
    }

    // Search.
    const index = new app.SearchIndex();
    const rows = posts.map(({ id, data }) => ({
      ...data,
      id,
      kind: 'post',
      pending: false,
      pinnedAt: null,
    }));
    for (const row of rows) index.set(app.postDocument(row));
    const onDevice = [];
    const server = [];
    const found = [];
    for (let round = 0; round < 3; round += 1) {
      for (const text of QUERIES) {
        const tags = text
          .split(' ')
          .filter((w) => w.startsWith('#'))
          .map((w) => w.slice(1));
        const words = text
          .split(' ')
          .filter((w) => !w.startsWith('#'))
          .join(' ');
        onDevice.push(
          (await timed(async () => index.search({ text: words, tags, kind: 'post' }))).ms,
        );
        // The server once per query: the emulator is slow enough that more adds nothing.
        if (round > 0) continue;
        const page = await timed(() =>
          app.firestoreTokenSearch.searchPage({ text: words, tags, category: null }, null),
        );
        server.push(page.ms);
        found.push(page.result.posts.length);
      }
    }
    log(
      `  search on the device (MiniSearch, ${POSTS.toLocaleString('en')} posts): p50 ${ms(pct(onDevice, 50))}, p95 ${ms(pct(onDevice, 95))}; ` +
        `server round trip (first page of the token search): p50 ${ms(pct(server, 50))}, p95 ${ms(pct(server, 95))} ` +
        `(${Math.min(...found)}-${Math.max(...found)} matches per first page)`,
    );

    // The mirror after a session: both boards paged above, the searches, 30 posts opened.
    for (const { id } of posts.slice(0, 30)) {
      await app.mirrorPost(id, await app.restPost(id));
    }
    const session = await app.mirrorUsage();
    const evicted = await app.enforceMirrorBudget();
    const kept = await app.mirrorUsage();
    log(
      `  mirror after a session: ${session.posts} posts, ${mb(session.bytes)} of stored rows; ` +
        `budget applied: ${evicted} evicted, ${kept.posts} posts, ${mb(kept.bytes)} (budget ${kept.budget} besides those always kept)`,
    );
  } finally {
    const loaded = await vite.ssrLoadModule('/tests/bench/board-modules.ts').catch(() => null);
    if (loaded) await deleteApp(loaded.firebaseApp()).catch(() => undefined);
    await vite.close();
    await emulators.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
