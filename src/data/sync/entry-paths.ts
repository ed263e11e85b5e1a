// Paths of the server documents (and Storage objects) outbox entries write; each operation picks
// its target and lane from these (ops/).
import { parseDocumentPath } from '../model/document-paths';

/** Storage path of an image: fixed by its id, so a replayed upload overwrites itself. */
export const imagePath = (uid: string, imageId: string) => `users/${uid}/images/${imageId}.jpg`;
export const todoPath = (uid: string, todoId: string) => `users/${uid}/todos/${todoId}`;
export const postPath = (postId: string) => `posts/${postId}`;
export const bookmarkPath = (uid: string, postId: string) => `users/${uid}/bookmarks/${postId}`;
export const commentPath = (postId: string, commentId: string) =>
  `posts/${postId}/comments/${commentId}`;
export const likePath = (postId: string, uid: string) => `posts/${postId}/likes/${uid}`;

/** The device row a server path is mirrored to, if any (likes and images have none). */
export type RowRef =
  | { table: 'todos'; id: string }
  | { table: 'posts'; id: string }
  | { table: 'bookmarks'; uid: string; postId: string }
  | { table: 'comments'; id: string }
  | { table: 'notifications'; uid: string; id: string };

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
    case 'notification':
      return { table: 'notifications', uid: ref.uid, id: ref.notificationId };
    case 'like':
    case 'image':
    case undefined:
      return null;
  }
}
