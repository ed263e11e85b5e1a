import { useEffect } from 'react';
import { liveQuery } from 'dexie';
import { allLocalPosts } from '../local/posts';
import type { PostRow } from '../model/local-rows';
import { atom } from 'jotai/vanilla';
import { appStore, useAppAtom } from '../../lib/app-store';
import { postDocument } from './post-document';
import { SearchIndex } from './search-index';

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

/** Posts indexed between two yields to the browser, so typing stays smooth while a big mirror indexes. */
const SLICE = 250;

const index = new SearchIndex();
let rows = new Map<string, PostRow>();
const stateAtom = atom<SearchIndexState>({ ready: false, version: 0, posts: 0 });
let holders = 0;
let subscription: { unsubscribe(): void } | null = null;
/** The newest read of the table not indexed yet; reads that arrive while indexing replace it. */
let waiting: PostRow[] | null = null;
let indexing = false;

const breathe = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

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

async function drain(): Promise<void> {
  indexing = true;
  try {
    while (waiting) {
      const found = waiting;
      waiting = null;
      await indexRows(found);
    }
  } catch (error) {
    console.error('search: cannot index posts', error);
  } finally {
    indexing = false;
  }
}

function follow(): void {
  subscription = liveQuery(allLocalPosts).subscribe({
    next: (found) => {
      waiting = found;
      if (!indexing) void drain();
    },
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
