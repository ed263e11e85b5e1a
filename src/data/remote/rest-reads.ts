import { SORT_FIELD, type BoardQuery } from '../model/board';
import { CATEGORIES, type Post } from '../model/post';
import { readRemoteConfig } from './config';
import { restEnv } from './rest-env';
import { POST_FIELDS, POST_LIST_FIELDS, postFromFirestore } from './document-converters';
import { sendRest, type RestRequest } from './page-reads';
import type { PageCursor, ServerPage } from './posts';

/**
 * The public posts' reads, as plain requests to Firestore's REST API: the board's pages and its
 * pinned notices, the home's newest posts, an opened post, the newest posts the service worker
 * keeps for reading offline. The screens' first reads are begun by the app's first, smallest
 * script (src/early.ts), while React and the screen's code are still downloading; no Firebase
 * SDK has to arrive, start and be asked first. On a first visit the page's
 * HTML sends them even sooner, built by the request builders here (runQueryRequest, postRequest),
 * and sendRest takes its answers (page-reads.ts). A visitor's first page of a post's comments
 * comes this way too (rest-comments.ts). A member's own data goes through Firestore Lite or the
 * full SDK, and the replay's writes through transactions of their own (rest-transaction.ts).
 *
 * Written by hand for two reasons the SDKs cannot meet (the README, Choices):
 * - no Firebase SDK is small enough to load before the framework, not even Lite;
 * - neither SDK can ask for fewer fields than a whole document. These reads ask for the fields
 *   the app reads (document-converters.ts), not a post's search tokens, which are most of its
 *   bytes.
 * What is hand-written is what the SDK would do for these reads: the request's shape and the
 * decoding of the answer's typed values, which the shared converters then read exactly as they
 * read the SDKs' documents.
 */

const config = readRemoteConfig(restEnv);
const { projectId, apiKey } = config.options;
const origin =
  config.mode === 'emulator'
    ? `http://${config.emulators.host}:${config.emulators.firestorePort}`
    : 'https://firestore.googleapis.com';
export const DOCUMENTS = `projects/${projectId}/databases/(default)/documents`;
export const endpoint = (path: string) => `${origin}/v1/${DOCUMENTS}${path}?key=${apiKey ?? ''}`;

/** A value as Firestore's REST API writes it: one key naming its type. */
export type RestValue =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number }
  | { timestampValue: string }
  | { stringValue: string }
  | { referenceValue: string }
  | { arrayValue: { values?: RestValue[] } }
  | { mapValue: { fields?: Record<string, RestValue> } };

export interface RestDocument {
  /** `projects/{p}/databases/(default)/documents/posts/{id}` */
  name: string;
  fields?: Record<string, RestValue>;
}

/**
 * A timestamp as the converters read it (by its `toDate`, or `toMillis` as the SDKs' has it),
 * keeping the server's exact text (written back as it was read: rest-transaction.ts).
 */
export class RestTimestamp {
  constructor(readonly text: string) {}
  toDate(): Date {
    return new Date(this.text);
  }
  toMillis(): number {
    return Date.parse(this.text);
  }
}

/** A REST value as the SDKs would give it; types the converters never read are left out. */
export function decodeValue(value: RestValue): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('booleanValue' in value) return value.booleanValue;
  if ('timestampValue' in value) return new RestTimestamp(value.timestampValue);
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).map(decodeValue);
  if ('mapValue' in value) return decodeFields(value.mapValue.fields);
  if ('referenceValue' in value) return value.referenceValue;
  return null;
}

export function decodeFields(fields: Record<string, RestValue> = {}): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, decodeValue(value)]),
  );
}

export const idOf = (document: RestDocument) =>
  document.name.slice(document.name.lastIndexOf('/') + 1);
export const toPost = (document: RestDocument) =>
  postFromFirestore(idOf(document), decodeFields(document.fields));

export async function answer<T>(response: Response): Promise<T> {
  if (!response.ok) {
    throw Object.assign(new Error(`Firestore answered ${response.status}`), {
      code: response.status === 403 ? 'permission-denied' : 'unavailable',
    });
  }
  return (await response.json()) as T;
}

/** The request of a query on `posts`, or on `collection` under the document `parent` (`/posts/{id}`). */
export function runQueryRequest(
  structuredQuery: object,
  { parent = '', collection = 'posts' } = {},
): RestRequest {
  return {
    url: endpoint(`${parent}:runQuery`),
    body: JSON.stringify({
      structuredQuery: { from: [{ collectionId: collection }], ...structuredQuery },
    }),
  };
}

/** Runs a query (see runQueryRequest); the documents it found, in its order. */
export async function runQuery(
  structuredQuery: object,
  place: { parent?: string; collection?: string } = {},
): Promise<RestDocument[]> {
  const response = await sendRest(runQueryRequest(structuredQuery, place));
  const rows = await answer<{ document?: RestDocument }[]>(response);
  return rows.flatMap((row) => (row.document ? [row.document] : []));
}

export const projection = (fields: readonly string[]) => ({
  select: { fields: fields.map((fieldPath) => ({ fieldPath })) },
});
/** A whole post, but its search tokens. */
export const WHOLE = projection(POST_FIELDS);
/** What a list of posts shows: a few hundred bytes a post. */
const LISTED = projection(POST_LIST_FIELDS);

export const postName = (id: string) => `${DOCUMENTS}/posts/${id}`;

/** A post no moderator hid: its `hidden` is false until one does (firestore.rules). */
const NOT_HIDDEN = {
  fieldFilter: { field: { fieldPath: 'hidden' }, op: 'EQUAL', value: { booleanValue: false } },
};

