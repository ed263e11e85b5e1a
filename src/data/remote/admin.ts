import {
  collection,
  collectionGroup,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  type DocumentData,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import type { Comment } from '../model/comment';
import type { Page } from '../model/page';
import type { UserDocument } from '../model/user';
import { firestore, memberFirestore } from './firestore-client';
import { commentFromFirestore } from './mirror-listeners';
import { userFromFirestore } from './users';

// What only the admin pages read, straight from the server (firestore.rules let admins list the
// members; comments are public). Nothing here is mirrored: these lists need a connection.

async function pageOf<T>(
  base: Query,
  size: number,
  convert: (snapshot: QueryDocumentSnapshot) => T,
  after: QueryDocumentSnapshot | null = null,
): Promise<Page<T>> {
  const snapshot = await getDocs(query(base, ...(after ? [startAfter(after)] : []), limit(size)));
  const last = snapshot.docs.at(-1) ?? null;
  return {
    items: snapshot.docs.map(convert),
    more: snapshot.size === size && last ? () => pageOf(base, size, convert, last) : null,
  };
}

/** Members, newest first (admins only: sent with the member's token). */
export async function listMembers(size: number): Promise<Page<UserDocument>> {
  return pageOf(
    query(collection(await memberFirestore(), 'users'), orderBy('createdAt', 'desc')),
    size,
    (snapshot) => userFromFirestore(snapshot.id, snapshot.data()),
  );
}

/** Comments on every post, newest first (a collection-group query). */
export function listRecentComments(size: number): Promise<Page<Comment>> {
  return pageOf(
    query(collectionGroup(firestore(), 'comments'), orderBy('createdAt', 'desc')),
    size,
    (snapshot) => {
      const data: DocumentData = snapshot.data();
      return commentFromFirestore(snapshot.ref.parent.parent?.id ?? '', snapshot.id, data);
    },
  );
}
