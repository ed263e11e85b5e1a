import { doc, increment, serverTimestamp, writeBatch } from 'firebase/firestore/lite';
import { liteFirestore, readDocumentFromServer } from './direct-reads';
import { viewerSession } from './auth';

/**
 * Counts one view, visitors' too. A view is a document per viewer,
 * `posts/{postId}/views/{uid}`, created with hits + 1 in one write, so each viewer counts once
 * per post, ever (firestore.rules refuse a second). A visitor gets an anonymous session for it,
 * made here, when a post is first opened; the caller does not wait for it.
 *
 * Not a transaction: a transaction's reads are its commit's preconditions, and a busy post's
 * likes and comments would void it again and again (each time retried after a backoff). The view is looked up first, then created in one batch with the hit; two tabs
 * racing both find it missing, and the rules refuse the second batch.
 */
export async function countHit(postId: string): Promise<boolean> {
  const viewer = await viewerSession();
  const viewPath = `posts/${postId}/views/${viewer.uid}`;
  if ((await readDocumentFromServer(viewPath)).data) return false;
  const db = liteFirestore();
  const batch = writeBatch(db);
  batch.set(doc(db, viewPath), { createdAt: serverTimestamp() });
  batch.update(doc(db, 'posts', postId), { hits: increment(1) });
  try {
    await batch.commit();
    return true;
  } catch (error) {
    // Counted meanwhile (another tab), or the post is gone: nothing to count.
    if ((error as { code?: string }).code === 'permission-denied') return false;
    throw error;
  }
}
