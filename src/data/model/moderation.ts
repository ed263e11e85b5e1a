// Reports and moderation (docs/moderation.md). A verified member reports a post, comment or reply
// once, with a reason; an admin hides the item or dismisses its reports. Hiding is a mark on the
// item itself (`hidden`), which only admins write: the author and admins still read it, marked;
// everyone else's board, search and device copy lose it.
//
// - `reports/{key}`: an item's summary, the admin queue's row: what is reported, its author, how
//   many reports and of which reasons, and whether it is open, dismissed or hidden. Its counts
//   move only with a report created in the same commit (firestore.rules).
// - `reports/{key}/by/{uid}`: one member's report of the item (its id is the reporter's uid, so a
//   second report of the same item is refused as a write over the first). Read by its reporter
//   and admins alone.

export const REPORT_REASONS = ['spam', 'abuse', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const isReportReason = (value: unknown): value is ReportReason =>
  typeof value === 'string' && (REPORT_REASONS as readonly string[]).includes(value);

/** A report's words, and an admin's note on hiding (firestore.rules hold the same bound). */
export const REPORT_TEXT_MAX = 500;

/** What a report is about: a post, or a comment or reply of a post. */
export type ReportedItem =
  { kind: 'post'; postId: string } | { kind: 'comment'; postId: string; commentId: string };

/**
 * Ids an item may be reported by: made on devices (ids.ts) or by the seed. Without `_`, so an
 * item's key names exactly one item (firestore.rules check the same pattern).
 */
export const isReportableId = (id: string): boolean => /^[A-Za-z0-9-]{1,128}$/.test(id);

/** The item's key: `post_{postId}` or `comment_{postId}_{commentId}`. */
export const reportKey = (item: ReportedItem): string =>
  item.kind === 'post' ? `post_${item.postId}` : `comment_${item.postId}_${item.commentId}`;

export const reportSummaryPath = (key: string) => `reports/${key}`;
export const reportPath = (key: string, uid: string) => `reports/${key}/by/${uid}`;

/** The reported document's path. */
export const reportedItemPath = (item: ReportedItem): string =>
  item.kind === 'post' ? `posts/${item.postId}` : `posts/${item.postId}/comments/${item.commentId}`;

/** The item a summary's fields name, or null when they name none. */
export function reportedItemOf(data: Record<string, unknown> | undefined): ReportedItem | null {
  const { kind, postId, commentId } = data ?? {};
  if (typeof postId !== 'string') return null;
  if (kind === 'post') return { kind, postId };
  if (kind === 'comment' && typeof commentId === 'string') return { kind, postId, commentId };
  return null;
}

/**
 * An item an admin hid: who, why (a report reason) and when (the server's time), with an optional
 * note. On a post the field is `false` until then, so the board's and search's queries can ask
 * for `hidden == false`; on a comment it is absent until then.
 */
export interface HiddenMark {
  by: string;
  reason: ReportReason;
  note: string;
  at: Date;
}

/**
 * Whether a stored post or comment is hidden, as firestore.rules read it: a `hidden` field other
 * than false (a post's is false until then, a comment's absent).
 */
export const isHiddenData = (data: Record<string, unknown> | undefined): boolean =>
  data !== undefined && 'hidden' in data && data.hidden !== false;

/** Who is reading, as far as hidden items go. */
export interface Viewer {
  uid: string;
  role?: 'admin';
}

/** Whether `viewer` still reads an item of `authorUid`'s that is hidden: its author and admins. */
export const mayReadHidden = (viewer: Viewer | null | undefined, authorUid: string): boolean =>
  viewer != null && (viewer.role === 'admin' || (authorUid !== '' && viewer.uid === authorUid));

/** Whether an item shows to `viewer`: not hidden, or hidden from others but not from them. */
export const shownTo = (
  item: { uid: string; hidden?: HiddenMark | null },
  viewer: Viewer | null | undefined,
): boolean => !item.hidden || mayReadHidden(viewer, item.uid);

/** What the queue shows of an item's reports. */
export type ReportStatus = 'open' | 'dismissed' | 'hidden';
export const REPORT_STATUSES: readonly ReportStatus[] = ['open', 'dismissed', 'hidden'];

export interface ReportSummary {
  key: string;
  item: ReportedItem;
  /** The reported item's author. */
  authorUid: string;
  count: number;
  reasons: Record<ReportReason, number>;
  status: ReportStatus;
  /** The last report, or the admin's decision. */
  updatedAt: Date;
}

/** What the queue shows of the reported item itself, read from the server (null: deleted). */
export interface ReportedContent {
  /** A post's title; a comment's is its post's, where known. */
  title: string;
  /** A post's text, or a comment's. */
  text: string;
  authorName: string;
  /** A reply (a comment with a parent). */
  reply: boolean;
  hidden?: HiddenMark;
}

/** One row of the admin queue: an item's summary and the item as the server has it. */
export interface ReportQueueItem {
  summary: ReportSummary;
  content: ReportedContent | null;
}

/** One member's report, as its reporter wrote it (the reporter is the document's id). */
export interface Report {
  uid: string;
  reason: ReportReason;
  text: string;
  createdAt: Date;
}

/** Why a member may not report an item (null: they may). */
export type ReportRefusal = 'own' | 'invalid';
export function reportRefusal(
  uid: string,
  item: ReportedItem,
  authorUid: string,
): ReportRefusal | null {
  if (authorUid === uid) return 'own';
  const ids = item.kind === 'post' ? [item.postId] : [item.postId, item.commentId];
  return ids.every(isReportableId) ? null : 'invalid';
}

/** A report's words as stored: trimmed; required for `other`, within the bound. */
export function reportTextError(reason: ReportReason, text: string): 'required' | 'long' | null {
  const clean = text.trim();
  if (clean.length > REPORT_TEXT_MAX) return 'long';
  if (reason === 'other' && clean.length === 0) return 'required';
  return null;
}
