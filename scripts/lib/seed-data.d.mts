// The demo data's shape, for the TypeScript tests that read it (seed-data.mjs is plain JavaScript,
// shared with the scripts).

export interface SeedMember {
  uid: string;
  email: string;
  displayName: string;
  language: 'ko' | 'en';
  role?: 'admin';
}

export interface SeedPost {
  category: 'notice' | 'qna' | 'community';
  uid: string;
  title: string;
  tags: string[];
  content: string;
  pinned?: boolean;
  daysAgo?: number;
}

export declare const DEMO_PASSWORD: string;
export declare const MEMBERS: SeedMember[];
/** In order: the first is the oldest post (seed-post-01), the last the newest. */
export declare const POSTS: SeedPost[];
export declare const ARCHIVE_POSTS: SeedPost[];
export declare const COMMENT_TEXTS: string[];
export declare const TODOS: { uid: string; text: string; done: boolean }[];
/** Which members bookmarked which posts (1-based post numbers). */
export declare const BOOKMARKS: Record<string, number[]>;
