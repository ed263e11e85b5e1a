import { Dexie } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from './database';
import type { TodoRow } from '../model/local-rows';

/** The member's to-dos in list order, live from the device (undefined while first loading). */
export function useTodos(uid: string): TodoRow[] | undefined {
  return useLiveQuery(
    () => db.todos.where('[uid+order]').between([uid, Dexie.minKey], [uid, Dexie.maxKey]).toArray(),
    [uid],
  );
}
