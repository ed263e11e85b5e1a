import { getDownloadURL, ref, uploadBytesResumable } from 'firebase/storage';
import { whenAuthRestored } from './firebase';
import { firebaseStorage } from './storage-client';

/**
 * Uploads a member's avatar to its fixed path, so a retried upload overwrites itself. Once
 * Firebase Auth has restored the saved session: on a page opened a moment ago the upload may be
 * the first to start Auth, and Storage would send it without the member's token (refused).
 */
export async function uploadAvatar(uid: string, jpeg: Blob): Promise<string> {
  await whenAuthRestored();
  const target = ref(firebaseStorage(), `users/${uid}/images/avatar.jpg`);
  await uploadBytesResumable(target, jpeg, { contentType: 'image/jpeg' });
  return getDownloadURL(target);
}
