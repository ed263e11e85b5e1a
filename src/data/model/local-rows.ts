import type { Bookmark } from './bookmark';
import type { Comment } from './comment';
import type { Notification } from './notification';
import type { ReportedItem, ReportReason } from './moderation';
import type { Post, PostContent } from './post';
import type { Todo } from './todo';

// Rows of the device's database (src/data/local). Mirrored rows are the server's documents plus
// the sync state below.

export interface SyncState {
  /**
   * The document's version. For a row with pending changes it is the version the server will
   * hold once they are applied; bookmarks, never edited, stay at 1.
   */
  version: number;
  /** True while outbox entries for this row wait for the server's acknowledgement. */
  pending: boolean;
}

export interface PostRow extends Post, SyncState {
  /** Always 'post': the first part of the table's compound indexes (see local/schema.ts). */
  kind: 'post';
  /** Known only on this device, for the like button (likes are per member). */
  likedByMe?: boolean;
  /** When a member last had it open on this device (epoch ms): the mirror keeps the most recent. */
  readAt?: number;
}

/** The server's post as a row, with nothing waiting on the device. */
export const serverPostRow = (post: Post): PostRow => ({ ...post, kind: 'post', pending: false });

/** A post being written (or edited) that is not submitted yet, in its own table. */
export interface PostDraftRow {
  /** `draft:{uid}:{draftKey}` */
  id: string;
  uid: string;
  draftKey: string;
  content: PostContent;
  savedAt: number;
}

export interface TodoRow extends Todo, SyncState {}

export interface BookmarkRow extends Bookmark, SyncState {}

/**
 * A member the signed-in member muted, as this device holds it (`users/{uid}/private/mutes`):
 * the row exists while muted; `pending` while a mute or unmute of them waits for the server.
 */
export interface MuteRow {
  uid: string;
  mutedUid: string;
  pending: boolean;
  /** Their name when muted on this device (the list on the server holds uids alone). */
  name?: string;
}

/**
 * An item the signed-in member reported from this device (`reports/{key}/by/{uid}`, private): the
 * row says "reported" where the item shows, so it is reported once; `pending` until the server
 * has it.
 */
export interface ReportRow {
  uid: string;
  /** The item's key (reportKey). */
  key: string;
  item: ReportedItem;
  reason: ReportReason;
  pending: boolean;
}

export interface CommentRow extends Omit<Comment, 'version'>, SyncState {}

/** An image waiting for (or done with) its upload to `users/{uid}/images/{id}.jpg`. */
export interface UploadRow {
  id: string;
  uid: string;
  path: string;
  blob: Blob;
  contentType: string;
  createdAt: number;
  /** Set once uploaded; posts referring to `local-image:{id}` get this URL when they replay. */
  downloadURL: string | null;
}

export interface MetaRow {
  key: string;
  value: unknown;
}

/**
 * One of the signed-in member's notifications, as this device holds it (`db.notifications`, keyed
 * by the recipient and the notification's id: several members may share a device).
 */
export interface NotificationRow extends Notification {
  /** 1 while unread, 0 once read: an index key (IndexedDB indexes no booleans). */
  unread: 0 | 1;
  /** True while marking it read waits for the server. */
  pending: boolean;
  /** Set once the member was told of it outside the app (a system notification). */
  told?: true;
}

export const notificationRow = (
  notification: Notification,
  local: Pick<NotificationRow, 'pending'> & Partial<NotificationRow> = { pending: false },
): NotificationRow => ({
  ...notification,
  ...local,
  unread: notification.read ? 0 : 1,
});
