// Everything the rest of the app may ask of Firebase, gathered into one lazily loaded chunk.
export { countHit } from './hits';
export { limitedUseToken as limitedUseAppCheckToken } from './app-check';
export { fetchLikedByMe } from './posts';
export type { PageCursor, ServerPage } from './posts';
export { remoteConfig } from './firebase';
export * as auth from './auth';
export * as users from './users';
export * as admin from './admin';
export { uploadAvatar } from './avatar-upload';
export { deleteAccount } from './account-deletion';
// Analytics is its own chunk: the SDK loads only when the app sends something.
export const loadAnalytics = () => import('./analytics');
export { applyMutation, applyMutations, readWriteBudget } from './sync-writes';
export { uploadImage } from './storage-uploads';
export { freeImageSlot } from './storage-free';
export { removeOrphanedUploads } from './orphan-uploads';
export { registerWebPush, webPushConfigured } from './web-push';
export {
  fetchCommentsAfter,
  fetchNotificationsBefore,
  readMirrorDocument,
  watchBookmarks,
  watchComments,
  watchMutes,
  watchNewestPosts,
  watchNotifications,
  watchPost,
  watchTodos,
} from './mirror-listeners';
export type { MirrorBatch, MirrorDocument } from './mirror-listeners';
export { searchPostsPage } from './post-search';
export type { SearchAnchor } from './post-search';
