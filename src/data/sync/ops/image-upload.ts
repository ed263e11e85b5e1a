import { db } from '../../local/database';
import { imagePath } from '../entry-paths';
import { SyncWriteError } from './shared';
import type { OpDefinition } from './types';

/**
 * An image a post shows, uploaded to Storage at a path fixed by its id (a replay overwrites
 * itself). Sent by the upload, not a transaction; the post that shows it depends on it.
 */
export const imageUpload: OpDefinition<'image.upload'> = {
  target: (m, uid) => imagePath(uid, m.imageId),
  lane: (m, uid) => imagePath(uid, m.imageId),
  // The blob is kept by attachImage (db.uploads) before the entry: entries hold no blobs.
  applyLocal: () => Promise.resolve(),
  upload: true,
  applyRemote: () =>
    Promise.reject(new SyncWriteError('invalid-argument', 'uploads go through uploadImage')),
  async settle(entry, { downloadURL }) {
    if (downloadURL !== undefined) await db.uploads.update(entry.imageId, { downloadURL });
  },
  async undo(entry) {
    await db.uploads.delete(entry.imageId);
    return [];
  },
};
