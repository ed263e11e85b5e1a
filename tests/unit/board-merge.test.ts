import { describe, expect, it } from 'vitest';
import { mergeBoard, type BoardServer } from '../../src/data/board/board-merge';
import type { BoardDevice } from '../../src/data/local/board-rows';
import { compareForSort } from '../../src/data/model/board';
import type { PostRow } from '../../src/data/model/local-rows';
import type { Post } from '../../src/data/model/post';

const post = (id: string, likeCount: number, extra: Partial<Post> = {}): Post => ({
  id,
  title: id,
  category: 'community',
  tags: [],
  content: '',
  uid: 'u',
  author: { displayName: 'u', photoURL: '' },
  hits: 0,
  likeCount,
  commentCount: 0,
  bookmarkCount: 0,
  createdAt: new Date(0),
  updatedAt: new Date(0),
  version: 1,
  pinnedAt: null,
  ...extra,
});
const row = (p: Post, extra: Partial<PostRow> = {}): PostRow => ({
  ...p,
  kind: 'post',
  pending: false,
  ...extra,
});
const device = (extra: Partial<BoardDevice> = {}): BoardDevice => ({
  window: [],
  rows: new Map(),
  created: [],
  deleted: new Set(),
  ...extra,
});
const ids = (rows: readonly { id: string }[]) => rows.map((r) => r.id);
const LIKE = { tab: 'all', sort: 'like' } as const;

describe('the board merges the server pages with the device rows', () => {
  it('keeps the server order and ignores device rows past the last page while online', () => {
    const server: BoardServer = {
      items: [post('c', 9), post('b', 5)],
      started: true,
      done: false,
    };
    // An old opened post the device holds sorts after the page: it must not become a cursor.
    const old = row(post('z', 1));
    const merged = mergeBoard(LIKE, server, device({ window: [old] }), true);
    expect(ids(merged.posts)).toEqual(['c', 'b']);
    expect(merged.moreOnline).toBe(true);
  });

  it('shows the device version of a post with changes waiting, in the server position', () => {
    const server: BoardServer = { items: [post('c', 9), post('b', 5)], started: true, done: true };
    const edited = row(post('b', 5, { title: 'mine', version: 2 }), { pending: true });
    const merged = mergeBoard(LIKE, server, device({ rows: new Map([['b', edited]]) }), true);
    expect(merged.posts.map((p) => p.title)).toEqual(['c', 'mine']);
    expect(merged.moreOnline).toBe(false);
  });

  it('puts posts not on the server yet on top and leaves deleted ones out', () => {
    const server: BoardServer = { items: [post('c', 9), post('b', 5)], started: true, done: true };
    const fresh = row(post('n', 0), { pending: true });
    const merged = mergeBoard(
      LIKE,
      server,
      device({ created: [fresh], window: [fresh], deleted: new Set(['c']) }),
      true,
    );
    expect(ids(merged.posts)).toEqual(['n', 'b']);
  });

  it('leads with rows the device learned of after the first page, each once', () => {
    const server: BoardServer = { items: [post('c', 9), post('b', 5)], started: true, done: true };
    // A post liked past the first one since the page was read, and one the page already has.
    // 'b' has more likes on the device than the page said: the server's place still holds.
    const window = [row(post('x', 12)), row(post('b', 11)), row(post('c', 9))];
    const merged = mergeBoard(LIKE, server, device({ window }), true);
    expect(ids(merged.posts)).toEqual(['x', 'c', 'b']);
  });

  it('breaks ties on the sort field by document id, larger id first, as the server does', () => {
    const rows = [row(post('a', 3)), row(post('c', 3)), row(post('b', 3)), row(post('d', 4))];
    expect(ids([...rows].sort(compareForSort('like')))).toEqual(['d', 'c', 'b', 'a']);
  });

  it('offline, follows the last page with what the device holds past it, once each', () => {
    const server: BoardServer = { items: [post('c', 9), post('b', 5)], started: true, done: false };
    const window = [row(post('c', 9)), row(post('b', 5)), row(post('a', 2))];
    const merged = mergeBoard(LIKE, server, device({ window }), false);
    expect(ids(merged.posts)).toEqual(['c', 'b', 'a']);
    expect(merged.moreOnline).toBe(true);
  });

  it('leaves out a post whose edit waiting on the device moved it to another category', () => {
    const tab = { tab: 'qna', sort: 'like' } as const;
    const server: BoardServer = {
      items: [post('q', 4, { category: 'qna' })],
      started: true,
      done: true,
    };
    const moved = row(post('q', 4, { category: 'community', version: 2 }), { pending: true });
    const merged = mergeBoard(tab, server, device({ rows: new Map([['q', moved]]) }), true);
    expect(merged.posts).toEqual([]);
  });
});
