import { SearchIndex, type SearchDocument, type SearchRequest } from './search-index';

/** What the page sends the search worker. */
export type ToSearchWorker =
  | {
      type: 'update';
      /** Posts added or changed since the last update. */
      set: SearchDocument[];
      /** Posts no longer on the device. */
      remove: string[];
      /** The index version the page gives the device's posts once this update is in. */
      version: number;
    }
  | { type: 'search'; seq: number; request: SearchRequest };

/** A hit as the worker returns it: the page holds the posts themselves. */
export interface WorkerHit {
  id: string;
  score: number;
  terms: string[];
}

/** What the search worker answers. */
export type FromSearchWorker = {
  type: 'result';
  seq: number;
  /** The index version the search ran on. */
  version: number;
  hits: WorkerHit[];
};

/**
 * The search worker's logic, apart from the worker itself: it holds the index over the
 * device's posts, applies the page's updates in the order they come and answers each search
 * through `reply`.
 */
export function searchWorkerHandler(reply: (message: FromSearchWorker) => void) {
  const index = new SearchIndex();
  let version = 0;
  return (message: ToSearchWorker): void => {
    if (message.type === 'update') {
      for (const id of message.remove) index.delete(id);
      for (const doc of message.set) index.set(doc);
      version = message.version;
      return;
    }
    const hits = index
      .search(message.request)
      .map((hit) => ({ id: hit.doc.id, score: hit.score, terms: hit.terms }));
    reply({ type: 'result', seq: message.seq, version, hits });
  };
}
