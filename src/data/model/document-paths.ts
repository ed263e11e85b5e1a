// The one reader of Firestore document paths (and the Storage path of an image): what a path
// names, or null for anything the app does not write or mirror.

export type DocumentRef =
  | { kind: 'post'; postId: string }
  | { kind: 'comment'; postId: string; commentId: string }
  | { kind: 'like'; postId: string; uid: string }
  | { kind: 'todo'; uid: string; todoId: string }
  | { kind: 'bookmark'; uid: string; postId: string }
  | { kind: 'image'; uid: string; imageId: string }
  | { kind: 'notification'; uid: string; notificationId: string };

export function parseDocumentPath(path: string): DocumentRef | null {
  const parts = path.split('/');
  if (parts.some((part) => part === '')) return null;
  const [first, second = '', third, fourth = ''] = parts;
  if (first === 'posts') {
    if (parts.length === 2) return { kind: 'post', postId: second };
    if (parts.length !== 4) return null;
    if (third === 'comments') return { kind: 'comment', postId: second, commentId: fourth };
    if (third === 'likes') return { kind: 'like', postId: second, uid: fourth };
    return null;
  }
  if (first === 'users' && parts.length === 4) {
    if (third === 'todos') return { kind: 'todo', uid: second, todoId: fourth };
    if (third === 'bookmarks') return { kind: 'bookmark', uid: second, postId: fourth };
    if (third === 'notifications')
      return { kind: 'notification', uid: second, notificationId: fourth };
    if (third === 'images' && fourth.endsWith('.jpg'))
      return { kind: 'image', uid: second, imageId: fourth.slice(0, -'.jpg'.length) };
  }
  return null;
}
