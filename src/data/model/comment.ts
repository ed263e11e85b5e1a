import type { Author } from './post';

/** `posts/{postId}/comments/{commentId}`. */
export interface Comment {
  id: string;
  postId: string;
  text: string;
  uid: string;
  author: Author;
  createdAt: Date;
}
