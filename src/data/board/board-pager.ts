import { BOARD_PAGE, type BoardQuery } from '../model/board';
import type { Post } from '../model/post';
import type { PageCursor, ServerPage } from '../remote/remote-api';
import { atom, type PrimitiveAtom } from 'jotai/vanilla';
import { appStore } from '../../lib/app-store';
import type { BoardServer } from './board-merge';

export { BOARD_PAGE, FIRST_BOARD_PAGE } from '../model/board';

export type FetchBoardPage = (
  query: BoardQuery,
  after: PageCursor | null,
  limit: number,
) => Promise<ServerPage<Post>>;

export interface BoardPagerState extends BoardServer {
  loading: boolean;
  /** The last page could not be read (offline, say); asking again retries it. */
  failed: boolean;
}

/**
 * Pages one board listing (a tab and a sort) through the server with the server's own cursors:
 * each page starts right after the last document of the one before, whatever the device holds,
 * so paging to the end visits every post exactly once, in the server's order.
 */
export class BoardPager {
  /** What has been read so far, in the app's store (screens follow it with `useAppAtom`). */
  readonly stateAtom: PrimitiveAtom<BoardPagerState> = atom<BoardPagerState>({
    posts: [],
    started: false,
    done: false,
    loading: false,
    failed: false,
  });
  readonly state = {
    get: (): BoardPagerState => appStore.get(this.stateAtom),
    set: (value: BoardPagerState): void => appStore.set(this.stateAtom, value),
  };
  private next: PageCursor | null = null;
  private inFlight: Promise<void> | null = null;
  readonly startedAt = Date.now();

  constructor(
    readonly query: BoardQuery,
    private readonly fetchPage: FetchBoardPage,
    private readonly pageSize = BOARD_PAGE,
    /** The first page's size, when it should differ (a screenful, to show sooner). */
    private readonly firstPageSize = pageSize,
  ) {}

  /** Reads the next page (once at a time); resolves when it is in `state`. */
  loadMore(): Promise<void> {
    const current = this.state.get();
    if (current.done) return Promise.resolve();
    if (this.inFlight) return this.inFlight;
    this.state.set({ ...current, loading: true });
    const size = current.started ? this.pageSize : this.firstPageSize;
    this.inFlight = this.fetchPage(this.query, this.next, size)
      .then(
        (page) => {
          const before = this.state.get();
          this.next = page.next;
          this.state.set({
            posts: [...before.posts, ...page.items],
            started: true,
            done: page.next === null,
            loading: false,
            failed: false,
          });
        },
        (error: unknown) => {
          console.warn('board: server page', error);
          this.state.set({ ...this.state.get(), loading: false, failed: true });
        },
      )
      .finally(() => {
        this.inFlight = null;
      });
    return this.inFlight;
  }
}
