import { BOARD_PAGE, type BoardQuery } from '../model/board';
import type { Post } from '../model/post';
import { ServerPager, type FetchPage, type PagerState } from '../paging/server-pager';

export { BOARD_PAGE, FIRST_BOARD_PAGE } from '../model/board';

export type FetchBoardPage = FetchPage<BoardQuery, Post>;

export type BoardPagerState = PagerState<Post>;

/** Pages one board listing (a tab and a sort) through the server (paging/server-pager.ts). */
export class BoardPager extends ServerPager<BoardQuery, Post> {
  constructor(
    query: BoardQuery,
    fetchPage: FetchBoardPage,
    pageSize = BOARD_PAGE,
    firstPageSize = pageSize,
  ) {
    super(query, fetchPage, pageSize, firstPageSize);
  }
}
