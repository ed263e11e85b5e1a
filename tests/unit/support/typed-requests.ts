import type { SearchRequest } from '../../../src/data/search/search-index';

/** Each query typed a character at a time: a post search for every prefix, with `filters`. */
export function* typedRequests(
  queries: readonly string[],
  filters: Partial<SearchRequest> = {},
): Generator<SearchRequest> {
  for (const query of queries) {
    const chars = Array.from(query);
    for (let end = 1; end <= chars.length; end += 1) {
      yield { text: chars.slice(0, end).join(''), kind: 'post', ...filters };
    }
  }
}
