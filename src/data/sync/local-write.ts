import type { Table } from 'dexie';
import type { MessageKey } from '../../i18n/catalogs';
import { postArrived } from '../local/arrivals';
import { db } from '../local/database';
import { announceLocalWrite } from './local-signal';
import { requestPersistentStorage } from './storage-durability';

/** A write the device refused; `messageKey` is what the member sees. */
export class LocalWriteError extends Error {
  constructor(
    readonly messageKey: MessageKey,
    options?: ErrorOptions,
  ) {
    super(messageKey, options);
    this.name = 'LocalWriteError';
  }
}

export function isQuotaError(error: unknown): boolean {
  for (let e = error; typeof e === 'object' && e !== null; e = (e as { inner?: unknown }).inner) {
    if ((e as { name?: unknown }).name === 'QuotaExceededError') return true;
  }
  return false;
}

/**
 * Runs a command's change in one read-write Dexie transaction (rows and outbox entry together,
 * or neither), then wakes the replayer. A full disk becomes a LocalWriteError the UI can show.
 */
export async function localWrite<T>(tables: Table[], change: () => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await db.transaction('rw', tables, change);
  } catch (error) {
    if (isQuotaError(error)) throw new LocalWriteError('sync.quotaExceeded', { cause: error });
    throw error;
  }
  announceLocalWrite();
  void requestPersistentStorage();
  return result;
}

/**
 * `localWrite` of a change to a post the member sees: when the server's copy of the post is still
 * on its way into the device's (local/arrivals.ts), the change waits for it first.
 */
export async function postWrite<T>(
  postId: string,
  tables: Table[],
  change: () => Promise<T>,
): Promise<T> {
  await postArrived(postId);
  return localWrite(tables, change);
}
