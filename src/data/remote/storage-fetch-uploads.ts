import { firebaseAuth, remoteConfig } from './firebase';
import { appCheckToken } from './app-check';
import { withAppCheck } from './app-check-token';
import { inFreeSlot, TAKEN } from './image-slots';
import type { ImageUpload } from './storage-uploads';
import { SyncWriteError } from '../sync/ops/shared';

// Image uploads from the service worker. Storage's SDK sends over XMLHttpRequest, which a
// service worker does not have, so the worker speaks Storage's REST API with fetch: the same
// slots and the same `imageId` metadata as the page's uploads (storage-uploads.ts), so a replay
// that either of them started is found again by the other. The request is signed with the
// member's ID token; storage.rules check it as they check the SDK's. With App Check it carries the
// token the page handed the worker (app-check.ts), as the SDK's requests carry theirs.

/** An HTTP answer from Storage, sorted like the SDK's errors (failure-classification.ts). */
export class StorageHttpError extends Error {
  readonly code = 'storage/unknown';
  constructor(readonly status: number) {
    super(`storage answered ${status}`);
    this.name = 'StorageHttpError';
  }
}

function storageBase(): string {
  if (remoteConfig.mode === 'emulator') {
    const { host, storagePort } = remoteConfig.emulators;
    return `http://${host}:${storagePort}/v0`;
  }
  return 'https://firebasestorage.googleapis.com/v0';
}

/** The object's REST address: `…/v0/b/{bucket}/o/{path}`. */
export function objectUrl(base: string, bucket: string, path: string): string {
  return `${base}/b/${encodeURIComponent(bucket)}/o/${encodeURIComponent(path)}`;
}

/** The download URL the SDK's getDownloadURL gives for the object's first token. */
export function downloadUrl(
  base: string,
  bucket: string,
  path: string,
  tokens: string | undefined,
): string {
  const token = tokens?.split(',')[0];
  if (!token) throw new SyncWriteError('storage/no-download-url', `${path} has no download token`);
  return `${objectUrl(base, bucket, path)}?alt=media&token=${encodeURIComponent(token)}`;
}

/** A multipart upload body: the object's metadata, then its bytes (Storage's `multipart` protocol). */
export function multipartBody(
  boundary: string,
  metadata: Record<string, unknown>,
  blob: Blob,
  contentType: string,
): Blob {
  return new Blob([
    `--${boundary}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n`,
    JSON.stringify(metadata),
    `\r\n--${boundary}\r\nContent-Type: ${contentType}\r\n\r\n`,
    blob,
    `\r\n--${boundary}--`,
  ]);
}

export interface ObjectResource {
  metadata?: Record<string, string>;
  downloadTokens?: string;
  timeCreated?: string;
}

/** Where Storage's REST API is and how a request goes as the member (`uid`, signed in). */
export interface StorageRequests {
  base: string;
  bucket: string;
  headers: Record<string, string>;
}

/** Storage's REST API as the signed-in member `uid`: their ID token, and App Check's. */
export async function storageRequestsAs(uid: string): Promise<StorageRequests> {
  const user = firebaseAuth().currentUser;
  if (!user || user.isAnonymous || user.uid !== uid) {
    throw new SyncWriteError(
      'storage/unauthenticated',
      'the entry belongs to a member who is not signed in',
    );
  }
  return {
    base: storageBase(),
    bucket: remoteConfig.options.storageBucket ?? '',
    headers: withAppCheck(
      { Authorization: `Firebase ${await user.getIdToken()}` },
      await appCheckToken(),
    ),
  };
}

/**
 * Uploads an image to a free slot of the member's and returns its download URL; an upload that
 * landed before (its acknowledgement lost) is found by its id and not sent again.
 */
export async function uploadImageWithFetch(
  upload: ImageUpload,
  signal?: AbortSignal,
): Promise<string> {
  const { base, bucket, headers: authorization } = await storageRequestsAs(upload.uid);
  return inFreeSlot(upload.uid, upload.id, async (path) => {
    signal?.throwIfAborted();
    const existing = await fetch(objectUrl(base, bucket, path), {
      headers: authorization,
      signal,
    });
    if (existing.ok) {
      const object = (await existing.json()) as ObjectResource;
      if (object.metadata?.imageId === upload.id)
        return downloadUrl(base, bucket, path, object.downloadTokens);
      return TAKEN; // another image's slot
    }
    if (existing.status !== 404) throw new StorageHttpError(existing.status);
    const boundary = `pixel-${crypto.randomUUID()}`;
    const metadata = {
      name: path,
      contentType: upload.contentType,
      metadata: { imageId: upload.id },
    };
    const sent = await fetch(
      `${base}/b/${encodeURIComponent(bucket)}/o?name=${encodeURIComponent(path)}`,
      {
        method: 'POST',
        headers: {
          ...authorization,
          'X-Goog-Upload-Protocol': 'multipart',
          'Content-Type': `multipart/related; boundary=${boundary}`,
        },
        body: multipartBody(boundary, metadata, upload.blob, upload.contentType),
        signal,
      },
    );
    if (!sent.ok) throw new StorageHttpError(sent.status);
    const object = (await sent.json()) as ObjectResource;
    return downloadUrl(base, bucket, path, object.downloadTokens);
  });
}
