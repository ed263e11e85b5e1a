import { useLiveQuery } from 'dexie-react-hooks';
import type { CommentRow, PostRow } from '../model/local-rows';
import { db } from './database';

const isPost = (row: unknown): row is PostRow => (row as PostRow | undefined)?.kind === 'post';

/** The device's row of a post; null when it holds none. */
export async function devicePost(postId: string): Promise<PostRow | null> {
  const row = await db.posts.get(postId);
  return isPost(row) ? row : null;
}

/** Every post the device lists: drafts and hidden posts left out (search finds neither). */
export async function allLocalPosts(): Promise<PostRow[]> {
  return (await db.posts
    .where('kind')
    .equals('post')
    .filter((row) => !row.hidden)
    .toArray()) as PostRow[];
}

/** The device's row of a post, live (undefined while loading, when absent, or for no id). */
export function useLocalPost(postId: string | undefined): PostRow | undefined {
  return useLiveQuery(async () => {
    const row = postId === undefined ? undefined : await db.posts.get(postId);
    return isPost(row) ? row : undefined;
  }, [postId]);
}

/** The device's row of a comment, live (undefined while loading, when absent, or for no id). */
export function useLocalComment(commentId: string | undefined): CommentRow | undefined {
  return useLiveQuery(
    () => (commentId === undefined ? undefined : db.comments.get(commentId)),
    [commentId],
  );
}
