import { db } from '../../local/database';
import { imagePath } from '../entry-paths';
import { newDocId } from '../ids';
import { localImageRef } from '../local-images';
import { localWrite } from '../local-write';
import { enqueue } from '../outbox';

/**
 * Keeps an (already resized, see lib/image-resize) image on the device and queues its upload.
 * Put the returned `ref` in the post's markdown: it shows from the blob until the upload has
 * replayed, and the post's entry waits for the upload.
 */
export async function attachImage(
  uid: string,
  blob: Blob,
): Promise<{ imageId: string; ref: string }> {
  const imageId = newDocId();
  const contentType = blob.type || 'image/jpeg';
  await localWrite([db.uploads, db.outbox], async () => {
    await db.uploads.add({
      id: imageId,
      uid,
      path: imagePath(uid, imageId),
      blob,
      contentType,
      createdAt: Date.now(),
      downloadURL: null,
    });
    await enqueue(
      uid,
      { op: 'image.upload', imageId, payload: { contentType } },
      { summary: `${imageId}.jpg` },
    );
  });
  return { imageId, ref: localImageRef(imageId) };
}
