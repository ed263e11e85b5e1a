import { useEffect } from 'react';
import { liveQuery } from 'dexie';
import { db } from '../../data/local/database';
import type { PostRow } from '../../data/model/local-rows';
import { createExternalStore, useStore } from '../../lib/external-store';
import { postDocument } from './post-document';
import { SearchIndex } from './search-index';

// One index per tab over the mirrored posts, following the posts table: Dexie's live query
// sees writes from every tab (the mirror runs in the leader tab only), and each change is
// applied as adds, replaces and deletes of the posts that changed, not a rebuild. It is built
// from Dexie when first needed rather than persisted: a few hundred mirrored posts index in
// milliseconds (see tests/bench/search.mjs), and a rebuilt index can never be stale.

export interface SearchIndexState {
  /** False until the first read of the posts table has been indexed. */
  ready: boolean;
  /** Goes up whenever what a search would find may have changed. */
  version: number;
  /** How many mirrored posts the index holds. */
  posts: number;
}

const index = new SearchIndex();
const rows = new Map<string, PostRow>();
const state = createExternalStore<SearchIndexState>({ ready: false, version: 0, posts: 0 });
let holders = 0;
let subscription: { unsubscribe(): void } | null = null;

const isPost = (doc: { kind: string }) => doc.kind === 'post';

function apply(found: PostRow[]): void {
  rows.clear();
  for (const row of found) rows.set(row.id, row);
  index.reconcile(found.map(postDocument), isPost);
  // Bumped even when no indexed text changed: the rows shown (counts, pending) may have.
  state.set({ ready: true, version: state.get().version + 1, posts: rows.size });
}

function follow(): void {
  subscription = liveQuery(
    () => db.posts.where('kind').equals('post').toArray() as Promise<PostRow[]>,
  ).subscribe({
    next: apply,
    error: (error: unknown) => console.error('search: cannot read posts', error),
  });
}

/** Keeps the index following the posts table while at least one holder needs it. */
export function holdSearchIndex(): () => void {
  holders += 1;
  if (!subscription) follow();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) {
      subscription?.unsubscribe();
      subscription = null;
    }
  };
}

export interface LiveSearchIndex {
  index: SearchIndex;
  state: SearchIndexState;
  /** The mirrored row of a post the index found. */
  rowOf(id: string): PostRow | undefined;
}

const rowOf = (id: string) => rows.get(id);

/** The shared index, followed for as long as the calling screen is shown. */
export function useSearchIndex(): LiveSearchIndex {
  useEffect(() => holdSearchIndex(), []);
  return { index, state: useStore(state), rowOf };
}
