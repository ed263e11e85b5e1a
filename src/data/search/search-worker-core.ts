import { canNarrow, type PreviousSearch } from './narrowing';
import { LeafCache } from './leaf-search';
import { SearchIndex, type SearchDocument, type SearchRequest } from './search-index';

/** What the page sends the search worker. */
export type ToSearchWorker =
  | {
      type: 'update';
      /** Posts added or changed since the last update. */
      set: SearchDocument[];
      /**
       * The page's number for each of `set` (in the same order), which answers give back
       * instead of the ids: a list of numbers goes to the page without a copy and is read there
       * without a lookup by id, where a search finds tens of thousands of posts.
       */
      numbers: number[];
      /** Posts no longer on the device. */
      remove: string[];
      /**
       * On the last update of a read of the posts table: the read's number and its count of
       * posts, which the worker sends back once its index holds them.
       */
      read?: { version: number; posts: number };
    }
  | { type: 'search'; seq: number; request: SearchRequest };

/** A hit as DeviceSearch finds it. */
export interface WorkerHit {
  id: string;
  score: number;
  terms: readonly string[];
}

/** What the search worker answers: a search's hits, or that a read of the table is indexed. */
export type FromSearchWorker =
  | {
      type: 'result';
      seq: number;
      /** The posts found, best first, by the page's numbers (the page holds the posts). */
      found: Int32Array;
      /**
       * Every term any of them matched, for highlighting: a term of these in a found post's
       * title is one it matched. One list rather than one per post keeps the answer small when
       * a query finds tens of thousands of posts.
       */
      terms: string[];
      /** True when only the previous search's hits were scored (narrowing.ts). */
      narrowed: boolean;
    }
  | { type: 'indexed'; version: number; posts: number };

/**
 * The device's posts indexed for search, as the search worker holds them: updates in, answers
 * out, with no DOM and no messages, so it runs the same in the worker and in a unit test. A
 * query typed on from the previous one scores only the previous one's hits when that gives the
 * same answer as a full search (narrowing.ts), and the words searched for the previous keys are
 * not searched again while the index stays the same (leaf-search.ts).
 */
export class DeviceSearch {
  constructor(readonly index = new SearchIndex()) {}
  private previous: PreviousSearch | null = null;
  /** The words searched in full, kept for the next keys (leaf-search.ts). */
  private readonly leaves = new LeafCache();

  update(set: readonly SearchDocument[], remove: readonly string[]): void {
    for (const id of remove) this.index.delete(id);
    for (const doc of set) this.index.set(doc);
  }

  query(request: SearchRequest): { hits: WorkerHit[]; narrowed: boolean } {
    const previous = this.previous;
    const narrowed = previous !== null && canNarrow(previous, request, this.index.changes);
    const found = this.index.search(
      narrowed ? { ...request, within: previous.ids } : request,
      this.leaves,
    );
    this.previous = {
      request,
      ids: new Set(found.map((hit) => hit.doc.id)),
      version: this.index.changes,
    };
    return {
      narrowed,
      hits: found.map((hit) => ({ id: hit.doc.id, score: hit.score, terms: hit.terms })),
    };
  }
}

/**
 * The worker's message handler: updates applied in the order they come, each search answered
 * (with the list of numbers to hand over rather than copy, `transfer`).
 */
export function searchWorkerHandler(
  reply: (message: FromSearchWorker, transfer?: Transferable[]) => void,
) {
  const search = new DeviceSearch();
  const numberOf = new Map<string, number>();
  return (message: ToSearchWorker): void => {
    if (message.type === 'update') {
      search.update(message.set, message.remove);
      for (const id of message.remove) numberOf.delete(id);
      message.set.forEach((doc, i) => numberOf.set(doc.id, message.numbers[i]!));
      if (message.read) reply({ type: 'indexed', ...message.read });
      return;
    }
    const { hits, narrowed } = search.query(message.request);
    const terms = new Set<string>();
    // Hits that matched the same terms share one list (leaf-search.ts): each is read once.
    const read = new Set<readonly string[]>();
    for (const hit of hits) {
      if (read.has(hit.terms)) continue;
      read.add(hit.terms);
      for (const term of hit.terms) terms.add(term);
    }
    const found = Int32Array.from(hits, (hit) => numberOf.get(hit.id)!);
    reply({ type: 'result', seq: message.seq, found, terms: [...terms], narrowed }, [found.buffer]);
  };
}
