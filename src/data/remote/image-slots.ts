/**
 * What bounds how many files a member stores: post images live in numbered slots,
 * `users/{uid}/images/{0..IMAGE_SLOTS-1}` (storage.rules accept no other name), each at most
 * 1 MB, plus the avatar. An image takes the first free slot from one its id hashes to, and
 * records its id in the object's metadata, so a replay finds its own upload again. Shared by the
 * page's uploads (storage-uploads.ts) and the service worker's (storage-fetch-uploads.ts).
 */
export const IMAGE_SLOTS = 500;

export function firstSlot(imageId: string): number {
  let hash = 0x811c9dc5;
  for (const char of imageId) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return hash % IMAGE_SLOTS;
}

/** The slots an image tries, in order. */
export function slotPaths(uid: string, imageId: string): string[] {
  const start = firstSlot(imageId);
  return Array.from(
    { length: IMAGE_SLOTS },
    (_, i) => `users/${uid}/images/${(start + i) % IMAGE_SLOTS}`,
  );
}
