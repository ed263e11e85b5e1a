import { collection, getCount, getDocs, query, where } from 'firebase/firestore/lite';
import {
  IMAGE_SLOTS,
  ORPHAN_AGE_MS,
  imagesFolder,
  isSlotName,
  slotPath,
} from '../model/image-slots';
import type { SlotName } from '../model/image-slots';
import { liteFirestore } from './direct-reads';
import {
  StorageHttpError,
  objectUrl,
  storageRequestsAs,
  type ObjectResource,
  type StorageRequests,
} from './storage-fetch-uploads';

// Orphaned uploads: an image whose post never came (the member closed the draft, discarded the
// post on the sync page, deleted it before it was sent, or an admin deleted it) keeps its slot.
// The member's next session removes each such object once it is older than ORPHAN_AGE_MS. A slot
// is in use when any post of the member's on the server lists it in `images` (written with the
// content that shows it, checked by firestore.rules), or the device shows it (`shownHere`: posts
// not sent yet). Bounded: one listing of the folder (at most IMAGE_SLOTS objects and the avatar),
// a query per 30 slots listed, one read and one delete per orphan. Deleting what is gone already
// is done, so two tabs, or a sweep cut short and run again, do no harm.

/** array-contains-any takes at most 30 values. */
const SLOTS_PER_QUERY = 30;

interface Listing {
  items?: Array<{ name: string }>;
}

/** The slots holding an object, from one listing of the member's folder. */
async function storedSlots(uid: string, requests: StorageRequests): Promise<SlotName[]> {
  const { base, bucket, headers } = requests;
  const prefix = `${imagesFolder(uid)}/`;
  const url =
    `${base}/b/${encodeURIComponent(bucket)}/o?prefix=${encodeURIComponent(prefix)}` +
    `&delimiter=${encodeURIComponent('/')}&maxResults=${IMAGE_SLOTS + 10}`;
  const answer = await fetch(url, { headers });
  if (!answer.ok) throw new StorageHttpError(answer.status);
  const { items = [] } = (await answer.json()) as Listing;
  return items.map((item) => item.name.slice(prefix.length)).filter(isSlotName);
}

/**
 * Whether every post of the member's on the server has `images` (posts written before it list
 * nothing, so their slots would look unused): two counts, cheap at any number of posts.
 */
async function everyPostListsImages(uid: string): Promise<boolean> {
  const posts = collection(liteFirestore(), 'posts');
  const [all, listing] = await Promise.all([
    getCount(query(posts, where('uid', '==', uid))),
    getCount(query(posts, where('uid', '==', uid), where('images', '!=', null))),
  ]);
  return all.data().count === listing.data().count;
}

/** Of `slots`, those a post of the member's on the server lists in `images`. */
async function listedSlots(uid: string, slots: readonly SlotName[]): Promise<Set<SlotName>> {
  const listed = new Set<SlotName>();
  const posts = collection(liteFirestore(), 'posts');
  for (let i = 0; i < slots.length; i += SLOTS_PER_QUERY) {
    const chunk = slots.slice(i, i + SLOTS_PER_QUERY);
    const found = await getDocs(
      query(posts, where('uid', '==', uid), where('images', 'array-contains-any', chunk)),
    );
    for (const post of found.docs) {
      const images: unknown = post.get('images');
      if (Array.isArray(images)) images.forEach((slot) => listed.add(String(slot)));
    }
  }
  return listed;
}

export interface OrphanSweep {
  /** Slots removed. */
  removed: SlotName[];
  /** Nothing was looked at: a post of the member's has no `images` yet. */
  skipped: boolean;
}

/**
 * Removes the signed-in member's uploads that no post uses and that are older than
 * ORPHAN_AGE_MS at `now` (see above). `shownHere`: the slots the device shows.
 */
export async function removeOrphanedUploads(
  uid: string,
  shownHere: ReadonlySet<SlotName>,
  now = Date.now(),
): Promise<OrphanSweep> {
  const requests = await storageRequestsAs(uid);
  if (!(await everyPostListsImages(uid))) return { removed: [], skipped: true };
  const stored = (await storedSlots(uid, requests)).filter((slot) => !shownHere.has(slot));
  const listed = await listedSlots(uid, stored);
  const removed: SlotName[] = [];
  for (const slot of stored) {
    if (listed.has(slot)) continue;
    const url = objectUrl(requests.base, requests.bucket, slotPath(uid, slot));
    const found = await fetch(url, { headers: requests.headers });
    if (found.status === 404) continue;
    if (!found.ok) throw new StorageHttpError(found.status);
    const { timeCreated } = (await found.json()) as ObjectResource;
    const created = timeCreated ? Date.parse(timeCreated) : NaN;
    if (!(now - created > ORPHAN_AGE_MS)) continue;
    const deleted = await fetch(url, { method: 'DELETE', headers: requests.headers });
    if (!deleted.ok && deleted.status !== 404) throw new StorageHttpError(deleted.status);
    removed.push(slot);
  }
  return { removed, skipped: false };
}
