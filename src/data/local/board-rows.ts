import { Dexie, type IndexableType } from 'dexie';
import type { BoardQuery } from '../model/board';
import { parseDocumentPath } from '../model/document-paths';
import { SORT_FIELD } from '../model/board';
import type { PostRow } from '../model/local-rows';
import { db } from './database';

/** What the device holds for one board listing, read in one live query. */
export interface BoardDevice {
  /** The device's own rows in the board's order (its indexes), the first `limit` of them. */
  window: PostRow[];
  /** The device's rows of posts the server listed, by id: fresher or pending versions. */
  rows: Map<string, PostRow>;
  /** Posts written on this device that the server does not have yet. */
  created: PostRow[];
  /** Posts deleted on this device whose deletion the server has not acknowledged yet. */
  deleted: Set<string>;
}

/** Index names in schema.ts, per sort field, without and with a category. */
function indexFor(query: BoardQuery): {
  index: string;
  lower: unknown[];
  upper: unknown[];
  keyOf: (row: PostRow) => IndexableType;
} {
  const field = SORT_FIELD[query.sort];
  if (query.tab === 'all') {
    return {
      index: `[kind+${field}]`,
      lower: ['post', Dexie.minKey],
      upper: ['post', Dexie.maxKey],
      keyOf: (row) => ['post', row[field]] as IndexableType,
    };
  }
  return {
    index: `[kind+category+${field}]`,
    lower: ['post', query.tab, Dexie.minKey],
    upper: ['post', query.tab, Dexie.maxKey],
    keyOf: (row) => ['post', query.tab, row[field]] as IndexableType,
  };
}

/**
 * The device's next `limit` rows of a board listing after `after` (a row it listed), in the
 * board's order: read from the index past that row's key (keyset paging), so a page deep in a
 * 100,000-post copy costs what the first does. Rows that share the key sort by id, downward, as
 * the index walks them backward.
 */
export async function readBoardRowsAfter(
  query: BoardQuery,
  after: PostRow,
  limit: number,
): Promise<PostRow[]> {
  const { index, lower, keyOf } = indexFor(query);
  const key = keyOf(after);
  return db.transaction('r', db.posts, async () => {
    const tiedIds = ((await db.posts.where(index).equals(key).primaryKeys()) as string[]).filter(
      (id) => id < after.id,
    );
    tiedIds.sort().reverse();
    const tied = (await db.posts.bulkGet(tiedIds.slice(0, limit))).filter(
      (row): row is PostRow => row !== undefined && !row.hidden,
    );
    if (tied.length >= limit) return tied;
    const below = await db.posts
      .where(index)
      .between(lower, key, true, false)
      .reverse()
      .filter((row) => !row.hidden)
      .limit(limit - tied.length)
      .toArray();
    return [...tied, ...below];
  });
}

/**
 * Reads the device's side of a board listing: its first `limit` rows in the board's order, its
 * rows for the ids the server listed, and the posts the outbox still creates or deletes.
 */
export async function readBoardDevice(
  query: BoardQuery,
  limit: number,
  serverIds: readonly string[],
): Promise<BoardDevice> {
  const { index, lower, upper } = indexFor(query);
  // Hidden posts leave every list, their author's too (docs/moderation.md).
  const window = await db.posts
    .where(index)
    .between(lower, upper)
    .reverse()
    .filter((row) => !row.hidden)
    .limit(limit)
    .toArray();
  const listed = (await db.posts.bulkGet([...serverIds])).filter((row) => row !== undefined);
  const createdIds = new Set<string>();
  const deleted = new Set<string>();
  // The outbox holds few entries: read whole rather than indexed by operation.
  for (const entry of await db.outbox.toArray()) {
    const target = parseDocumentPath(entry.target);
    if (target?.kind !== 'post') continue;
    if (entry.op === 'post.create') createdIds.add(target.postId);
    if (entry.op === 'post.delete') deleted.add(target.postId);
  }
  const created = (await db.posts.bulkGet([...createdIds])).filter((row) => row !== undefined);
  return { window, rows: new Map(listed.map((row) => [row.id, row])), created, deleted };
}
