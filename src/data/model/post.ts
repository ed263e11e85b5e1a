import type { HiddenMark } from './moderation';

export const CATEGORIES = ['notice', 'qna', 'community'] as const;
export type Category = (typeof CATEGORIES)[number];

export const MAX_TAGS = 10;

export interface Author {
  displayName: string;
  photoURL: string;
}

/** A post as the app uses it: Firestore's `posts/{postId}` with timestamps read as dates. */
export interface Post {
  id: string;
  title: string;
  category: Category;
  tags: string[];
  /** Its markdown; `@[uid]` tokens mark the members it mentions (model/mention.ts). */
  content: string;
  /** The members it mentions (their uids), notified with it; set when written, never edited. */
  mentions?: string[];
  uid: string;
  author: Author;
  hits: number;
  likeCount: number;
  commentCount: number;
  bookmarkCount: number;
  /** When the server took it: the board's order. */
  createdAt: Date;
  updatedAt: Date;
  /** When the member wrote it, if it reached the server later (written offline). */
  writtenAt?: Date;
  version: number;
  /**
   * When an admin pinned this notice to the top of the board; null when it is not pinned. A pin
   * is not an edit: the version stays. (Null keeps unpinned posts out of the device's index.)
   */
  pinnedAt: Date | null;
  /** Set once a moderator hid it (src/data/model/moderation.ts): shown to its author and admins. */
  hidden?: HiddenMark;
}

/** Rows written before pinning existed have no `pinnedAt` at all: not pinned either. */
export const isPinned = (post: Pick<Post, 'pinnedAt'>): boolean => post.pinnedAt instanceof Date;

export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && (CATEGORIES as readonly string[]).includes(value);
}

/** What a member writes in a post form; everything else on a post is the server's or derived. */
export interface PostContent {
  title: string;
  category: Category;
  tags: string[];
  content: string;
}

export function postContentOf(post: PostContent): PostContent {
  return {
    title: post.title,
    category: post.category,
    tags: [...post.tags],
    content: post.content,
  };
}

export function samePostContent(a: PostContent, b: PostContent): boolean {
  return (
    a.title === b.title &&
    a.category === b.category &&
    a.content === b.content &&
    a.tags.length === b.tags.length &&
    a.tags.every((tag, i) => tag === b.tags[i])
  );
}

/** How many of the newest posts the home shows (its first script reads them: src/app/route-reads.ts). */
export const LATEST_POSTS = 6;
