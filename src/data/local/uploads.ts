import { db } from './database';

/**
 * Where an image written on this device shows from: its download URL once the upload replayed,
 * else a new object URL of its blob (the caller revokes it); undefined when the device lacks it.
 */
export async function localImageUrl(id: string): Promise<string | undefined> {
  const row = await db.uploads.get(id);
  return row ? (row.downloadURL ?? URL.createObjectURL(row.blob)) : undefined;
}
