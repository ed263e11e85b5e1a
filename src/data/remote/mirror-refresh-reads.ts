import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import type { Bookmark } from '../model/bookmark';
import { CATEGORIES, type Post } from '../model/post';
import type { Todo } from '../model/todo';
import { liteFirestore } from './direct-reads';
import { bookmarkFromFirestore, postFromFirestore, todoFromFirestore } from './document-converters';

// The service worker's periodic refresh of the mirror (src/data/sync/periodic-refresh.ts): a
// few plain queries over Firestore Lite, each bounded, so a refresh costs little battery or data.

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

/** The newest posts of each category, within the budget: what anyone may read. */
export async function readNewestPosts(budget: Pick<RefreshBudget, 'postsPerCategory'>) {
  const db = liteFirestore();
  const pages = await Promise.all(
    CATEGORIES.map((category) =>
      getDocs(
        query(
          collection(db, 'posts'),
          where('category', '==', category),
          orderBy('createdAt', 'desc'),
          limit(budget.postsPerCategory),
        ),
      ),
    ),
  );
  return pages.flatMap((page) => page.docs.map((d) => postFromFirestore(d.id, d.data())));
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
