import type { PostRow } from '../model/local-rows';
import { canNarrow, type PreviousSearch } from './narrowing';
import { postDocument } from './post-document';
import { SearchIndex, type SearchRequest } from './search-index';

/** One hit as the search worker answers it: the post's id, its score and its matched terms. */
export interface DeviceHit {
  id: string;
  score: number;
  terms: string[];
}

export interface DeviceAnswer {
  seq: number;
  hits: DeviceHit[];
  /** True when only the previous query's hits were scored (narrowing.ts). */
  narrowed: boolean;
}

/**
 * The device's posts indexed for search, as the search worker runs it: rows in, answers out,
 * with no DOM and no React, so it runs the same in a worker and in a unit test.
 */
export class DeviceSearch {
  readonly index = new SearchIndex();
  private version = 0;
  private previous: PreviousSearch | null = null;

  get size(): number {
    return this.index.size;
  }

  /** Makes the index hold exactly `rows` (adds, replaces, deletes); returns whether it changed. */
  setRows(rows: readonly PostRow[]): boolean {
    const done = this.index.reconcile(rows.map(postDocument), (doc) => doc.kind === 'post');
    const changed = done.added + done.replaced + done.removed > 0;
    if (changed) this.version += 1;
    return changed;
  }

  query(seq: number, request: SearchRequest): DeviceAnswer {
    const narrowed = this.previous !== null && canNarrow(this.previous, request, this.version);
    const hits = this.index.search(narrowed ? { ...request, within: this.previous!.ids } : request);
    this.previous = {
      request,
      ids: new Set(hits.map((hit) => hit.doc.id)),
      version: this.version,
    };
    return {
      seq,
      narrowed,
      hits: hits.map((hit) => ({ id: hit.doc.id, score: hit.score, terms: hit.terms })),
    };
  }
}
