import { db } from '../../local/database';
import type { PostRow } from '../../model/local-rows';
import { LocalWriteError, postWrite } from '../local-write';
import { enqueue } from '../outbox';

// Likes and bookmarks: one document per member, so liking twice is still one like. The post's
// counter moves locally at once and on the server only together with that document.

async function postRow(postId: string): Promise<PostRow> {
  const row = await db.posts.get(postId);
  if (!row) throw new LocalWriteError('posts.error.missing');
  return row;
}

type LikeOp = 'post.like' | 'post.unlike';

/** Enqueues the like or unlike `decide` picks from the device's likedByMe (unknown: undefined). */
async function changeLike(
  uid: string,
  postId: string,
  decide: (likedByMe: boolean | undefined) => LikeOp | null,
): Promise<void> {
  await postWrite(postId, [db.posts, db.outbox], async () => {
    const row = await postRow(postId);
    const op = decide(row.likedByMe);
    if (op) await enqueue(uid, { op, postId, payload: {} }, { summary: row.title });
  });
}

export const likePost = (uid: string, postId: string): Promise<void> =>
  changeLike(uid, postId, (liked) => (liked === true ? null : 'post.like'));

export const unlikePost = (uid: string, postId: string): Promise<void> =>
  changeLike(uid, postId, (liked) => (liked === false ? null : 'post.unlike'));

/**
 * Flips the member's like as the device holds it when the tap lands, not as the screen last
 * showed it: two quick taps are a like and an unlike, even before the screen has caught up.
 */
export const toggleLike = (uid: string, postId: string): Promise<void> =>
  changeLike(uid, postId, (liked) => (liked === true ? 'post.unlike' : 'post.like'));

/** Adds or removes the member's bookmark, as `add` picks from whether the device has it. */
async function changeBookmark(
  uid: string,
  postId: string,
  add: (bookmarked: boolean) => boolean,
): Promise<void> {
  await postWrite(postId, [db.posts, db.bookmarks, db.outbox], async () => {
    const bookmark = await db.bookmarks.get([uid, postId]);
    const wanted = add(bookmark !== undefined);
    if (wanted === (bookmark !== undefined)) return;
    if (bookmark) {
      await enqueue(
        uid,
        { op: 'bookmark.remove', postId, payload: {} },
        { summary: bookmark.title },
      );
      return;
    }
    const row = await postRow(postId);
    const { title, category, tags, author } = row;
    await enqueue(
      uid,
      {
        op: 'bookmark.add',
        postId,
        payload: { title, category, tags, author, postCreatedAt: row.createdAt.getTime() },
      },
      { summary: row.title },
    );
  });
}

export const addBookmark = (uid: string, postId: string): Promise<void> =>
  changeBookmark(uid, postId, () => true);

export const removeBookmark = (uid: string, postId: string): Promise<void> =>
  changeBookmark(uid, postId, () => false);

/** Flips the member's bookmark as the device holds it when the tap lands (see toggleLike). */
export const toggleBookmark = (uid: string, postId: string): Promise<void> =>
  changeBookmark(uid, postId, (bookmarked) => !bookmarked);
