import { getDownloadURL, ref, uploadBytesResumable } from 'firebase/storage';
import { firebaseStorage } from './storage-client';

/**
 * Uploads a member's avatar to its fixed path, so a retried upload overwrites itself. Storage
 * sends it once Firebase Auth has restored the saved session (see firebaseStorage).
 */
export async function uploadAvatar(uid: string, jpeg: Blob): Promise<string> {
  const target = ref(firebaseStorage(), `users/${uid}/images/avatar.jpg`);
  await uploadBytesResumable(target, jpeg, { contentType: 'image/jpeg' });
  return getDownloadURL(target);
}
