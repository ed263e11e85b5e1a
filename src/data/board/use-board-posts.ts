import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { BoardDevice } from '../local/board-rows';
import { postsArriving } from '../local/arrivals';
import {
  deviceWasEmpty,
  firstViewPainted,
  useDeviceCopy,
  whenDeviceMayOpen,
} from '../local/device-copy';
import { useDeviceQuery } from '../local/use-device-query';
import type { BoardQuery } from '../model/board';
import type { PostRow } from '../model/local-rows';
import { restPost, restPostsById } from '../remote/rest-reads';
import { trackActivity } from '../../lib/activity';
import { useAppAtomInTransition } from '../../lib/app-store';
import { useOnline } from '../../lib/hooks/use-online';
import { nextIdle } from '../../lib/when-idle';
import { useFirstRowsShown } from '../../lib/first-rows';
import { mergeBoard, rowsTheServerLacks } from './board-merge';
import { readBoardPage } from './board-reads';
import { BOARD_PAGE, BoardPager, FIRST_BOARD_PAGE, type FetchBoardPage } from './board-pager';

/** The board's device queries (with Dexie): loaded when first read, or ahead (prepare-board-device). */
export const boardRows = () => import('../local/board-rows');
/** A listing read this long ago starts again from the server's first page when shown again. */
const FRESH_MS = 120_000;
const DEVICE_PAGE = 30;
/** Rows read per step past the device's first page: a few screens' worth ahead of the scroll. */
const DEEP_PAGE = 120;
const EMPTY_DEVICE: BoardDevice = { window: [], rows: new Map(), created: [], deleted: new Set() };

/**
 * Once a first visit's rows have painted (at once on later visits), when the browser is next
 * idle.
 */
const afterFirstView = () => whenDeviceMayOpen().then(nextIdle);

/**
 * Read through REST (board-reads.ts), so a visitor's board loads no Firebase SDK at all, and
 * written to the device through modules loaded when the write happens, so Dexie is not on the
 * way to the board's first paint.
 * The server's pages go into the device's copy as they arrive (the mirror's keep policy evicts
 * them later), so a post opened from the board shows at once and stays readable offline. The
 * page shows without waiting for that write: the list merges the server's rows itself, and on a
 * first visit the write (the device's database being created) took longer than the read.
 */
const fetchAndMirror: FetchBoardPage = async (query, after, limit) => {
  // The list asks for the next page as soon as its first rows show (they are a screenful); that
  // read, 30 whole posts, waits until those rows have painted and the browser is next idle, so it
  // does not travel beside the first view's own requests and rendering on a slow network.
  if (after) await afterFirstView();
  const page = await readBoardPage(query, after, limit);
  // On a first visit, written once the rows have painted (data/local/device-copy). A page read
  // without the posts' text (the first) is read whole for that, once the rows are on screen and
  // the browser is idle. A like or a comment on one of them meanwhile waits for it (arrivals.ts).
  const ids = page.items.map((post) => post.id);
  postsArriving(
    ids,
    afterFirstView().then(async () => {
      const [whole, { mirrorPosts }, { scheduleMirrorBudget }] = await Promise.all([
        page.withoutText ? trackActivity(restPostsById(ids)) : page.items,
        import('../sync/mirror-writes'),
        import('../sync/mirror-keep'),
      ]);
      await mirrorPosts(whole);
      scheduleMirrorBudget();
    }),
  ).catch((error: unknown) => console.warn('board: keeping a page on the device', error));
  return page;
};

/** Posts read again because a listing lacked them: once each while the page is open. */
const reread = new Set<string>();

/**
 * Reads these posts again (they fell among the server's pages, which did not list them) and
 * writes the answer into the device's copy: a hidden one leaves it there, a deleted one goes.
 */
function readAgain(ids: readonly string[]): void {
  const fresh = ids.filter((id) => !reread.has(id)).slice(0, 10);
  if (fresh.length === 0) return;
  fresh.forEach((id) => reread.add(id));
  void Promise.all([import('../sync/mirror-writes'), ...fresh.map((id) => restPost(id))])
    .then(async ([{ mirrorPost, mirrorPosts }, ...posts]) => {
      // Not as read by the member (mirrorPost's keep policy): as a listing's rows are written.
      for (const [i, post] of posts.entries())
        await (post ? mirrorPosts([post]) : mirrorPost(fresh[i]!, null));
    })
    .catch((error: unknown) => console.warn('board: reading a post again', error));
}

const pagers = new Map<string, BoardPager>();

