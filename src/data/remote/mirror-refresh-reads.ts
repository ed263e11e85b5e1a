import { collection, getDocs, limit, orderBy, query } from 'firebase/firestore/lite';
import type { Bookmark } from '../model/bookmark';
import type { Post } from '../model/post';
import type { Todo } from '../model/todo';
import type { Notification } from '../model/notification';
import { liteFirestore } from './direct-reads';
import { bookmarkFromFirestore, todoFromFirestore } from './document-converters';
import { notificationFromFirestore } from './notification-converter';
import { restNewestPostsByCategory } from './rest-reads';

// The member's worker's periodic refresh of the mirror (src/data/sync/periodic-refresh.ts): a few
// plain queries, each bounded, so a refresh costs little battery or data. The public posts come
// through REST; the member's to-dos, bookmarks and newest notifications over Firestore Lite, with
// the member's token.

export interface RefreshBudget {
  postsPerCategory: number;
  todos: number;
  bookmarks: number;
  /** The member's newest notifications. */
  notifications: number;
}

export interface MirrorSnapshot {
  posts: Post[];
  todos: Todo[];
  /** All of the member's to-dos (the listing was within the budget), or only some. */
  allTodos: boolean;
  bookmarks: Bookmark[];
  allBookmarks: boolean;
  notifications: Notification[];
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
  const [posts, todos, bookmarks, notifications] = await Promise.all([
    readNewestPosts(budget),
    getDocs(query(collection(db, 'users', uid, 'todos'), limit(budget.todos))),
    getDocs(query(collection(db, 'users', uid, 'bookmarks'), limit(budget.bookmarks))),
    getDocs(
      query(
        collection(db, 'users', uid, 'notifications'),
        orderBy('createdAt', 'desc'),
        limit(budget.notifications),
      ),
    ),
  ]);
  return {
    posts,
    todos: todos.docs.map((d) => todoFromFirestore(uid, d.id, d.data())),
    allTodos: todos.size < budget.todos,
    bookmarks: bookmarks.docs.map((d) => bookmarkFromFirestore(uid, d.id, d.data())),
    allBookmarks: bookmarks.size < budget.bookmarks,
    notifications: notifications.docs.map((d) => notificationFromFirestore(uid, d.id, d.data())),
  };
}
