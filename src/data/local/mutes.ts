import { Dexie } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import type { MuteRow } from '../model/local-rows';
import { db } from './database';

const rowsOf = (uid: string) =>
  db.mutes.where('[uid+mutedUid]').between([uid, Dexie.minKey], [uid, Dexie.maxKey]);

/** The uids the member muted, as this device holds them. */
export async function mutedUidsOf(uid: string): Promise<string[]> {
  return (await rowsOf(uid).toArray()).map((row) => row.mutedUid);
}

/** The member's mutes, live from the device (undefined while first loading). */
export function useMuteRows(uid: string): MuteRow[] | undefined {
  return useLiveQuery(() => rowsOf(uid).toArray(), [uid]);
}