function pagerFor(query: BoardQuery): BoardPager {
  const key = `${query.tab}:${query.sort}`;
  const known = pagers.get(key);
  if (known && Date.now() - known.startedAt < FRESH_MS) return known;
  const pager = new BoardPager(
    { tab: query.tab, sort: query.sort },
    fetchAndMirror,
    BOARD_PAGE,
    FIRST_BOARD_PAGE,
  );
  pagers.set(key, pager);
  return pager;
}

export interface BoardPosts {
  /** Undefined until the device's copy has been read. */
  posts: PostRow[] | undefined;
  loadMore: () => void;
  /** Everything there is has been shown: the server has nothing more. */
  complete: boolean;
  /** Offline: the list is what the device holds, and more is online. */
  moreOnline: boolean;
}

/**
 * A board listing (tab and sort), read through: the server's pages in the server's order,
 * merged with what the device holds (see mergeBoard). Offline, the device's rows alone.
 */
export function useBoardPosts(query: BoardQuery): BoardPosts {
  const online = useOnline();
  const key = `${query.tab}:${query.sort}`;
  // A pager per listing, kept across visits for a while (back from a post keeps the place).
  const [pager, setPager] = useState(() => pagerFor(query));
  if (pager.query.tab !== query.tab || pager.query.sort !== query.sort) setPager(pagerFor(query));
  // A page that arrives re-renders the list in a transition React can interrupt, not in one long
  // task, so the screen keeps answering input while it does.
  const server = useAppAtomInTransition(pager.stateAtom);
  // The device's first page is read live (its indexes, re-read on every change); the rows past
  // it are read a page at a time from where the last one ended (keyset paging, readBoardRowsAfter)
  // as the member scrolls offline, so page 3,000 costs what page 2 does.
  const [deeper, setDeeper] = useState<{ key: string; rows: PostRow[]; done: boolean }>({
    key,
    rows: [],
    done: false,
  });
  const deep = deeper.key === key ? deeper : { key, rows: [], done: false };
  const reading = useRef(false);

  const serverIds = useMemo(() => server.items.map((post) => post.id), [server.items]);
  // On a first visit the device's database opens once the server's rows have painted. (Its state
  // also re-renders the list when the browser says whether this is a first visit.)
  const mayOpen = useDeviceCopy() === 'open';
  // `key` stands for the query (a new object each render).
  const read = useDeviceQuery(
    mayOpen ? boardRows : null,
    ({ readBoardDevice }) => readBoardDevice(query, DEVICE_PAGE, serverIds),
    [key, serverIds, mayOpen],
  );
  // On a first visit the server's page shows without waiting for the device's database to open:
  // it holds nothing the page could differ from.
  const live = read ?? (server.started && deviceWasEmpty() ? EMPTY_DEVICE : undefined);
  const device = useMemo(() => {
    if (!live || deep.rows.length === 0) return live;
    const first = new Set(live.window.map((row) => row.id));
    return { ...live, window: [...live.window, ...deep.rows.filter((row) => !first.has(row.id))] };
  }, [live, deep.rows]);

  const answered = server.started || server.failed || !online;
  useEffect(() => {
    if (answered) firstViewPainted();
  }, [answered]);

  // Online, the first page comes from the server as soon as the listing shows.
  useEffect(() => {
    if (online && !server.started && !server.loading) void pager.loadMore();
  }, [online, pager, server.started, server.loading]);

  const loadMore = useCallback(() => {
    if (online && !server.done && !server.loading) {
      void pager.loadMore();
      return;
    }
    // Offline: the device's rows, further down its own index from the last one shown.
    const last = device?.window.at(-1);
    if (!device || !last || deep.done || reading.current || device.window.length < DEVICE_PAGE)
      return;
    reading.current = true;
    void boardRows()
      .then(({ readBoardRowsAfter }) => readBoardRowsAfter(query, last, DEEP_PAGE))
      .then(
        (rows) =>
          setDeeper((now) => {
            const base = now.key === key ? now.rows : [];
            return { key, rows: [...base, ...rows], done: rows.length < DEEP_PAGE };
          }),
        (error: unknown) => console.warn('board: reading the device further', error),
      )
      .finally(() => (reading.current = false));
    // `key` stands for the query (a new object each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [online, server.done, server.loading, pager, device, deep.done, key]);

  // Online, rows the server's pages lack (hidden or deleted since) are read again.
  useEffect(() => {
    if (online && device && !server.failed) readAgain(rowsTheServerLacks(query, server, device));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [device, server, online, key]);

  const listing = useMemo(
    () => (device ? mergeBoard(query, server, device, online && !server.failed) : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [device, server, online, key],
  );
  // Once they render, the member's own parts of the page come (lib/first-rows.ts).
  useFirstRowsShown(listing !== undefined);
  return {
    posts: listing?.posts,
    loadMore,
    complete: server.done,
    moreOnline: listing !== undefined && listing.moreOnline && !online,
  };
}
