import { db } from '../../local/database';
import type { PostRow } from '../../model/local-rows';
import { LocalWriteError, localWrite } from '../local-write';
import { enqueue } from '../outbox';

// Likes and bookmarks: one document per member, so liking twice is still one like. The post's
// counter moves locally at once and on the server only together with that document.

async function postRow(postId: string): Promise<PostRow> {
  const row = await db.posts.get(postId);
  if (!row) throw new LocalWriteError('posts.error.missing');
  return row;
}

export async function likePost(uid: string, postId: string): Promise<void> {
  await localWrite([db.posts, db.outbox], async () => {
    const row = await postRow(postId);
    if (row.likedByMe) return;
    await enqueue(uid, { op: 'post.like', postId, payload: {} }, { summary: row.title });
  });
}

export async function unlikePost(uid: string, postId: string): Promise<void> {
  await localWrite([db.posts, db.outbox], async () => {
    const row = await postRow(postId);
    if (row.likedByMe === false) return;
    await enqueue(uid, { op: 'post.unlike', postId, payload: {} }, { summary: row.title });
  });
}

export async function addBookmark(uid: string, postId: string): Promise<void> {
  await localWrite([db.posts, db.bookmarks, db.outbox], async () => {
    const row = await postRow(postId);
    if (await db.bookmarks.get([uid, postId])) return;
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

export async function removeBookmark(uid: string, postId: string): Promise<void> {
  await localWrite([db.posts, db.bookmarks, db.outbox], async () => {
    const bookmark = await db.bookmarks.get([uid, postId]);
    if (!bookmark) return;
    await enqueue(uid, { op: 'bookmark.remove', postId, payload: {} }, { summary: bookmark.title });
  });
}
