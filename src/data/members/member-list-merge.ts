import type { ServerPages } from '../paging/server-pager';

/** What a member's list holds: their posts or comments, each dated and versioned. */
export interface Dated {
  id: string;
  createdAt: Date;
  /** The server's version (1 where a document has none). */
  version?: number;
  /** Changes to it wait on this device. */
  pending?: boolean;
}

/** A member's lists' order, the server's: newest first, then the id descending. */
export function newestFirst(a: Dated, b: Dated): number {
  return +b.createdAt - +a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

export interface MemberList<T> {
  items: T[];
  /** The server may have more than the list shows (offline, or not asked yet). */
  moreOnline: boolean;
}

/**
 * A member's posts or comments as shown: the server's pages in the server's order, each item as
 * the device knows it when the device's copy has changes waiting or is as new; what the device
 * holds newer than the first page (written here and not sent yet, or learnt since) on top;
 * items deleted on this device left out. Before the first page, and offline, the device's own
 * items stand in, and offline they follow the last page. No item appears twice.
 */
export function mergeMemberList<T extends Dated>(
  server: ServerPages<T>,
  device: readonly T[],
  deleted: ReadonlySet<string>,
  online: boolean,
): MemberList<T> {
  const held = [...device].sort(newestFirst);
  const rows = new Map(held.map((row) => [row.id, row]));
  const listed = new Set(server.items.map((item) => item.id));
  const out: T[] = [];
  const seen = new Set<string>();
  const take = (item: T) => {
    if (seen.has(item.id) || deleted.has(item.id)) return;
    seen.add(item.id);
    out.push(item);
  };
  const first = server.items[0];
  for (const row of held) {
    if (!listed.has(row.id) && (row.pending || (first && newestFirst(row, first) < 0))) take(row);
  }
  for (const item of server.items) {
    const row = rows.get(item.id);
    take(row && (row.pending || (row.version ?? 1) >= (item.version ?? 1)) ? row : item);
  }
  const last = server.items.at(-1);
  if (!server.started || (!online && !server.done)) {
    for (const row of held) if (!last || newestFirst(row, last) > 0) take(row);
  }
  return { items: out, moreOnline: !server.done };
}
