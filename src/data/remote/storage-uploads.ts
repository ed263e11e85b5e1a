import { getDownloadURL, getMetadata, ref, uploadBytesResumable } from 'firebase/storage';
import { firebaseAuth } from './firebase';
import { inFreeSlot, TAKEN } from './image-slots';
import { firebaseStorage } from './storage-client';
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
 * upload (storage/canceled). All slots taken: image-slots-full.
 */
export async function uploadImage(upload: ImageUpload, signal?: AbortSignal): Promise<string> {
  const user = firebaseAuth().currentUser;
  if (!user || user.isAnonymous || user.uid !== upload.uid) {
    throw new SyncWriteError(
      'storage/unauthenticated',
      'the upload belongs to a member who is not signed in',
    );
  }
  return inFreeSlot(upload.uid, upload.id, async (path) => {
    signal?.throwIfAborted();
    const object = ref(storage(), path);
    try {
      const existing = await getMetadata(object);
      if (existing.customMetadata?.imageId === upload.id) return await getDownloadURL(object);
      return TAKEN; // another image's slot
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
  });
}
