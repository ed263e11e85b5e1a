import { useCallback, useEffect, useRef, useState } from 'react';
import { Dexie } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../data/local/database';
import type { PostRow } from '../../data/model/local-rows';
import { callRemote } from '../../data/remote';
import { mirrorPosts } from '../../data/sync/mirror-writes';
import { SORT_FIELD, type BoardQuery } from './board-query';

const PAGE = 30;

/** Index names in src/data/local/schema.ts, per sort field, without and with a category. */
function indexFor(query: BoardQuery): { index: string; lower: unknown[]; upper: unknown[] } {
  const field = SORT_FIELD[query.sort];
  if (query.tab === 'all') {
    return {
      index: `[kind+${field}]`,
      lower: ['post', Dexie.minKey],
      upper: ['post', Dexie.maxKey],
    };
  }
  return {
    index: `[kind+category+${field}]`,
    lower: ['post', query.tab, Dexie.minKey],
    upper: ['post', query.tab, Dexie.maxKey],
  };
}

/**
 * The board's posts from the device's copy, read through an index in the board's order, a page
 * at a time. Near the end of what the device has, and when online, the next page is fetched
 * from Firestore and mirrored, so the list goes on.
 */
export function useBoardPosts(query: BoardQuery) {
  const key = `${query.tab}:${query.sort}`;
  const [limit, setLimit] = useState({ key, value: PAGE });
  const current = limit.key === key ? limit.value : PAGE;
  const [exhausted, setExhausted] = useState<string | null>(null);
  const fetching = useRef(false);

  const posts = useLiveQuery(async () => {
    const { index, lower, upper } = indexFor(query);
    return (await db.posts
      .where(index)
      .between(lower, upper)
      .reverse()
      .limit(current)
      .toArray()) as PostRow[];
  }, [query.tab, query.sort, current]);

  const loadMore = useCallback(() => {
    if (!posts || posts.length < current) {
      // The device has no more: ask the server for the page after the last one shown.
      if (exhausted === key || fetching.current || !navigator.onLine) return;
      fetching.current = true;
      const last = posts?.at(-1);
      callRemote((api) =>
        api.fetchPostsPage({
          category: query.tab,
          sort: query.sort,
          after: last ?? null,
          limit: PAGE,
        }),
      )
        .then(async (page) => {
          if (page.length < PAGE) setExhausted(key);
          await mirrorPosts(page);
        })
        .catch((error: unknown) => console.warn('board: next page', error))
        .finally(() => {
          fetching.current = false;
        });
      return;
    }
    // Each page re-reads what is shown (a live query over a prefix of the index); growing by half
    // keeps a deep scroll to a few reads instead of one per 30 rows.
    setLimit({ key, value: current + Math.max(PAGE, Math.floor(current / 2)) });
  }, [posts, current, exhausted, key, query.tab, query.sort]);

  // A new tab or sort starts at the first page again.
  useEffect(() => {
    fetching.current = false;
  }, [key]);

  /** Everything there is has been shown: the device has no more, and neither has the server. */
  const complete = posts !== undefined && posts.length < current && exhausted === key;
  return { posts, loadMore, complete };
}
