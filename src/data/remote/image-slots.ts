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

/** Every slot is taken: the upload stops until the member frees one (a permanent failure). */
export const slotsFull = () =>
  new SyncWriteError('image-slots-full', `all ${IMAGE_SLOTS} image slots are taken`);
