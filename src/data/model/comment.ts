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

/** `posts/{postId}/comments/{commentId}`. */
export interface Comment {
  id: string;
  postId: string;
  text: string;
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
}
