import { collection, getDocs, limit, query } from 'firebase/firestore/lite';
import type { Bookmark } from '../model/bookmark';
import type { Post } from '../model/post';
import type { Todo } from '../model/todo';
import { liteFirestore } from './direct-reads';
import { bookmarkFromFirestore, todoFromFirestore } from './document-converters';
import { restNewestPostsByCategory } from './rest-reads';

// The member's worker's periodic refresh of the mirror (src/data/sync/periodic-refresh.ts): a few
// plain queries, each bounded, so a refresh costs little battery or data. The public posts come
// through REST; the member's to-dos and bookmarks over Firestore Lite, with the member's token.

export interface RefreshBudget {
  postsPerCategory: number;
  todos: number;
  bookmarks: number;
}

export interface MirrorSnapshot {
  posts: Post[];
  todos: Todo[];
  /** All of the member's to-dos (the listing was within the budget), or only some. */
  allTodos: boolean;
  bookmarks: Bookmark[];
  allBookmarks: boolean;
}

/**
 * The newest posts of each category, within the budget: what anyone may read. Through REST, as
 * the app's worker reads them for a reader (sw/sw.ts): without the posts' search tokens.
 */
export function readNewestPosts(budget: Pick<RefreshBudget, 'postsPerCategory'>): Promise<Post[]> {
  return restNewestPostsByCategory(budget.postsPerCategory);
}

export async function readMirrorSnapshot(
  uid: string,
  budget: RefreshBudget,
): Promise<MirrorSnapshot> {
  const db = liteFirestore();
  const [posts, todos, bookmarks] = await Promise.all([
    readNewestPosts(budget),
    getDocs(query(collection(db, 'users', uid, 'todos'), limit(budget.todos))),
    getDocs(query(collection(db, 'users', uid, 'bookmarks'), limit(budget.bookmarks))),
  ]);
  return {
    posts,
    todos: todos.docs.map((d) => todoFromFirestore(uid, d.id, d.data())),
    allTodos: todos.size < budget.todos,
    bookmarks: bookmarks.docs.map((d) => bookmarkFromFirestore(uid, d.id, d.data())),
    allBookmarks: bookmarks.size < budget.bookmarks,
  };
}
