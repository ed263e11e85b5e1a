import { Dexie } from 'dexie';
import { db } from '../local/database';

/**
 * Entries of this member not yet on the server (pending, failed or in conflict): signing out
 * warns with this count. The entries stay and replay when the member signs in again.
 */
export function countPendingFor(uid: string): Promise<number> {
  return db.outbox.where('[uid+status]').between([uid, Dexie.minKey], [uid, Dexie.maxKey]).count();
}
