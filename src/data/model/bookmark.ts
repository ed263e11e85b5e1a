import type { Author, Category } from './post';

/** `users/{uid}/bookmarks/{postId}`: enough of the post to list it offline. */
export interface Bookmark {
  uid: string;
  postId: string;
  createdAt: Date;
  title: string;
  category: Category;
  tags: string[];
  author: Author;
  postCreatedAt: Date;
}

export type BookmarkSummary = Pick<Bookmark, 'title' | 'category' | 'tags' | 'author'> & {
  postCreatedAt: Date;
};
