import { useEffect, useRef, useState } from 'react';
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
// only for a post that changed). Searches are numbered; at most one is in the worker at a time, a
// newer one waits in its place, and an answer to anything but the latest is dropped.

const stateAtom = atom<SearchIndexState>({ ready: false, version: 0, posts: 0 });
let worker: Worker | null = null;
let rows = new Map<string, PostRow>();
let version = 0;

function send(message: ToSearchWorker): void {
  worker?.postMessage(message);
}

async function sendRows(found: PostRow[]): Promise<void> {
  // A worker let go of meanwhile (the page left) takes its updates with it.
  const to = worker;
  const next = new Map<string, PostRow>();
  let set: SearchDocument[] = [];
  for (let i = 0; i < found.length; i += 1) {
    const row = found[i]!;
    next.set(row.id, row);
    const before = rows.get(row.id);
    if (!before || !samePostDocument(before, row)) set.push(postDocument(row));
    if ((i + 1) % SLICE === 0) {
      if (set.length > 0) send({ type: 'update', set, remove: [] });
      set = [];
      await breathe();
      if (worker !== to) return;
    }
  }
  const remove = [...rows.keys()].filter((id) => !next.has(id));
  rows = next;
  version += 1;
  // The state moves once the worker says its index holds this read (onMessage); it moves even
  // when no indexed text changed, as the rows shown (counts, pending) may have.
  send({ type: 'update', set, remove, read: { version, posts: rows.size } });
}

type Answer = (ids: readonly string[], terms: readonly string[]) => void;
let seq = 0;
/** The search in the worker, if any, and the newest one waiting for it to answer. */
let asked: { seq: number; answer: Answer } | null = null;
let queued: { seq: number; request: SearchRequest; answer: Answer } | null = null;

function ask(request: SearchRequest, answer: Answer): number {
  seq += 1;
  queued = { seq, request, answer };
  if (!asked) flush();
  return seq;
}

function flush(): void {
  if (!queued || !worker) return;
  const { seq: number, request, answer } = queued;
  queued = null;
  asked = { seq: number, answer };
  send({ type: 'search', seq: number, request });
}

function onMessage(event: MessageEvent<FromSearchWorker>): void {
  if (event.data.type === 'indexed') {
    const { version: indexed, posts } = event.data;
    appStore.set(stateAtom, { ready: true, version: indexed, posts });
    return;
  }
  const { seq: number, ids, terms } = event.data;
  const pending = asked;
  asked = null;
  // Dropped when a newer search was asked meanwhile: only the latest one's answer is shown.
  if (pending && pending.seq === number && number === seq) pending.answer(ids, terms);
  flush();
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
      asked = null;
      queued = null;
      rows = new Map();
      appStore.set(stateAtom, { ready: false, version, posts: 0 });
    },
  };
});

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
    const number = ask(request, (ids, terms) => {
      if (number !== latest.current) return;
      const posts: PostRow[] = [];
      for (const id of ids) {
        const row = rows.get(id);
        if (row) posts.push(row);
      }
      setFound({ key, posts, terms });
    });
    latest.current = number;
    // `key` stands for the request; the posts' version says when to search again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.ready, state.version, key]);
  if (!found || !request) return { state, found: null, current: false };
  return { state, found, current: found.key === key };
}
