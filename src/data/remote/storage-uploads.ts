import { getDownloadURL, getMetadata, ref, uploadBytesResumable } from 'firebase/storage';
import { firebaseAuth, firebaseStorage } from './firebase';
import { SyncWriteError } from './sync-writes';

/** Storage gives up after 2 minutes (operations) or 10 minutes (uploads). */
export const OPERATION_RETRY_LIMIT_MS = 2 * 60_000;
export const UPLOAD_RETRY_LIMIT_MS = 10 * 60_000;

export interface ImageUpload {
  /** The image's client-made id. */
  id: string;
  uid: string;
  path: string;
  blob: Blob;
  contentType: string;
}

/**
 * What bounds how many files a member stores: post images live in numbered slots,
 * `users/{uid}/images/{0..IMAGE_SLOTS-1}` (storage.rules accept no other name), each at most
 * 1 MB, plus the avatar. An image takes the first free slot from one its id hashes to, and
 * records its id in the object's metadata, so a replay finds its own upload again.
 */
export const IMAGE_SLOTS = 500;

function firstSlot(imageId: string): number {
  let hash = 0x811c9dc5;
  for (const char of imageId) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return hash % IMAGE_SLOTS;
}

function storage() {
  const instance = firebaseStorage();
  instance.maxOperationRetryTime = OPERATION_RETRY_LIMIT_MS;
  instance.maxUploadRetryTime = UPLOAD_RETRY_LIMIT_MS;
  return instance;
}

function isNotFound(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'storage/object-not-found';
}

/**
 * Uploads an image to a free slot of the member's with the resumable protocol and returns its
 * download URL. A replay whose first upload landed (but whose acknowledgement did not) finds the
 * object (by the id in its metadata) and does not send it again. Aborting `signal` cancels the
 * upload (storage/canceled). All slots taken: storage/quota-exceeded.
 */
export async function uploadImage(upload: ImageUpload, signal?: AbortSignal): Promise<string> {
  const user = firebaseAuth().currentUser;
  if (!user || user.isAnonymous || user.uid !== upload.uid) {
    throw new SyncWriteError(
      'storage/unauthenticated',
      'the upload belongs to a member who is not signed in',
    );
  }
  const start = firstSlot(upload.id);
  for (let i = 0; i < IMAGE_SLOTS; i++) {
    signal?.throwIfAborted();
    const object = ref(storage(), `users/${upload.uid}/images/${(start + i) % IMAGE_SLOTS}`);
    try {
      const existing = await getMetadata(object);
      if (existing.customMetadata?.imageId === upload.id) return await getDownloadURL(object);
      continue; // another image's slot
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
    const task = uploadBytesResumable(object, upload.blob, {
      contentType: upload.contentType,
      customMetadata: { imageId: upload.id },
    });
    const cancel = () => task.cancel();
    signal?.addEventListener('abort', cancel, { once: true });
    try {
      await task;
    } finally {
      signal?.removeEventListener('abort', cancel);
    }
    return getDownloadURL(object);
  }
  throw new SyncWriteError('storage/quota-exceeded', `all ${IMAGE_SLOTS} image slots are taken`);
}
