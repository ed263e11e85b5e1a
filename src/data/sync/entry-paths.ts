// Paths of the server documents (and Storage objects) outbox entries write; each operation picks
// its target and lane from these (ops/).

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
  | { table: 'comments'; id: string };

export function rowRefOf(path: string): RowRef | null {
  const [first, second, third, fourth, ...rest] = path.split('/');
  if (rest.length > 0 || !first || !second) return null;
  if (first === 'posts' && third === undefined) return { table: 'posts', id: second };
  if (first === 'posts' && third === 'comments' && fourth) return { table: 'comments', id: fourth };
  if (first === 'users' && third === 'todos' && fourth) return { table: 'todos', id: fourth };
  if (first === 'users' && third === 'bookmarks' && fourth)
    return { table: 'bookmarks', uid: second, postId: fourth };
  return null;
}
