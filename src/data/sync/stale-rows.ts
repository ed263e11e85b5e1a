import { db } from '../local/database';
import { rowRefOf } from './entry-paths';

// Rows the device may hold wrong after the member discarded changes or kept the server's
// version: the leader re-reads them from the server when it can. Kept in Dexie, so a reload
// (or another tab) still knows.

const STALE_KEY = 'stale-rows';

async function read(): Promise<string[]> {
  const row = await db.meta.get(STALE_KEY);
  return Array.isArray(row?.value)
    ? row.value.filter((p): p is string => typeof p === 'string')
    : [];
}

/** Call inside a transaction that includes `db.meta` (or on its own). */
export async function markStale(paths: readonly string[]): Promise<void> {
  const mirrored = paths.filter((path) => rowRefOf(path) !== null);
  if (mirrored.length === 0) return;
  const value = [...new Set([...(await read()), ...mirrored])];
  await db.meta.put({ key: STALE_KEY, value });
}

export function staleRows(): Promise<string[]> {
  return read();
}

export async function clearStale(path: string): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    await db.meta.put({ key: STALE_KEY, value: (await read()).filter((p) => p !== path) });
  });
}
