import { bigrams, queryUnits, type Unit } from './tokenize';
import type { SearchRequest } from './search-index';

// A query typed on often can only match a subset of what the previous one matched: then only
// the previous hits need scoring. Decided on the query's units (after folding, trailing jamo and
// Korean endings), as the index's query tree is built from them, never on the raw text.

/** The previous search: its request, its hits' ids and the index version it ran against. */
export interface PreviousSearch {
  request: SearchRequest;
  ids: ReadonlySet<string>;
  version: number;
}

/** Whether every term `next` matches is matched by `prev` (search-index.ts's query rules). */
export function unitNarrows(prev: Unit, next: Unit): boolean {
  if (prev.cjk !== next.cjk) return false;
  if (prev.text === next.text) return true;
  if (prev.cjk) {
    const chars = Array.from(prev.text);
    // One character: a prefix of a bigram; any run whose first bigram starts with it.
    if (chars.length === 1)
      return Array.from(next.text).length >= 2 && next.text.startsWith(prev.text);
    // A run: the AND of its bigrams; a run holding every one of them asks for more.
    const grams = new Set(bigrams(next.text));
    return bigrams(prev.text).every((gram) => grams.has(gram));
  }
  // A word: a prefix from two characters on, with one typo from four (numbers never). A longer
  // word with no typo allowed matches only terms that start with the shorter prefix; one with a
  // typo allowed may match a term the shorter one does not (a typo inside the shorter part).
  const prevPrefix = Array.from(prev.text).length >= 2;
  const nextTypo = !/^\d+$/.test(next.text) && Array.from(next.text).length >= 4;
  return prevPrefix && !nextTypo && next.text.startsWith(prev.text);
}

const sameFilters = (a: SearchRequest, b: SearchRequest) =>
  a.kind === b.kind &&
  (a.category ?? null) === (b.category ?? null) &&
  a.locale === b.locale &&
  (a.tags ?? []).join('\u0000') === (b.tags ?? []).join('\u0000');

/**
 * Whether `next` can be answered by scoring only `previous`'s hits with the same answer as a
 * full search: the index has not changed since, both match every word, the previous one was not
 * cut short by a limit, the filters are the same, and each of the previous query's units is
 * narrowed by the unit at its place in the new one (more units only ask for more).
 */
export function canNarrow(previous: PreviousSearch, next: SearchRequest, version: number): boolean {
  const prev = previous.request;
  if (previous.version !== version) return false;
  if ((prev.match ?? 'all') !== 'all' || (next.match ?? 'all') !== 'all') return false;
  if ((prev.limit ?? Infinity) !== Infinity && previous.ids.size >= (prev.limit ?? Infinity))
    return false;
  if (!sameFilters(prev, next)) return false;
  const before = queryUnits(prev.text);
  const after = queryUnits(next.text);
  if (before.length === 0 || after.length < before.length) return false;
  return before.every((unit, i) => unitNarrows(unit, after[i]!));
}
