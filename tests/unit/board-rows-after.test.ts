// The offline board's pages past the first: read from the index past the last row shown (keyset
// paging), in the order the first page's read walks it, ties included. fake-indexeddb stands in
// for IndexedDB.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../src/data/local/database';
import { readBoardDevice, readBoardRowsAfter } from '../../src/data/local/board-rows';
import type { BoardQuery } from '../../src/data/model/board';
import type { PostRow } from '../../src/data/model/local-rows';
import { postRow } from './support/post-row';

const BASE = Date.UTC(2026, 0, 1);

beforeEach(async () => {
  await db.posts.clear();
  await db.posts.bulkPut(
    Array.from({ length: 95 }, (_, i) =>
      postRow({
        id: `p-${String(i).padStart(3, '0')}`,
        category: i % 2 === 0 ? 'qna' : 'community',
        updatedAt: new Date(BASE + i * 60_000),
        // Likes tie in runs of ten.
        likeCount: Math.floor(i / 10),
        ...(i === 50
          ? { hidden: { by: 'admin', reason: 'spam', note: '', at: new Date(BASE) } }
          : {}),
      }),
    ),
  );
});

/** Every row of a listing, read as the board reads it: the first page, then page after page. */
async function pageThrough(query: BoardQuery, size: number): Promise<PostRow[]> {
  const rows = (await readBoardDevice(query, size, [])).window;
  for (;;) {
    const next = await readBoardRowsAfter(query, rows.at(-1)!, size);
    rows.push(...next);
    if (next.length < size) return rows;
  }
}

describe('the offline board, page after page', () => {
  it.each<BoardQuery>([
    { tab: 'all', sort: 'update' },
    { tab: 'all', sort: 'like' },
    { tab: 'qna', sort: 'like' },
  ])('reads each row once, in the first read’s order ($tab, $sort)', async (query) => {
    const whole = (await readBoardDevice(query, 1_000, [])).window.map((row) => row.id);
    const paged = (await pageThrough(query, 7)).map((row) => row.id);
    expect(paged).toEqual(whole);
    expect(new Set(paged).size).toBe(paged.length);
    expect(paged).not.toContain('p-050');
    expect(paged.length).toBe(query.tab === 'all' ? 94 : 47);
  });
});
