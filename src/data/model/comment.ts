import type { Author } from './post';

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
}
