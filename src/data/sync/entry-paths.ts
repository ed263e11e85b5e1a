import { parseDocumentPath } from '../model/document-paths';
import type { Mutation } from '../model/outbox';

/** Storage path of an image: fixed by its id, so a replayed upload overwrites itself. */
export const imagePath = (uid: string, imageId: string) => `users/${uid}/images/${imageId}.jpg`;
export const todoPath = (uid: string, todoId: string) => `users/${uid}/todos/${todoId}`;
export const postPath = (postId: string) => `posts/${postId}`;
export const bookmarkPath = (uid: string, postId: string) => `users/${uid}/bookmarks/${postId}`;
export const commentPath = (postId: string, commentId: string) =>
  `posts/${postId}/comments/${commentId}`;
export const likePath = (postId: string, uid: string) => `posts/${postId}/likes/${uid}`;

/** The document (or Storage object) an entry writes. */
export function entryTarget(mutation: Mutation, uid: string): string {
  switch (mutation.op) {
    case 'todo.create':
    case 'todo.update':
    case 'todo.delete':
      return todoPath(uid, mutation.todoId);
    case 'post.create':
    case 'post.edit':
    case 'post.delete':
    case 'post.pin':
      return postPath(mutation.postId);
    case 'post.like':
    case 'post.unlike':
      return likePath(mutation.postId, uid);
    case 'bookmark.add':
    case 'bookmark.remove':
      return bookmarkPath(uid, mutation.postId);
    case 'comment.add':
    case 'comment.edit':
    case 'comment.delete':
      return commentPath(mutation.postId, mutation.commentId);
    case 'image.upload':
      return imagePath(uid, mutation.imageId);
  }
}

/**
 * The ordering lane. Likes, bookmarks and comments move their post's counters, so they share the
 * post's lane: they replay after its create and before its delete, exactly as they were made.
 */
export function entryLane(mutation: Mutation, uid: string): string {
  switch (mutation.op) {
    case 'post.like':
    case 'post.unlike':
    case 'bookmark.add':
    case 'bookmark.remove':
    case 'comment.add':
    case 'comment.edit':
    case 'comment.delete':
      return postPath(mutation.postId);
    default:
      return entryTarget(mutation, uid);
  }
}

/** The device row a server path is mirrored to, if any (likes and images have none). */
export type RowRef =
  | { table: 'todos'; id: string }
  | { table: 'posts'; id: string }
  | { table: 'bookmarks'; uid: string; postId: string }
  | { table: 'comments'; id: string };

export function rowRefOf(path: string): RowRef | null {
  const ref = parseDocumentPath(path);
  switch (ref?.kind) {
    case 'post':
      return { table: 'posts', id: ref.postId };
    case 'comment':
      return { table: 'comments', id: ref.commentId };
    case 'todo':
      return { table: 'todos', id: ref.todoId };
    case 'bookmark':
      return { table: 'bookmarks', uid: ref.uid, postId: ref.postId };
    case 'like':
    case 'image':
    case undefined:
      return null;
  }
}
