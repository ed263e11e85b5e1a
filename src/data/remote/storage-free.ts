import { collection, getDocs, limit, query, where } from 'firebase/firestore/lite';
import { imageSlotsIn, slotPath, type SlotName } from '../model/image-slots';
import type { ApplyOutcome, OutboxEntry } from '../model/outbox';
import { liteFirestore, readDocumentFromServer } from './direct-reads';
import {
  StorageHttpError,
  objectUrl,
  storageRequestsAs,
  type ObjectResource,
} from './storage-fetch-uploads';

// Freeing one of a member's image slots (../model/image-slots.ts), for the page and the service
// worker alike: Storage's REST API with fetch (as the worker's uploads), Firestore Lite for the
// server's posts. Run after the commit that took the slot out of its post (the entry depends on
// it), so the server's posts are the truth to ask.

type FreeEntry = Extract<OutboxEntry, { op: 'image.free' }>;

/**
 * Whether a post of the member's on the server still shows the slot: the post the entry came
 * from (by its content: a post from before `images`, or a delete the member discarded), or any
 * post listing it in `images` (one bounded query, by equality and array-contains).
 */
async function shownOnServer(uid: string, slot: SlotName, postId: string): Promise<boolean> {
  const post = (await readDocumentFromServer(`posts/${postId}`)).data;
  if (typeof post?.content === 'string' && imageSlotsIn(post.content, uid).includes(slot))
    return true;
  const listing = await getDocs(
    query(
      collection(liteFirestore(), 'posts'),
      where('uid', '==', uid),
      where('images', 'array-contains', slot),
      limit(1),
    ),
  );
  return !listing.empty;
}

/**
 * Deletes the object in the entry's slot when it is still the image the post showed (its token)
 * and no post of the member's on the server shows the slot: `applied`. Nothing there any more
 * (freed before, a replay): `already-applied`. Another image in the slot since, or still shown:
 * `gone`, nothing deleted.
 */
export async function freeImageSlot(entry: FreeEntry, signal?: AbortSignal): Promise<ApplyOutcome> {
  const { uid, slot, payload } = entry;
  const { base, bucket, headers } = await storageRequestsAs(uid);
  const url = objectUrl(base, bucket, slotPath(uid, slot));
  const found = await fetch(url, { headers, signal });
  if (found.status === 404) return { kind: 'already-applied', version: null };
  if (!found.ok) throw new StorageHttpError(found.status);
  const object = (await found.json()) as ObjectResource;
  const tokens = (object.downloadTokens ?? '').split(',');
  if (payload.token !== null && !tokens.includes(payload.token)) return { kind: 'gone' };
  if (await shownOnServer(uid, slot, payload.postId)) return { kind: 'gone' };
  const deleted = await fetch(url, { method: 'DELETE', headers, signal });
  // Gone meanwhile (another device freed it): done all the same.
  if (!deleted.ok && deleted.status !== 404) throw new StorageHttpError(deleted.status);
  return { kind: 'applied', version: null };
}
