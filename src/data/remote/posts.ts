import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  Timestamp,
  type DocumentData,
} from 'firebase/firestore';
import { isCategory, type Post } from '../model/post';
import { firestore } from './firebase';

function toDate(value: unknown): Date {
  return value instanceof Timestamp ? value.toDate() : new Date(0);
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** Reads a `posts/{id}` document into the app's Post shape, tolerating missing fields. */
export function postFromFirestore(id: string, data: DocumentData): Post {
  const author = (data.author ?? {}) as Record<string, unknown>;
  return {
    id,
    title: String(data.title ?? ''),
    category: isCategory(data.category) ? data.category : 'community',
    tags: Array.isArray(data.tags)
      ? data.tags.filter((t): t is string => typeof t === 'string')
      : [],
    content: String(data.content ?? ''),
    uid: String(data.uid ?? ''),
    author: {
      displayName: String(author.displayName ?? ''),
      photoURL: String(author.photoURL ?? ''),
    },
    hits: count(data.hits),
    likeCount: count(data.likeCount),
    commentCount: count(data.commentCount),
    bookmarkCount: count(data.bookmarkCount),
    createdAt: toDate(data.createdAt),
    updatedAt: toDate(data.updatedAt),
    version: count(data.version) || 1,
  };
}

export async function fetchLatestPosts(max: number): Promise<Post[]> {
  const snapshot = await getDocs(
    query(collection(firestore(), 'posts'), orderBy('createdAt', 'desc'), limit(max)),
  );
  return snapshot.docs.map((d) => postFromFirestore(d.id, d.data()));
}

export async function fetchPost(id: string): Promise<Post | null> {
  const snapshot = await getDoc(doc(firestore(), 'posts', id));
  return snapshot.exists() ? postFromFirestore(snapshot.id, snapshot.data()) : null;
}
