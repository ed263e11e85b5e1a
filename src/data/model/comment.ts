import type { Author } from './post';

/**
 * Comments are read a page at a time, oldest first: the post's listener keeps the first page
 * live, and each "more comments" reads (and mirrors) the next page.
 */
export const COMMENT_PAGE_SIZE = 20;

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
