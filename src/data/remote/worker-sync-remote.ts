import type { SyncRemote } from '../sync/sync-remote';
import { applyMutation, applyMutations } from './sync-writes';
import { uploadImageWithFetch } from './storage-fetch-uploads';
import { freeImageSlot } from './storage-free';

// The server as the service worker's replay sees it: the same writes as the page's
// (sync-writes.ts, over Firestore's REST API) and image uploads (and slots' freeing) over fetch. The worker only replays:
// the mirror's reads and listeners are the app's, and are refused here.

const notInWorker = (what: string) =>
  Promise.reject(new Error(`the service worker does not ${what}`));

export const workerSyncRemote: SyncRemote = {
  applyMutation: (entry, signal) => applyMutation(entry, signal),
  applyMutations: (entries, signal) => applyMutations(entries, signal),
  uploadImage: (upload, signal) => uploadImageWithFetch(upload, signal),
  freeImageSlot: (entry, signal) => freeImageSlot(entry, signal),
  readMirrorDocument: () => notInWorker('read the mirror'),
  watchTodos: () => notInWorker('listen'),
  watchBookmarks: () => notInWorker('listen'),
  watchMutes: () => notInWorker('listen'),
  watchNotifications: () => notInWorker('listen'),
  watchNewestPosts: () => notInWorker('listen'),
  watchPost: () => notInWorker('listen'),
  watchComments: () => notInWorker('listen'),
};
