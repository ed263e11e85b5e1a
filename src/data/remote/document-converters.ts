import type { DocumentData } from 'firebase/firestore/lite';
import type { Bookmark } from '../model/bookmark';
import type { Comment } from '../model/comment';
import type { Post } from '../model/post';
import type { Todo } from '../model/todo';
import {
  authorField,
  categoryField,
  countField,
  dateField,
  hiddenField,
  mentionsField,
  tagsField,
  textField,
  writtenAtField,
} from './firestore-fields';

// Documents of the mirrored collections as the app's types, from either Firestore SDK (the
// page's listeners, or the service worker's periodic refresh over Firestore Lite) or a REST read
// (./rest-reads, its values decoded first).

/**
 * The fields `postFromFirestore` reads, but the text: what a list of posts shows. A list read
 * with only these (a projection) carries a few hundred bytes a post instead of its whole text.
 */
export const POST_LIST_FIELDS = [
  'title',
  'category',
  'tags',
  'uid',
  'author',
  'hits',
  'likeCount',
  'commentCount',
  'bookmarkCount',
  'createdAt',
  'updatedAt',
  'writtenAt',
  'version',
  'pinned',
  'pinnedAt',
  'hidden',
] as const;

/**
 * Every field `postFromFirestore` reads: a whole post as the app knows it (its text, and the
 * members the text mentions). A read with only
 * these leaves out the post's `searchTokens`, which only the server's search queries use and
 * which are most of a post's bytes (about three quarters of the demo posts').
 */
export const POST_FIELDS = [...POST_LIST_FIELDS, 'content', 'mentions'] as const;

/** Reads a `posts/{id}` document into the app's Post shape, tolerating missing fields. */
export function postFromFirestore(id: string, data: DocumentData): Post {
  return {
    id,
    title: textField(data.title),
    category: categoryField(data.category),
    tags: tagsField(data.tags),
    content: textField(data.content),
    ...mentionsField(data.mentions),
    uid: textField(data.uid),
    author: authorField(data.author),
    hits: countField(data.hits),
    likeCount: countField(data.likeCount),
    commentCount: countField(data.commentCount),
    bookmarkCount: countField(data.bookmarkCount),
    createdAt: dateField(data.createdAt),
    updatedAt: dateField(data.updatedAt),
    ...writtenAtField(data.writtenAt),
    version: countField(data.version) || 1,
    pinnedAt: data.pinned === true ? dateField(data.pinnedAt) : null,
    ...hiddenField(data.hidden),
  };
}

export function todoFromFirestore(uid: string, id: string, data: DocumentData): Todo {
  return {
    id,
    uid,
    text: textField(data.text),
    done: data.done === true,
    order: typeof data.order === 'number' ? data.order : 0,
    createdAt: dateField(data.createdAt),
    updatedAt: dateField(data.updatedAt),
    version: typeof data.version === 'number' ? data.version : 1,
  };
}

export function bookmarkFromFirestore(uid: string, postId: string, data: DocumentData): Bookmark {
  return {
    uid,
    postId,
    createdAt: dateField(data.createdAt),
    title: textField(data.title),
    category: categoryField(data.category),
    tags: tagsField(data.tags),
    author: authorField(data.author),
    postCreatedAt: dateField(data.postCreatedAt),
  };
}

export function commentFromFirestore(postId: string, id: string, data: DocumentData): Comment {
  return {
    id,
    postId,
    text: textField(data.text),
    uid: textField(data.uid),
    author: authorField(data.author),
    createdAt: dateField(data.createdAt),
    ...mentionsField(data.mentions),
    ...(typeof data.parentId === 'string' && data.parentId !== ''
      ? { parentId: data.parentId }
      : {}),
    ...(typeof data.replyCount === 'number' ? { replyCount: countField(data.replyCount) } : {}),
    ...writtenAtField(data.writtenAt),
    ...(data.edited === true ? { edited: true } : {}),
    ...hiddenField(data.hidden),
    version: commentVersionOf(data),
  };
}

/** The version a comment document holds (comments start at 1, before any edit). */
export function commentVersionOf(data: DocumentData): number {
  return typeof data.version === 'number' && Number.isFinite(data.version) ? data.version : 1;
}
