import { atom, type PrimitiveAtom } from 'jotai/vanilla';
import type { PageCursor, ServerPage } from '../remote/remote-api';
import { appStore } from '../../lib/app-store';

/** Reads one page of a listing: `limit` items after `after` (null: from the first). */
export type FetchPage<Q, T> = (
  query: Q,
  after: PageCursor | null,
  limit: number,
) => Promise<ServerPage<T>>;

/** A listing's pages read from the server so far, in the server's order. */
export interface ServerPages<T> {
  items: readonly T[];
  /** At least one page has come from the server. */
  started: boolean;
  /** The server has nothing after the last page. */
  done: boolean;
}

export interface PagerState<T> extends ServerPages<T> {
  loading: boolean;
  /** The last page could not be read (offline, say); asking again retries it. */
  failed: boolean;
}

/**
 * Pages one listing (the board's tab and sort, a member's posts or comments) through the server
 * with the server's own cursors: each page starts right after the last document of the one
 * before, whatever the device holds, so paging to the end visits every item exactly once, in the
 * server's order.
 */
export class ServerPager<Q, T> {
  /** What has been read so far, in the app's store (screens follow it with `useAppAtom`). */
  readonly stateAtom: PrimitiveAtom<PagerState<T>> = atom<PagerState<T>>({
    items: [],
    started: false,
    done: false,
    loading: false,
    failed: false,
  });
  readonly state = {
    get: (): PagerState<T> => appStore.get(this.stateAtom),
    set: (value: PagerState<T>): void => appStore.set(this.stateAtom, value),
  };
  private next: PageCursor | null = null;
  private inFlight: Promise<void> | null = null;
  readonly startedAt = Date.now();

  constructor(
    readonly query: Q,
    private readonly fetchPage: FetchPage<Q, T>,
    private readonly pageSize: number,
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
            items: [...before.items, ...page.items],
            started: true,
            done: page.next === null,
            loading: false,
            failed: false,
          });
        },
        (error: unknown) => {
          console.warn('server page', error);
          this.state.set({ ...this.state.get(), loading: false, failed: true });
        },
      )
      .finally(() => {
        this.inFlight = null;
      });
    return this.inFlight;
  }
}
