import { canNarrow, type PreviousSearch } from './narrowing';
import { LeafCache, run, type Steps } from './leaf-search';
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

  query(request: SearchRequest): Answered {
    return run(this.querySteps(request));
  }

  /** query, in steps (leaf-search.ts): one stopped midway leaves no trace but its words searched. */
  *querySteps(request: SearchRequest): Steps<Answered> {
    const previous = this.previous;
    const narrowed = previous !== null && canNarrow(previous, request, this.index.changes);
    const found = yield* this.index.searchSteps(
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

interface Answered {
  hits: WorkerHit[];
  narrowed: boolean;
}

/** How long a search runs before it lets the worker's messages in (a newer search, an update). */
const SLICE_MS = 8;

/** How long a search runs before a newer one sent meanwhile takes its place. */
const YIELD_AFTER_MS = 50;

/** Lets the messages already sent to the worker run, then goes on. */
function letMessagesIn(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * The worker's message handler: updates applied in the order they come; searches answered, the
 * latest first. A search runs in slices of SLICE_MS, letting the messages sent meanwhile in
 * between: a newer search takes its place (the page shows only the latest one's answer, and the
 * member has typed on), and an update of the index starts it again. So the answer to the last key
 * waits on at most one slice, or one word's search, of a search the member typed past. The list of
 * numbers found is handed over rather than copied (`transfer`). Returns when the message's work
 * is done (for tests).
 */
export function searchWorkerHandler(
  reply: (message: FromSearchWorker, transfer?: Transferable[]) => void,
  {
    sliceMs = SLICE_MS,
    yieldAfterMs = YIELD_AFTER_MS,
  }: { sliceMs?: number; yieldAfterMs?: number } = {},
) {
  const search = new DeviceSearch();
  const numberOf = new Map<string, number>();
  let waiting: Extract<ToSearchWorker, { type: 'search' }> | null = null;
  /** Whether `searches` is running; a search that fits one slice runs and ends at once. */
  let running = false;
  let searches: Promise<void> = Promise.resolve();

  const answer = (seq: number, { hits, narrowed }: Answered) => {
    const terms = new Set<string>();
    // Hits that matched the same terms share one list (leaf-search.ts): each is read once.
    const read = new Set<readonly string[]>();
    for (const hit of hits) {
      if (read.has(hit.terms)) continue;
      read.add(hit.terms);
      for (const term of hit.terms) terms.add(term);
    }
    const found = Int32Array.from(hits, (hit) => numberOf.get(hit.id)!);
    reply({ type: 'result', seq, found, terms: [...terms], narrowed }, [found.buffer]);
  };

  // Sets `running` and, should no search have to wait, clears it again before it returns.
  const runSearches = async () => {
    running = true;
    try {
      while (waiting) {
        const asked = waiting;
        waiting = null;
        const changes = search.index.changes;
        const steps = search.querySteps(asked.request);
        const startedAt = performance.now();
        let sliceFrom = startedAt;
        for (;;) {
          const next = steps.next();
          if (next.done) {
            answer(asked.seq, next.value);
            break;
          }
          if (performance.now() - sliceFrom < sliceMs) continue;
          await letMessagesIn();
          sliceFrom = performance.now();
          // A newer search takes the place of one that has run long; a short one ends first, as
          // the next often only narrows its answer (narrowing.ts).
          if (waiting && sliceFrom - startedAt >= yieldAfterMs) break;
          if (search.index.changes !== changes) {
            waiting = asked;
            break;
          }
        }
      }
    } finally {
      running = false;
    }
  };

  return (message: ToSearchWorker): Promise<void> => {
    if (message.type === 'update') {
      search.update(message.set, message.remove);
      for (const id of message.remove) numberOf.delete(id);
      message.set.forEach((doc, i) => numberOf.set(doc.id, message.numbers[i]!));
      if (message.read) reply({ type: 'indexed', ...message.read });
      return Promise.resolve();
    }
    waiting = message;
    if (!running) searches = runSearches();
    return searches;
  };
}
