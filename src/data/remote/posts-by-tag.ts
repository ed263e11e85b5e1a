import { collection, getDocsFromServer, limit, orderBy, query, where } from 'firebase/firestore';
import type { Post } from '../model/post';
import { firestore } from './firebase';
import { postFromFirestore } from './posts';

/**
 * The newest posts carrying `tag`, from the server only: a tag search asks for what the
 * device has not mirrored, so a cached answer would tell it nothing new.
 */
export async function fetchPostsByTag(tag: string, max = 50): Promise<Post[]> {
  const snapshot = await getDocsFromServer(
    query(
      collection(firestore(), 'posts'),
      where('tags', 'array-contains', tag),
      orderBy('createdAt', 'desc'),
      limit(max),
    ),
  );
  return snapshot.docs.map((d) => postFromFirestore(d.id, d.data()));
}
