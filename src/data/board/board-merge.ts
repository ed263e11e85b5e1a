import { compareForSort, type BoardQuery } from '../model/board';
import { serverPostRow, type PostRow } from '../model/local-rows';
import type { Post } from '../model/post';
import type { BoardDevice } from '../local/board-rows';
import type { ServerPages } from '../paging/server-pager';

/** The server's side of a board listing: the pages read so far, in the server's order. */
export type BoardServer = ServerPages<Post>;

export interface BoardListing {
  posts: PostRow[];
  /** The server may have posts the list does not show (offline, or not asked yet). */
  moreOnline: boolean;
}

/**
 * The board as shown: the server's pages in the server's order, each post as the device knows it
 * when the device's copy is as new or has changes waiting; the member's posts not on the server
 * yet on top, then rows newer than the first page; posts deleted on the device left out. Before the first page (or offline) the
 * device's own rows stand in, and offline the device's rows past the last page follow it.
 * No post appears twice.
 */
export function mergeBoard(
  query: BoardQuery,
  server: BoardServer,
  device: BoardDevice,
  online: boolean,
): BoardListing {
  const compare = compareForSort(query.sort);
  const inTab = (row: PostRow) => query.tab === 'all' || row.category === query.tab;
  const listed = new Set(server.items.map((post) => post.id));
  const out = device.created.filter((row) => inTab(row) && !listed.has(row.id)).sort(compare);
  const seen = new Set(out.map((row) => row.id));
  const take = (row: PostRow) => {
    if (seen.has(row.id) || device.deleted.has(row.id) || !inTab(row)) return;
    seen.add(row.id);
    out.push(row);
  };

  // Posts the device learned of after the first page was read (new ones from the listeners, the
  // member's own once acknowledged) sort before it: they lead, in the board's order. A post the
  // server listed keeps the server's place.
  const first = server.items[0];
  for (const row of device.window) {
    if (first && !listed.has(row.id) && compare(row, first) < 0) take(row);
  }

  for (const post of server.items) {
    const row = device.rows.get(post.id);
    take(row && (row.pending || row.version >= post.version) ? row : serverPostRow(post));
  }
  const last = server.items.at(-1);
  if (!server.started || (!online && !server.done)) {
    // What the device holds past the server's last page, in the device's order.
    for (const row of device.window) if (!last || compare(row, last) > 0) take(row);
  }
  return { posts: out, moreOnline: !server.done };
}

/**
 * The device's rows that fall among the server's pages read so far, in the board's order (or
 * before the first), but that the server did not list: hidden by a moderator (or deleted) since
 * the device read them, or (before the first page) new since it was read. The caller reads them
 * again, so the device's copy loses the hidden and deleted ones too (data/sync/mirror-writes.ts)
 * and they do not come back offline. Rows with changes waiting are the device's own.
 */
export function rowsTheServerLacks(
  query: BoardQuery,
  server: BoardServer,
  device: BoardDevice,
): string[] {
  const last = server.items.at(-1);
  if (!last) return [];
  const compare = compareForSort(query.sort);
  const listed = new Set(server.items.map((post) => post.id));
  return device.window
    .filter(
      (row) =>
        (query.tab === 'all' || row.category === query.tab) &&
        !listed.has(row.id) &&
        !row.pending &&
        !device.deleted.has(row.id) &&
        compare(row, last) <= 0,
    )
    .map((row) => row.id);
}
