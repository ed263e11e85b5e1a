import { SORT_FIELD, type BoardQuery } from '../model/board';
import type { Post } from '../model/post';
import { readRemoteConfig } from './config';
import { POST_LIST_FIELDS, postFromFirestore } from './document-converters';
import type { PageCursor, ServerPage } from './posts';

/**
 * The screens' first reads of public posts, as plain requests to Firestore's REST API: the
 * board's first page, its pinned notices and an opened post. They are begun by the app's first,
 * smallest script (src/early.ts), while React and the screen's code are still downloading; no
 * Firebase SDK has to arrive, start and be asked first. Everything after the first view
 * (further pages, comments, writes) goes through Firestore Lite or the full SDK.
 *
 * Written by hand because no Firebase SDK is small enough to load before the framework: Lite
 * with its core is 39.7 KB gzipped (the README, Choices). What is hand-written is what the SDK
 * would do for these three reads: the request's shape and the decoding of the answer's typed
 * values, which the shared converters then read exactly as they read Lite's documents.
 */

const config = readRemoteConfig(import.meta.env);
const { projectId, apiKey } = config.options;
const origin =
  config.mode === 'emulator'
    ? `http://${config.emulators.host}:${config.emulators.firestorePort}`
    : 'https://firestore.googleapis.com';
const DOCUMENTS = `projects/${projectId}/databases/(default)/documents`;
const endpoint = (path: string) => `${origin}/v1/${DOCUMENTS}${path}?key=${apiKey ?? ''}`;

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

/** A timestamp as the converters read it (by its `toDate`), keeping the server's exact text. */
export class RestTimestamp {
  constructor(readonly text: string) {}
  toDate(): Date {
    return new Date(this.text);
  }
}

/** A REST timestamp's text (`2026-11-23T21:00:00.123456Z`, always UTC), to the nanosecond. */
export function timestampParts(text: string): { seconds: number; nanos: number } {
  const [, whole = text, fraction = ''] = /^(.*?)(?:\.(\d+))?Z$/.exec(text) ?? [];
  return {
    seconds: Math.floor(Date.parse(`${whole}Z`) / 1000),
    nanos: Number(fraction.padEnd(9, '0').slice(0, 9)),
  };
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

const idOf = (document: RestDocument) => document.name.slice(document.name.lastIndexOf('/') + 1);
const toPost = (document: RestDocument) =>
  postFromFirestore(idOf(document), decodeFields(document.fields));

async function answer<T>(response: Response): Promise<T> {
  if (!response.ok) {
    throw Object.assign(new Error(`Firestore answered ${response.status}`), {
      code: response.status === 403 ? 'permission-denied' : 'unavailable',
    });
  }
  return (await response.json()) as T;
}

/** Runs a query on `posts`; the documents it found, in its order. */
async function runQuery(structuredQuery: object): Promise<RestDocument[]> {
  const response = await fetch(endpoint(':runQuery'), {
    method: 'POST',
    // As Firestore Lite sends it: a "simple" request, which needs no CORS preflight first (one
    // round trip less); the server reads the body as JSON all the same.
    headers: { 'Content-Type': 'text/plain' },
    body: JSON.stringify({
      structuredQuery: { from: [{ collectionId: 'posts' }], ...structuredQuery },
    }),
  });
  const rows = await answer<{ document?: RestDocument }[]>(response);
  return rows.flatMap((row) => (row.document ? [row.document] : []));
}

/**
 * The board's first page, in the board's order (lite-reads.ts `fetchBoardPage` reads the rest),
 * without the posts' text, which the list does not show: the page is about a tenth of its whole
 * size, and it is all on the way to the first row. The whole posts are read for the device's
 * copy once the rows have painted (data/board/use-board-posts.ts).
 */
export async function restBoardFirstPage(
  { tab, sort }: BoardQuery,
  max: number,
): Promise<ServerPage<Post>> {
  const field = SORT_FIELD[sort];
  const documents = await runQuery({
    select: { fields: POST_LIST_FIELDS.map((fieldPath) => ({ fieldPath })) },
    ...(tab === 'all'
      ? {}
      : {
          where: {
            fieldFilter: {
              field: { fieldPath: 'category' },
              op: 'EQUAL',
              value: { stringValue: tab },
            },
          },
        }),
    orderBy: [
      { field: { fieldPath: field }, direction: 'DESCENDING' },
      { field: { fieldPath: '__name__' }, direction: 'DESCENDING' },
    ],
    // One more than asked says whether anything follows, without a second read.
    limit: max + 1,
  });
  const page = documents.slice(0, max);
  const last = page.at(-1);
  // Where the page ended, as the server wrote it: Firestore Lite reads the next page from it.
  const next: PageCursor | null =
    documents.length > max && last
      ? { reader: 'rest', sortValue: last.fields?.[field], id: idOf(last) }
      : null;
  return { items: page.map(toPost), next, withoutText: true };
}

/** The pinned notices, however old (few: an admin pins a handful). */
export async function restPinnedPosts(): Promise<Post[]> {
  const documents = await runQuery({
    where: {
      fieldFilter: { field: { fieldPath: 'pinned' }, op: 'EQUAL', value: { booleanValue: true } },
    },
  });
  return documents.map(toPost);
}

/** One post, or null when there is none. */
export async function restPost(id: string): Promise<Post | null> {
  const response = await fetch(endpoint(`/posts/${encodeURIComponent(id)}`));
  if (response.status === 404) return null;
  return toPost(await answer<RestDocument>(response));
}
