import { Dexie } from 'dexie';
import { db } from '../local/database';
import { imageSlotsIn, type SlotName } from '../model/image-slots';
import { localImageIds } from './local-images';

// What the device says about a member's image slots (../model/image-slots.ts): the ones its copy
// of their posts shows, or a post of theirs waiting in the outbox will show. Asked before a slot
// is freed (the server is asked too, see ../remote/storage-free.ts) and before an orphaned
// upload is removed: the device may know of a post the server does not have yet.

/** The member's slots shown by the device's posts, their waiting posts and kept uploads. */
export async function slotsShownHere(uid: string): Promise<Set<SlotName>> {
  const shown = new Set<SlotName>();
  const add = (markdown: string) => imageSlotsIn(markdown, uid).forEach((s) => shown.add(s));
  for (const row of await db.posts.where('uid').equals(uid).toArray()) add(row.content);
  const entries = await db.outbox
    .where('[uid+status]')
    .between([uid, Dexie.minKey], [uid, Dexie.maxKey])
    .toArray();
  const waiting: string[] = [];
  for (const entry of entries) {
    if (entry.op !== 'post.create' && entry.op !== 'post.edit') continue;
    add(entry.payload.content);
    waiting.push(...localImageIds(entry.payload.content));
  }
  // Uploads done whose posts still wait: their markdown holds the local reference, not the URL.
  for (const upload of await db.uploads.bulkGet(waiting))
    if (upload?.downloadURL) add(upload.downloadURL);
  return shown;
}
