import { startTransition, useEffect, useRef, useState } from 'react';
import { atom } from 'jotai/vanilla';
import type { PostRow } from '../model/local-rows';
import { appStore, useAppAtom } from '../../lib/app-store';
import { postDocument, samePostDocument } from './post-document';
import { breathe, followPosts, SLICE } from './follow-posts';
import type { SearchDocument, SearchRequest } from './search-index';
import type { SearchIndexState } from './live-search-index';
import type { FromSearchWorker, ToSearchWorker } from './search-worker-core';

// `/search`'s index lives in a worker (search.worker.ts), so indexing and each query leave the
// page's thread free for typing. The page follows the posts table (Dexie's live query, as the
// in-page index does), keeps the rows it renders and sends the worker only the posts that were
// added, changed or removed since the last read, found by comparing what the index reads of each
// row with the row it replaces (no second copy of the documents is kept, and a document is made
// only for a post that changed). Each post has a number of the page's, which the worker answers
// with: a list of numbers is handed over without a copy and read without a lookup by id.
// Each search goes to the worker at once, numbered; there a newer one takes the place of one
// still running (search-worker-core.ts), and here an answer to anything but the latest is dropped.

const stateAtom = atom<SearchIndexState>({ ready: false, version: 0, posts: 0 });
let worker: Worker | null = null;
/**
 * The last read's rows by id, each with its number, which the worker answers with: given once,
 * kept while the post is here, never given again (an answer under way never names another post
 * than it meant).
 */
let rows = new Map<string, { row: PostRow; number: number }>();
let numbered = 0;
/** The rows of the last read by their numbers (none where a post is gone). */
let byNumber: (PostRow | undefined)[] = [];
let version = 0;

function send(message: ToSearchWorker): void {
  worker?.postMessage(message);
}

async function sendRows(found: PostRow[]): Promise<void> {
  // A worker let go of meanwhile (the page left) takes its updates with it.
  const to = worker;
  const next = new Map<string, { row: PostRow; number: number }>();
  const nextByNumber: (PostRow | undefined)[] = [];
  let set: SearchDocument[] = [];
  let numbers: number[] = [];
  for (let i = 0; i < found.length; i += 1) {
    const row = found[i]!;
    const before = rows.get(row.id);
    const number = before?.number ?? numbered++;
    next.set(row.id, { row, number });
    nextByNumber[number] = row;
    if (!before || !samePostDocument(before.row, row)) {
      set.push(postDocument(row));
      numbers.push(number);
    }
    if ((i + 1) % SLICE === 0) {
      if (set.length > 0) send({ type: 'update', set, numbers, remove: [] });
      set = [];
      numbers = [];
      await breathe();
      if (worker !== to) return;
    }
  }
  const remove = [...rows.keys()].filter((id) => !next.has(id));
  rows = next;
  byNumber = nextByNumber;
  version += 1;
  // The state moves once the worker says its index holds this read (onMessage); it moves even
  // when no indexed text changed, as the rows shown (counts, pending) may have.
  send({ type: 'update', set, numbers, remove, read: { version, posts: rows.size } });
}

type Answer = (found: Int32Array, terms: readonly string[]) => void;
let seq = 0;
/** The latest search asked: only its answer is shown. */
let latest: { seq: number; answer: Answer } | null = null;

function ask(request: SearchRequest, answer: Answer): number {
  seq += 1;
  latest = { seq, answer };
  send({ type: 'search', seq, request });
  return seq;
}

function onMessage(event: MessageEvent<FromSearchWorker>): void {
  if (event.data.type === 'indexed') {
    const { version: indexed, posts } = event.data;
    appStore.set(stateAtom, { ready: true, version: indexed, posts });
    return;
  }
  const { seq: number, found, terms } = event.data;
  // An answer to a search the member has typed past is not shown (the worker drops most of them).
  if (latest?.seq === number) latest.answer(found, terms);
}

/** Keeps the worker's index following the posts table while at least one holder needs it. */
export const holdWorkerSearch = followPosts(() => {
  worker = new Worker(new URL('./search.worker.ts', import.meta.url), {
    type: 'module',
    name: 'search',
  });
  worker.addEventListener('message', onMessage);
  worker.addEventListener('error', (event) => console.error('search: the worker failed', event));
  return {
    take: sendRows,
    stop: () => {
      worker?.terminate();
      worker = null;
      latest = null;
      rows = new Map();
      byNumber = [];
      shown = null;
      appStore.set(stateAtom, { ready: false, version, posts: 0 });
    },
  };
});

/** The last posts made from an answer: the same posts found again in the same read are these. */
let shown: {
  found: Int32Array;
  byNumber: readonly (PostRow | undefined)[];
  posts: PostRow[];
} | null = null;

const sameNumbers = (a: Int32Array, b: Int32Array) =>
  a.length === b.length && a.every((n, i) => n === b[i]);

/**
 * The posts an answer names, best first. The same posts as the last answer's, in the same order
 * and the same read of the table, are the same list (a list of 100,000 posts found again as the
 * member types on is not laid out again).
 */
function postsOf(found: Int32Array): PostRow[] {
  if (shown && shown.byNumber === byNumber && sameNumbers(shown.found, found)) return shown.posts;
  const posts: PostRow[] = [];
  for (const number of found) {
    const row = byNumber[number];
    if (row) posts.push(row);
  }
  shown = { found, byNumber, posts };
  return posts;
}

export interface Found {
  posts: PostRow[];
  /** The terms the posts matched, for highlighting. */
  terms: readonly string[];
}

export interface WorkerSearch {
  state: SearchIndexState;
  /** The latest answered search's posts, best first; null until the first answer. */
  found: Found | null;
  /** False while the request shown has changed and its answer has not come yet. */
  current: boolean;
}

/**
 * Searches the device's posts in the worker, again whenever the request or the posts change.
 * `request` is compared by `key`: the caller says when it changed.
 */
export function useWorkerSearch(request: SearchRequest | null, key: string): WorkerSearch {
  useEffect(() => holdWorkerSearch(), []);
  const state = useAppAtom(stateAtom);
  const [found, setFound] = useState<(Found & { key: string }) | null>(null);
  const latest = useRef(0);
  useEffect(() => {
    if (!state.ready || !request) return;
    const number = ask(request, (found, terms) => {
      if (number !== latest.current) return;
      // A transition: rendering the results gives way to the next key, which never waits on it.
      const posts = postsOf(found);
      startTransition(() => setFound({ key, posts, terms }));
    });
    latest.current = number;
    // `key` stands for the request; the posts' version says when to search again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.ready, state.version, key]);
  if (!found || !request) return { state, found: null, current: false };
  return { state, found, current: found.key === key };
}
