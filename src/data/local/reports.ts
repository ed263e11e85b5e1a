import { Dexie } from 'dexie';
import { db } from './database';

/** The keys of the items the member reported, as this device holds them (reportKey). */
export async function reportedKeysOf(uid: string): Promise<string[]> {
  return (
    await db.reports
      .where('[uid+key]')
      .between([uid, Dexie.minKey], [uid, Dexie.maxKey])
      .primaryKeys()
  ).map(([, key]) => key);
}
