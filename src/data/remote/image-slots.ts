import { IMAGE_SLOTS, slotPath } from '../model/image-slots';
import { SyncWriteError } from '../sync/ops/shared';

export { IMAGE_SLOTS };

/**
 * Which slot an image takes (the slots and their bound: ../model/image-slots.ts): the first
 * free one from one its id hashes to; it records its id in the object's metadata, so a replay
 * finds its own upload again. Shared by the page's uploads (storage-uploads.ts) and the service
 * worker's (storage-fetch-uploads.ts).
 */

export function firstSlot(imageId: string): number {
  let hash = 0x811c9dc5;
  for (const char of imageId) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return hash % IMAGE_SLOTS;
}

/** The slots an image tries, in order. */
export function slotPaths(uid: string, imageId: string): string[] {
  const start = firstSlot(imageId);
  return Array.from({ length: IMAGE_SLOTS }, (_, i) =>
    slotPath(uid, String((start + i) % IMAGE_SLOTS)),
  );
}

/** What trying a slot found: another image's object is there. */
export const TAKEN = Symbol('taken');

/** Slots an upload of this context is checking or filling now: the image's id, how many calls. */
const reserved = new Map<string, { imageId: string; calls: number }>();

/**
 * Tries the image's slots in order until `fill` puts it in one (or finds it there), skipping a
 * slot another image's upload in this context is checking or filling: two uploads in flight at
 * once (the replayer sends several) would otherwise both find the same slot empty and the second
 * would overwrite the first, whose post then shows the other's image. The same image sent twice
 * at once (a request repeated) goes to the same slot, as its replay would. Only one context
 * replays at a time (the sync lock), so reserving here is enough. Every slot taken:
 * image-slots-full.
 */
export async function inFreeSlot<T>(
  uid: string,
  imageId: string,
  fill: (path: string) => Promise<T | typeof TAKEN>,
): Promise<T> {
  for (const path of slotPaths(uid, imageId)) {
    const holder = reserved.get(path) ?? { imageId, calls: 0 };
    if (holder.imageId !== imageId) continue;
    holder.calls += 1;
    reserved.set(path, holder);
    try {
      const filled = await fill(path);
      if (filled !== TAKEN) return filled;
    } finally {
      if (--holder.calls === 0) reserved.delete(path);
    }
  }
  throw slotsFull();
}

/** Every slot is taken: the upload stops until the member frees one (a permanent failure). */
const slotsFull = () =>
  new SyncWriteError('image-slots-full', `all ${IMAGE_SLOTS} image slots are taken`);
