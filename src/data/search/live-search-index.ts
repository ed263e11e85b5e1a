import { useEffect } from 'react';
import type { PostRow } from '../model/local-rows';
import { atom } from 'jotai/vanilla';
import { appStore, useAppAtom } from '../../lib/app-store';
import { postDocument } from './post-document';
import { SearchIndex } from './search-index';
import { breathe, followPosts, SLICE } from './follow-posts';

// One index per tab over the mirrored posts, following the posts table: Dexie's live query
// sees writes from every tab (the mirror runs in the leader tab only), and each change is
// applied as adds, replaces and deletes of the posts that changed, not a rebuild. It is built
// from Dexie when first needed rather than persisted: a few hundred mirrored posts index in
// tens of milliseconds, and a rebuilt index is never stale (tests/bench/search.mjs has the
// figures, persisting included).

export interface SearchIndexState {
  /** False until the first read of the posts table has been indexed. */
  ready: boolean;
  /** Goes up whenever what a search would find may have changed. */
  version: number;
  /** How many mirrored posts the index holds. */
  posts: number;
}

const index = new SearchIndex();
let rows = new Map<string, PostRow>();
const stateAtom = atom<SearchIndexState>({ ready: false, version: 0, posts: 0 });

async function indexRows(found: PostRow[]): Promise<void> {
  const seen = new Set<string>();
  for (let i = 0; i < found.length; i += 1) {
    const row = found[i]!;
    seen.add(row.id);
    index.set(postDocument(row));
    if ((i + 1) % SLICE === 0) await breathe();
  }
  for (const doc of [...index.documents()]) {
    if (doc.kind === 'post' && !seen.has(doc.id)) index.delete(doc.id);
  }
  rows = new Map(found.map((row) => [row.id, row]));
  // Bumped even when no indexed text changed: the rows shown (counts, pending) may have.
  appStore.set(stateAtom, (state) => ({
    ready: true,
    version: state.version + 1,
    posts: rows.size,
  }));
}

/** Keeps the index following the posts table while at least one holder needs it. */
export const holdSearchIndex = followPosts(() => ({ take: indexRows, stop: () => {} }));

export interface LiveSearchIndex {
  index: SearchIndex;
  state: SearchIndexState;
  /** The mirrored row of a post the index found. */
  rowOf(id: string): PostRow | undefined;
}

const rowOf = (id: string) => rows.get(id);

/** The index itself and its state, for code outside React. */
export const sharedSearchIndex = index;
export const searchIndexState = {
  get: (): SearchIndexState => appStore.get(stateAtom),
  subscribe: (listener: () => void): (() => void) => appStore.sub(stateAtom, listener),
};

/** The shared index, followed for as long as the calling screen is shown. */
export function useSearchIndex(): LiveSearchIndex {
  useEffect(() => holdSearchIndex(), []);
  return { index, state: useAppAtom(stateAtom), rowOf };
}
