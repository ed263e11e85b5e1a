import type { BookmarkSummary } from './bookmark';
import type { ReportedItem, ReportReason } from './moderation';
import type { Author, PostContent } from './post';
import type { TodoChange } from './todo';
import type { BudgetKind, BudgetState } from './write-budget';

// The outbox: every local write waits here, in order, until the server has it (the model:
// src/data/sync/README.md). Payload dates are epoch milliseconds, so entries stay plain
// structured data.

type EmptyPayload = Record<string, never>;

/** A comment's or reply's text, its author, and the members it mentions (their uids). */
export interface CommentPayload {
  text: string;
  author: Author;
  mentions?: string[];
}

/** What an entry asks the server to do. `op` names the operation; ids are made on the client. */
export type Mutation =
  | {
      op: 'todo.create';
      todoId: string;
      payload: { text: string; done: boolean; order: number; createdAt: number };
    }
  | { op: 'todo.update'; todoId: string; payload: { change: TodoChange; updatedAt: number } }
  | { op: 'todo.delete'; todoId: string; payload: EmptyPayload }
  /** A new post: its content, its author, and the members it mentions (their uids). */
  | {
      op: 'post.create';
      postId: string;
      payload: PostContent & { author: Author; mentions?: string[] };
    }
  | { op: 'post.edit'; postId: string; payload: PostContent }
  | { op: 'post.delete'; postId: string; payload: EmptyPayload }
  /** An admin pins or unpins a notice. */
  | { op: 'post.pin'; postId: string; payload: { pinned: boolean } }
  | { op: 'post.like'; postId: string; payload: EmptyPayload }
  | { op: 'post.unlike'; postId: string; payload: EmptyPayload }
  | {
      op: 'bookmark.add';
      postId: string;
      payload: Omit<BookmarkSummary, 'postCreatedAt'> & { postCreatedAt: number };
    }
  | { op: 'bookmark.remove'; postId: string; payload: EmptyPayload }
  | {
      op: 'comment.add';
      postId: string;
      commentId: string;
      payload: CommentPayload;
    }
  /** A reply to the top-level comment `parentId`, counted on it and on the post. */
  | {
      op: 'comment.reply';
      postId: string;
      commentId: string;
      parentId: string;
      payload: CommentPayload;
    }
  /** The author edits their comment's text (versioned like a post edit). */
  | { op: 'comment.edit'; postId: string; commentId: string; payload: { text: string } }
  | { op: 'comment.delete'; postId: string; commentId: string; payload: EmptyPayload }
  | { op: 'image.upload'; imageId: string; payload: { contentType: string } }
  /**
   * The member's image slot `slot` (src/data/model/image-slots.ts), which their post `postId`
   * showed until the entry it depends on: its object deleted once nothing of theirs shows it.
   * `token`: the download token the post showed, so another image in the slot since stays.
   */
  | {
      op: 'image.free';
      slot: string;
      payload: { postId: string; token: string | null };
    }
  /** The member mutes or unmutes `mutedUid` in their private list (src/data/model/mute.ts). */
  | { op: 'mute.add'; mutedUid: string; payload: EmptyPayload }
  | { op: 'mute.remove'; mutedUid: string; payload: EmptyPayload }
  /** The member marks one of their notifications read (src/data/model/notification.ts). */
  | { op: 'notification.read'; notificationId: string; payload: EmptyPayload }
  /** The member reports a post, comment or reply, once (src/data/model/moderation.ts). */
  | { op: 'report.add'; item: ReportedItem; payload: { reason: ReportReason; text: string } }
  /** An admin hides a post, comment or reply, closing its reports. */
  | { op: 'content.hide'; item: ReportedItem; payload: { reason: ReportReason; note: string } }
  /** An admin dismisses an item's reports (its key: reportKey). */
  | { op: 'report.dismiss'; key: string; payload: EmptyPayload };

export type Operation = Mutation['op'];

/**
 * `pending` waits for its turn (or its next attempt); `conflict` and `failed` stop their document's
 * lane until the member chooses. An acknowledged entry is deleted, so there is no `done`.
 */
export type EntryStatus = 'pending' | 'conflict' | 'failed';

export interface EntryError {
  /** Firestore / Storage error code, e.g. `unavailable`, `storage/unauthorized`. */
  code: string;
  /** Catalog key of the message the member sees. */
  messageKey: string;
  at: number;
}

/** The server's side of a conflict, as read when it was found. `server` null: it was deleted. */
export interface EntryConflict {
  serverVersion: number | null;
  server: PostContent | null;
  /** A comment edit's conflict: the comment's text on the server (null: it was deleted). */
  serverText?: string | null;
  detectedAt: number;
}

export interface EntryMeta {
  /** Sortable (time first) and strictly increasing on this device: the replay order. */
  id: string;
  /** Unique per entry; the server-side marker that tells a replay from a new change. */
  key: string;
  /** The member who made the change; it replays only while they are signed in. */
  uid: string;
  /** Path of the document (or Storage object) the entry writes. */
  target: string;
  /** Entries sharing a lane replay strictly in order (one document and what counts on it). */
  lane: string;
  /** The server version the change was made against (versioned documents only). */
  baseVersion: number | null;
  /** Entry ids that must be acknowledged first (an image upload before the post using it). */
  dependsOn: string[];
  status: EntryStatus;
  attempts: number;
  nextAttemptAt: number;
  lastError: EntryError | null;
  conflict: EntryConflict | null;
  createdAt: number;
  /** A few words for the sync page (to-do text, post title), kept even after a delete. */
  summary: string;
  /** Why it waits before its next attempt, when the server is not the reason (see EntryWait). */
  wait?: EntryWait | null;
}

/**
 * An entry that waits for its member's write budget (./write-budget.ts): not a failure, it goes
 * at `until`, when its window allows it.
 */
export interface EntryWait {
  reason: 'budget';
  kind: BudgetKind;
  until: number;
}

/** The member's budget windows as a budgeted entry found them (epoch milliseconds). */
export interface BudgetSeen {
  kind: BudgetKind;
  state: BudgetState;
  newAccount: boolean;
}

export type OutboxEntry = EntryMeta & Mutation;

/** What the server said to one replayed entry. */
export type ApplyOutcome =
  /** `spent`: the budget windows after this write, when a budget counted it. */
  | { kind: 'applied'; version: number | null; spent?: BudgetSeen }
  /** A replay of a change the server already has (its acknowledgement was lost). */
  | { kind: 'already-applied'; version: number | null }
  /** The document the change needs no longer exists: nothing left to apply it to. */
  | { kind: 'gone' }
  | {
      kind: 'conflict';
      serverVersion: number | null;
      server: PostContent | null;
      serverText?: string | null;
    }
  /**
   * The member's write budget has no room for it before `until` (the windows as read: `seen`):
   * nothing was written; it is sent again then.
   */
  | { kind: 'wait'; reason: 'budget'; until: number; seen: BudgetSeen };
