// The board over 10,000 posts spread over three categories and two years, against the emulator:
// for every tab and sort, paging to the end through the app's data layer visits every post the
// server has exactly once, in the server's order (sort field, then document id, descending),
// whatever the device holds: here the newest posts of each category (the mirror's window), a
// sparse category whose few rows reach far back, and old posts the member once opened. Before
// the pager read the server with its own cursors, those old rows became the cursor and every post
// between was skipped.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardQuery, BoardSort, BoardTab } from '../../src/data/model/board';
import type { Post } from '../../src/data/model/post';
import { commitDocuments, listDocuments, useEmulatorSettings } from './support/emulator-rest';

const COUNT = 10_000;
const PAGE = 1_000;
const DAY = 86_400_000;
const run = Date.now().toString(36);
const TABS: BoardTab[] = ['all', 'notice', 'qna', 'community'];
const SORTS: BoardSort[] = ['update', 'inquiry', 'like'];
const FIELD = { update: 'updatedAt', inquiry: 'hits', like: 'likeCount' } as const;

let app: typeof import('./support/app-modules');
let rest: typeof import('../../src/data/remote/rest-reads');
let mirror: typeof import('../../src/data/sync/mirror-writes');
let board: typeof import('../../src/data/local/board-rows');
let merge: typeof import('../../src/data/board/board-merge');
let pagerModule: typeof import('../../src/data/board/board-pager');
let boardReads: typeof import('../../src/data/board/board-reads');

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const ids: string[] = [];

/** 10,000 posts: community 80%, qna 17%, notice 3%, over two years, with many ties. */
function buildPosts(): Array<{ path: string; data: Record<string, unknown> }> {
  const next = random(10);
  const now = Date.now();
  const out = [];
  for (let n = 0; n < COUNT; n += 1) {
    const roll = next();
    const category = roll < 0.03 ? 'notice' : roll < 0.2 ? 'qna' : 'community';
    // Whole minutes, so some posts share a timestamp and ties on updatedAt occur too.
    const createdAt = new Date(now - Math.floor(next() * 730 * 1440) * 60_000 - DAY);
    const edited = next() < 0.15;
    const updatedAt = edited
      ? new Date(Math.min(now, createdAt.getTime() + Math.floor(next() * 60) * DAY))
      : createdAt;
    const id = `p10k-${run}-${String(n).padStart(5, '0')}`;
    ids.push(id);
    out.push({
      path: `posts/${id}`,
      data: {
        title: `Post ${n}`,
        category,
        tags: ['paging'],
        content: 'x',
        uid: 'pager',
        author: { displayName: 'pager', photoURL: '' },
        // Skewed like real boards: most posts few views and likes, some many.
        hits: Math.floor(next() ** 3 * 900),
        likeCount: Math.floor(next() ** 4 * 40),
        commentCount: 0,
        bookmarkCount: 0,
        createdAt,
        updatedAt,
        version: edited ? 2 : 1,
        hidden: false,
      },
    });
  }
  return out;
}

interface Listed {
  id: string;
  category: string;
  updatedAt: number;
  hits: number;
  likeCount: number;
  /** Listed on the board: its `hidden` is false (a moderator hid none of these). */
  listed: boolean;
}

/** Every post the server holds (other tests' too), read as the owner over REST. */
async function serverPosts(): Promise<Listed[]> {
  return (await listDocuments('posts')).map(({ id, data }) => ({
    id,
    category: String(data.category),
    updatedAt: Date.parse(String(data.updatedAt)),
    hits: Number(data.hits ?? 0),
    likeCount: Number(data.likeCount ?? 0),
    listed: data.hidden === false,
  }));
}

/** The server's order for a listing, worked out here independently of the app's code. */
function expectedOrder(all: Listed[], { tab, sort }: BoardQuery): string[] {
  const field = FIELD[sort];
  return all
    .filter((post) => post.listed && (tab === 'all' || post.category === tab))
    .sort((a, b) => b[field] - a[field] || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    .map((post) => post.id);
}

let listed: Listed[] = [];

beforeAll(async () => {
  useEmulatorSettings();
  app = await import('./support/app-modules');
  rest = await import('../../src/data/remote/rest-reads');
  mirror = await import('../../src/data/sync/mirror-writes');
  board = await import('../../src/data/local/board-rows');
  merge = await import('../../src/data/board/board-merge');
  pagerModule = await import('../../src/data/board/board-pager');
  boardReads = await import('../../src/data/board/board-reads');
  await commitDocuments(buildPosts());
  listed = await serverPosts();

  // The device: the newest 20 of each category (what the mirror listens to), which for the
  // sparse notice category reaches back months, and 15 old posts the member opened.
  await Promise.all(app.db.tables.map((table) => table.clear()));
  const byCreated = [...listed].sort((a, b) => b.updatedAt - a.updatedAt);
  const held = new Set<string>();
  for (const category of ['notice', 'qna', 'community']) {
    byCreated
      .filter((post) => post.category === category)
      .slice(0, 20)
      .forEach((post) => held.add(post.id));
  }
  byCreated.slice(-400).forEach((post, i) => i % 27 === 0 && held.add(post.id));
  const posts: Post[] = [];
  for (const id of held) {
    const post = await rest.restPost(id);
    if (post) posts.push(post);
  }
  await mirror.mirrorPosts(posts);
}, 240_000);

afterAll(async () => {
  await commitDocuments(ids.map((id) => ({ path: `posts/${id}`, data: null })));
}, 120_000);

describe('the board pages through 10,000 posts', () => {
  it('holds old opened posts and a sparse category on the device', async () => {
    const rows = await app.db.posts.toArray();
    expect(rows.length).toBeGreaterThanOrEqual(70);
    const oldest = Math.min(...rows.map((row) => ('updatedAt' in row ? +row.updatedAt : 0)));
    expect(Date.now() - oldest).toBeGreaterThan(600 * DAY);
  });

  for (const tab of TABS) {
    for (const sort of SORTS) {
      it(`${tab} by ${sort}: every post exactly once, in the server's order`, async () => {
        const query: BoardQuery = { tab, sort };
        const expected = expectedOrder(listed, query);
        expect(expected.length).toBeGreaterThan(tab === 'notice' ? 200 : 1000);
        // Large pages keep the run short on CI; the order cannot depend on the page size. The
        // app's own reads: the first page through REST, the next through Lite from its end.
        const pager = new pagerModule.BoardPager(query, boardReads.readBoardPage, PAGE);
        const shown = async (online: boolean) => {
          const server = pager.state.get();
          const device = await board.readBoardDevice(
            query,
            60,
            server.items.map((post) => post.id),
          );
          return merge.mergeBoard(query, server, device, online).posts.map((post) => post.id);
        };

        // The first page is the server's first page: no device row slips in or becomes a cursor.
        await pager.loadMore();
        expect(await shown(true)).toEqual(expected.slice(0, PAGE));

        let pages = 1;
        while (!pager.state.get().done) {
          await pager.loadMore();
          pages += 1;
          expect(pages).toBeLessThan(40);
        }
        const visited = await shown(true);
        expect(new Set(visited).size).toBe(visited.length);
        expect(visited).toEqual(expected);
      }, 300_000);
    }
  }
});
