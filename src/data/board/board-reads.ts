import { callLite } from '../remote';
import { boardFirstPageRead } from '../remote/early-reads';
import { readOnce } from '../remote/read-once';
import type { FetchBoardPage } from './board-pager';

/**
 * One page of a board listing from the server. The first is a REST read, perhaps already on its
 * way (begun by src/early.ts); the next ones come through Firestore Lite, each from where the one
 * before ended.
 */
export const readBoardPage: FetchBoardPage = (query, after, limit) =>
  after
    ? callLite((reads) => reads.fetchBoardPage({ ...query, after, limit }))
    : readOnce(boardFirstPageRead(query, limit));
