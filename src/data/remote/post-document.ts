import { isCategory, type Post } from '../model/post';

// No Firebase import here: both the full SDK's reads and Firestore Lite's use it.

/** A Firestore timestamp, from the full SDK or from Firestore Lite (two classes, one shape). */
function isTimestamp(value: unknown): value is { toDate(): Date } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { toDate?: unknown }).toDate === 'function' &&
    typeof (value as { toMillis?: unknown }).toMillis === 'function'
  );
}

function toDate(value: unknown): Date {
  return isTimestamp(value) ? value.toDate() : new Date(0);
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** Reads a `posts/{id}` document into the app's Post shape, tolerating missing fields. */
export function postFromFirestore(id: string, data: Record<string, unknown>): Post {
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
    ...(isTimestamp(data.writtenAt) ? { writtenAt: data.writtenAt.toDate() } : {}),
    version: count(data.version) || 1,
    pinnedAt: data.pinned === true ? toDate(data.pinnedAt) : null,
  };
}
