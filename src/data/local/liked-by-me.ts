import { likePath } from '../sync/entry-paths';
import { db } from './database';

/** Whether the device shows the post as liked by its member now (undefined: no such post). */
export async function shownLikedByMe(postId: string): Promise<boolean | undefined> {
  const row = await db.posts.get(postId);
  return row?.kind === 'post' ? row.likedByMe : undefined;
}

/**
 * Takes the server's answer to "did this member like it" into the device's row, unless the
 * member liked or unliked meanwhile: a like waiting in the outbox, or a row that changed since
 * `before` (read when the server was asked), is newer than the answer.
 */
export async function keepServerLikedByMe(
  postId: string,
  uid: string,
  before: boolean | undefined,
  liked: boolean,
): Promise<void> {
  await db.transaction('rw', db.posts, db.outbox, async () => {
    const current = await db.posts.get(postId);
    const waiting = await db.outbox.where('target').equals(likePath(postId, uid)).count();
    const changedMeanwhile = current?.kind === 'post' && current.likedByMe !== before;
    if (
      current?.kind === 'post' &&
      waiting === 0 &&
      !changedMeanwhile &&
      current.likedByMe !== liked
    ) {
      await db.posts.put({ ...current, likedByMe: liked });
    }
  });
}
