import { trackActivity } from '../../lib/activity';
import { boardFirstPageRead } from '../remote/early-reads';
import { readOnce } from '../remote/read-once';
import { restBoardPage } from '../remote/rest-reads';
import type { FetchBoardPage } from './board-pager';

/**
 * One page of a board listing from the server, through REST (data/remote/rest-reads.ts). The
 * first is perhaps already on its way (begun by src/early.ts); the next ones each start from where
 * the one before ended.
 */
export const readBoardPage: FetchBoardPage = (query, after, limit) =>
  after
    ? trackActivity(restBoardPage(query, after, limit))
    : readOnce(boardFirstPageRead(query, limit));
