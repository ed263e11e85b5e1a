import type { Category, Post } from '../model/post';
import { callRemote } from '../remote';
import type { PageCursor } from '../remote/remote-api';
import { anchorTokenOf, fold, queryTokensOf, searchTokensOf } from './search-tokens.mjs';

/** What a member searches for: words, every one of some tags, perhaps one category. */
export interface PostSearchQuery {
  text: string;
  tags: readonly string[];
  category: Category | null;
}

/** Where the next page of results starts; what it holds is the engine's own business. */
export type SearchCursor = { readonly __searchCursor: unique symbol };

export interface PostSearchPage {
  /** Posts that match every word and every tag, in no particular order (the device ranks). */
  posts: Post[];
  next: SearchCursor | null;
}

/**
 * The one door to search over every post on the server. Firestore's token search below is one
 * engine; a hosted one (Typesense, Meilisearch, Algolia) fits behind the same two types: it
 * takes the query, returns matching posts and a cursor, and the device ranks what it returns
 * together with its own index.
 */
export interface PostSearchEngine {
  /** False when the engine cannot answer this query (a lone Korean syllable, say). */
  answers(query: PostSearchQuery): boolean;
  searchPage(query: PostSearchQuery, after: SearchCursor | null): Promise<PostSearchPage>;
}

/** Matches wanted before a page returns, and server reads allowed for one page. */
const PAGE_MATCHES = 20;
const READ_SIZE = 60;
const READS_PER_PAGE = 4;

const asSearchCursor = (cursor: PageCursor) => cursor as unknown as SearchCursor;
const asPageCursor = (cursor: SearchCursor) => cursor as unknown as PageCursor;

function planOf(query: PostSearchQuery) {
  const required = queryTokensOf(query.text, query.tags);
  const [firstTag] = query.tags;
  // A tag is asked through `tags` itself, so posts written before `searchTokens` existed count.
  if (firstTag) {
    const values = [...new Set([firstTag, fold(firstTag)])];
    return { required, anchor: { field: 'tags' as const, values } };
  }
  const token = anchorTokenOf(required);
  return token ? { required, anchor: { field: 'searchTokens' as const, values: [token] } } : null;
}

/** Whether a post holds every token of the query, by the same rules that wrote its tokens. */
export function matchesEveryToken(post: Post, required: readonly string[]): boolean {
  const tokens = new Set(searchTokensOf(post));
  return required.every((token) => tokens.has(token));
}

/**
 * Search over Firestore itself: each post carries `searchTokens` (Korean bigrams, English word
 * prefixes, `#tags`, at most 200), written with its content. The server is asked for one token
 * with `array-contains-any`; the device keeps the posts holding all of them.
 */
export const firestoreTokenSearch: PostSearchEngine = {
  answers: (query) => planOf(query) !== null,
  async searchPage(query, after) {
    const plan = planOf(query);
    if (!plan) return { posts: [], next: null };
    const posts: Post[] = [];
    let cursor = after ? asPageCursor(after) : null;
    for (let read = 0; read < READS_PER_PAGE; read += 1) {
      const page = await callRemote((api) =>
        api.searchPostsPage({
          anchor: plan.anchor,
          category: query.category,
          after: cursor,
          limit: READ_SIZE,
        }),
      );
      posts.push(...page.items.filter((post) => matchesEveryToken(post, plan.required)));
      cursor = page.next;
      if (!cursor || posts.length >= PAGE_MATCHES) break;
    }
    return { posts, next: cursor ? asSearchCursor(cursor) : null };
  },
};
