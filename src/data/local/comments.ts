import { Dexie } from 'dexie';
import { db } from './database';

/** A post's comments on the device, oldest first (the `[postId+createdAt]` index). */
export function postComments(postId: string) {
  return db.comments
    .where('[postId+createdAt]')
    .between([postId, Dexie.minKey], [postId, Dexie.maxKey]);
}
