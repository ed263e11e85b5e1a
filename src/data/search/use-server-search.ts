import { useCallback, useEffect, useRef, useState } from 'react';
import { scheduleMirrorBudget } from '../sync/mirror-keep';
import { mirrorPosts } from '../sync/mirror-writes';
import {
  firestoreTokenSearch,
  type PostSearchEngine,
  type PostSearchQuery,
  type SearchCursor,
} from './post-search';

export type ServerSearchStatus = 'idle' | 'asking' | 'done' | 'failed';

export interface ServerSearch {
  status: ServerSearchStatus;
  /** Posts the server has found so far for this query. */
  found: number;
  /** The server has more results after those found. */
  more: boolean;
  /** Asks for the next page of results (when there is one and nothing is being asked). */
  loadMore: () => void;
}

/** The engine the app searches with; see PostSearchEngine for swapping in a hosted one. */
const engine: PostSearchEngine = firestoreTokenSearch;
/** Typing settles this long before the server is asked. */
const SETTLE_MS = 350;

interface State {
  key: string;
  status: ServerSearchStatus;
  found: number;
  next: SearchCursor | null;
}

const IDLE = (key: string): State => ({ key, status: 'idle', found: 0, next: null });

/**
 * Search over every post on the server, online. What it finds goes into the device's copy (the
 * mirror's keep policy evicts it later), where the on-device index ranks it together with what
 * the device already held, one list without duplicates, and it stays readable offline.
 */
export function useServerSearch(query: PostSearchQuery, online: boolean): ServerSearch {
  const key = JSON.stringify([query.text.trim(), query.tags, query.category]);
  const [state, setState] = useState<State>(() => IDLE(key));
  // The query shown now: answers to an earlier one are dropped.
  const current = useRef(key);
  useEffect(() => {
    current.current = key;
  }, [key]);
  const answerable = online && engine.answers(query);

  const ask = useCallback(
    (after: SearchCursor | null, asked: PostSearchQuery, askedKey: string) => {
      setState((before) => ({
        ...(before.key === askedKey ? before : IDLE(askedKey)),
        status: 'asking',
      }));
      engine
        .searchPage(asked, after)
        .then(async (page) => {
          await mirrorPosts(page.posts);
          scheduleMirrorBudget();
          if (current.current !== askedKey) return;
          setState((before) => ({
            key: askedKey,
            status: 'done',
            found: (before.key === askedKey ? before.found : 0) + page.posts.length,
            next: page.next,
          }));
        })
        .catch((error: unknown) => {
          console.warn('search: server', error);
          if (current.current === askedKey) {
            setState((before) => ({ ...before, key: askedKey, status: 'failed' }));
          }
        });
    },
    [],
  );

  useEffect(() => {
    if (!answerable) return;
    const asked: PostSearchQuery = { ...query, tags: [...query.tags] };
    const timer = setTimeout(() => ask(null, asked, key), SETTLE_MS);
    return () => clearTimeout(timer);
    // `key` stands for the query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, answerable, ask]);

  const mine = state.key === key ? state : IDLE(key);
  const loadMore = useCallback(() => {
    if (!answerable || mine.status !== 'done' || !mine.next) return;
    ask(mine.next, { ...query, tags: [...query.tags] }, key);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answerable, mine.status, mine.next, ask, key]);

  return {
    status: answerable ? mine.status : 'idle',
    found: mine.found,
    more: mine.next !== null,
    loadMore,
  };
}
