import type { MirrorBatch, MirrorDocument } from '../remote/remote-api';
import type { Bookmark } from '../model/bookmark';
import type { Comment } from '../model/comment';
import type { ApplyOutcome, OutboxEntry } from '../model/outbox';
import type { Category, Post } from '../model/post';
import type { Todo } from '../model/todo';
import type { Notification } from '../model/notification';
import type { UploadRow } from '../model/local-rows';
import { loadRemote } from '../remote';

export type { MirrorBatch, MirrorDocument };

type Unsubscribe = () => void;
type OnError = (error: unknown) => void;

/**
 * What the sync engine needs from the server. The app passes the Firebase implementation
 * (`firebaseSyncRemote`, loaded lazily); tests wrap it to inject faults.
 */
export interface SyncRemote {
  applyMutation(entry: OutboxEntry, signal: AbortSignal): Promise<ApplyOutcome>;
  /**
   * Sends several entries together (heads of different lanes: none waits for another), each
   * with its own idempotency check and base version; one answer per entry, in their order, an
   * entry's failure not failing the others. Optional: without it each goes by applyMutation.
   */
  applyMutations?(
    entries: readonly OutboxEntry[],
    signal: AbortSignal,
  ): Promise<PromiseSettledResult<ApplyOutcome>[]>;
  uploadImage(upload: UploadRow, signal: AbortSignal): Promise<string>;
  /**
   * Deletes the object in an `image.free` entry's slot, unless the server still shows it
   * (../remote/storage-free.ts): applied, already-applied (nothing there) or gone (kept).
   */
  freeImageSlot(
    entry: Extract<OutboxEntry, { op: 'image.free' }>,
    signal: AbortSignal,
  ): Promise<ApplyOutcome>;
  readMirrorDocument(path: string): Promise<MirrorDocument>;
  watchTodos(
    uid: string,
    onBatch: (batch: MirrorBatch<Todo>) => void,
    onError: OnError,
  ): Promise<Unsubscribe>;
  watchBookmarks(
    uid: string,
    onBatch: (batch: MirrorBatch<Bookmark>) => void,
    onError: OnError,
  ): Promise<Unsubscribe>;
  watchMutes(
    uid: string,
    onList: (mutedUids: string[]) => void,
    onError: OnError,
  ): Promise<Unsubscribe>;
  watchNotifications(
    uid: string,
    onBatch: (batch: MirrorBatch<Notification>, whole: boolean) => void,
    onError: OnError,
  ): Promise<Unsubscribe>;
  /** `left`: posts that left the newest (hidden or deleted), not older ones pushed past it. */
  watchNewestPosts(
    category: Category,
    max: number,
    onPosts: (posts: Post[], left: string[]) => void,
    onError: OnError,
  ): Promise<Unsubscribe>;
  watchPost(
    postId: string,
    onPost: (post: Post | null) => void,
    onError: OnError,
  ): Promise<Unsubscribe>;
  watchComments(
    postId: string,
    onBatch: (batch: MirrorBatch<Comment>) => void,
    onError: OnError,
  ): Promise<Unsubscribe>;
}

// Background work: loadRemote, not callRemote, so replays do not flash the loading bar.
export const firebaseSyncRemote: SyncRemote = {
  applyMutation: async (entry, signal) => (await loadRemote()).applyMutation(entry, signal),
  applyMutations: async (entries, signal) => (await loadRemote()).applyMutations(entries, signal),
  uploadImage: async (upload, signal) => (await loadRemote()).uploadImage(upload, signal),
  freeImageSlot: async (entry, signal) => (await loadRemote()).freeImageSlot(entry, signal),
  readMirrorDocument: async (path) => (await loadRemote()).readMirrorDocument(path),
  watchTodos: async (uid, onBatch, onError) =>
    (await loadRemote()).watchTodos(uid, onBatch, onError),
  watchBookmarks: async (uid, onBatch, onError) =>
    (await loadRemote()).watchBookmarks(uid, onBatch, onError),
  watchMutes: async (uid, onList, onError) => (await loadRemote()).watchMutes(uid, onList, onError),
  watchNotifications: async (uid, onBatch, onError) =>
    (await loadRemote()).watchNotifications(uid, onBatch, onError),
  watchNewestPosts: async (category, max, onPosts, onError) =>
    (await loadRemote()).watchNewestPosts(category, max, onPosts, onError),
  watchPost: async (postId, onPost, onError) =>
    (await loadRemote()).watchPost(postId, onPost, onError),
  watchComments: async (postId, onBatch, onError) =>
    (await loadRemote()).watchComments(postId, onBatch, onError),
};
