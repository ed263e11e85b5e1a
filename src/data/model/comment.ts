import type { HiddenMark } from './moderation';
import type { Author } from './post';

/**
 * Comments are read a page at a time, oldest first: the post's listener keeps the first page
 * live, and each "more comments" reads (and mirrors) the next page.
 */
export const COMMENT_PAGE_SIZE = 20;

/**
 * The first page of a post's comments as both of its readers ask for it (the member's listener
 * through the full SDK, a visitor's one read through Firestore Lite): ordered by this field,
 * oldest first, a page's worth.
 */
export const FIRST_COMMENTS = {
  field: 'createdAt',
  direction: 'asc',
  size: COMMENT_PAGE_SIZE,
} as const;

/**
 * How far a first page of `count` comments, the last created at `last`, vouches for the post's
 * comments: a full page only up to its last one (more may follow), a shorter one for all of
 * them (undefined).
 */
export function firstPageVouchesUntil(count: number, last: Date | undefined): Date | undefined {
  return count >= COMMENT_PAGE_SIZE ? last : undefined;
}

/**
 * `posts/{postId}/comments/{commentId}`. A reply is a comment too, in the same collection, with
 * the `parentId` of the top-level comment it answers (one level: a reply is never answered). So
 * a post's comments are one stream, oldest first, read, listened to, paged and cleared as one;
 * the list groups each comment's replies under it (`commentThreads`). The post's `commentCount`
 * counts replies too; a comment's `replyCount` counts its own (firestore.rules keep both exact).
 */
export interface Comment {
  id: string;
  postId: string;
  /** A reply's parent: the top-level comment it answers. Absent on a top-level comment. */
  parentId?: string;
  /** A top-level comment's replies, as the server counts them (absent: none yet). */
  replyCount?: number;
  /** Its text; `@[uid]` tokens mark the members it mentions (model/mention.ts). */
  text: string;
  /** The members it mentions (their uids), notified with it. */
  mentions?: string[];
  uid: string;
  author: Author;
  /** When the server took it: the order of a post's comments. */
  createdAt: Date;
  /** When the member wrote it, if it reached the server later (written offline). */
  writtenAt?: Date;
  /** Set once its author edited it; shown as "edited". */
  edited?: boolean;
  /** The server's version: 1 until its first edit (documents from before edits have none). */
  version?: number;
  /** Set once a moderator hid it: its author and admins read it, marked; others see a line. */
  hidden?: HiddenMark;
}

/** Replies shown under a comment before "show N more replies". */
export const REPLIES_SHOWN = 3;

/** A top-level comment and its replies, oldest first. */
export interface CommentThread<C extends Comment = Comment> {
  id: string;
  /** Null when the comment was deleted and its replies stay ("deleted comment"). */
  comment: C | null;
  replies: C[];
}

/**
 * A post's comments (one stream, oldest first) as threads: each top-level comment with its
 * replies under it, in the order given. A reply whose parent is not among them (deleted, with its
 * replies kept) opens a thread without a comment where its first reply stands; a parent given
 * after its reply (a device clock behind the server's) takes that thread's place.
 */
export function commentThreads<C extends Comment>(comments: readonly C[]): CommentThread<C>[] {
  const threads = new Map<string, CommentThread<C>>();
  const thread = (id: string) => {
    let found = threads.get(id);
    if (!found) threads.set(id, (found = { id, comment: null, replies: [] }));
    return found;
  };
  for (const comment of comments) {
    if (comment.parentId === undefined) thread(comment.id).comment = comment;
    else thread(comment.parentId).replies.push(comment);
  }
  return [...threads.values()];
}

/** A comment's place on its post's page: its element's id, and the URL's fragment. */
export const commentAnchor = (commentId: string) => `comment-${commentId}`;