/**
 * A query's `where` over posts: `filters`, and never a hidden post. Every listing of posts asks
 * it (the board, the pinned notices, the newest, a member's posts, posts by id): hidden posts
 * leave every list, for their author too (docs/moderation.md).
 */
export function visiblePosts(...filters: object[]): { where: object } {
  const all = [...filters, NOT_HIDDEN];
  return { where: all.length === 1 ? all[0]! : { compositeFilter: { op: 'AND', filters: all } } };
}

const categoryIs = (category: string) => ({
  fieldFilter: { field: { fieldPath: 'category' }, op: 'EQUAL', value: { stringValue: category } },
});

/** The board's order: `field` descending, then the document id descending (ties stay apart). */
export const newestFirst = (field: string) =>
  [field, '__name__'].map((fieldPath) => ({ field: { fieldPath }, direction: 'DESCENDING' }));

/**
 * A page of the board, in the board's order (the sort field descending, then the document id
 * descending), after `after`: where the page before ended, as the server wrote it. The first
 * page comes without the posts' text (`withoutText`), which the list does not show: it is about
 * a tenth of the whole, and it is all on the way to the first row. The posts are read whole for
 * the device's copy once the rows have painted (data/board/use-board-posts.ts). The next pages
 * come whole, for the device's copy as they arrive.
 */
export async function restBoardPage(
  query: BoardQuery,
  after: PageCursor | null,
  max: number,
): Promise<ServerPage<Post>> {
  if (after && after.reader !== 'rest') {
    throw new Error(`a page read by ${after.reader}, not through REST`);
  }
  const field = SORT_FIELD[query.sort];
  const documents = await runQuery(boardPageQuery(query, after, max));
  const page = documents.slice(0, max);
  const last = page.at(-1);
  // Where the page ended, as the server wrote it (a timestamp read into a Date would lose its
  // microseconds): the next page starts exactly after it.
  const next: PageCursor | null =
    documents.length > max && last
      ? { reader: 'rest', sortValue: last.fields?.[field], id: idOf(last) }
      : null;
  return { items: page.map(toPost), next, ...(after ? {} : { withoutText: true as const }) };
}

/** restBoardPage's query: one more post than `max` says whether anything follows. */
export function boardPageQuery(
  { tab, sort }: BoardQuery,
  after: Extract<PageCursor, { reader: 'rest' }> | null,
  max: number,
): object {
  const field = SORT_FIELD[sort];
  return {
    ...(after ? WHOLE : LISTED),
    ...(tab === 'all' ? visiblePosts() : visiblePosts(categoryIs(tab))),
    orderBy: newestFirst(field),
    ...(after
      ? {
          startAt: {
            values: [
              after.sortValue ?? { nullValue: null },
              { referenceValue: postName(after.id) },
            ],
            before: false,
          },
        }
      : {}),
    // One more than asked says whether anything follows, without a second read.
    limit: max + 1,
  };
}

/** Whole posts by id, in no particular order (asked 30 at a time, Firestore's limit for `in`). */
export async function restPostsById(ids: string[]): Promise<Post[]> {
  const groups: string[][] = [];
  for (let start = 0; start < ids.length; start += 30) groups.push(ids.slice(start, start + 30));
  const found = await Promise.all(
    groups.map((group) =>
      runQuery({
        ...WHOLE,
        ...visiblePosts({
          fieldFilter: {
            field: { fieldPath: '__name__' },
            op: 'IN',
            value: {
              arrayValue: { values: group.map((id) => ({ referenceValue: postName(id) })) },
            },
          },
        }),
      }),
    ),
  );
  return found.flat().map(toPost);
}

/** The newest posts, whole, newest first. */
export async function restLatestPosts(max: number): Promise<Post[]> {
  const documents = await runQuery({
    ...WHOLE,
    ...visiblePosts(),
    orderBy: newestFirst('createdAt'),
    limit: max,
  });
  return documents.map(toPost);
}

/**
 * The newest posts of each category, whole, `perCategory` of each: what the service worker keeps
 * on the device for reading offline (sw/sw.ts, periodic-refresh.ts).
 */
export async function restNewestPostsByCategory(perCategory: number): Promise<Post[]> {
  const pages = await Promise.all(
    CATEGORIES.map((category) =>
      runQuery({
        ...WHOLE,
        ...visiblePosts(categoryIs(category)),
        orderBy: newestFirst('createdAt'),
        limit: perCategory,
      }),
    ),
  );
  return pages.flat().map(toPost);
}

/** restPinnedPosts' query. */
export const PINNED_QUERY = {
  ...WHOLE,
  ...visiblePosts({
    fieldFilter: { field: { fieldPath: 'pinned' }, op: 'EQUAL', value: { booleanValue: true } },
  }),
};

/** The pinned notices, whole, however old (few: an admin pins a handful). */
export async function restPinnedPosts(): Promise<Post[]> {
  const documents = await runQuery(PINNED_QUERY);
  return documents.map(toPost);
}

/** One post, whole, or null when there is none. */
export async function restPost(id: string): Promise<Post | null> {
  const response = await sendRest(postRequest(id));
  if (response.status === 404) return null;
  return toPost(await answer<RestDocument>(response));
}

/** restPost's request: the post's document, but its search tokens. */
export function postRequest(id: string): RestRequest {
  const mask = POST_FIELDS.map((field) => `&mask.fieldPaths=${field}`).join('');
  return { url: `${endpoint(`/posts/${encodeURIComponent(id)}`)}${mask}` };
}
