import { Dexie } from 'dexie';
import { recentMembers, type MentionCandidate } from '../model/mention-writing';
import { postComments } from './comments';
import { db } from './database';

/** The newest posts and the newest comments read for it, each at most this many rows. */
const ROWS_READ = 100;

/**
 * Whom `writer` may mention in a post: the members who wrote the newest posts and comments this
 * device holds (at most ROWS_READ of each, read newest first from their time indexes), and, for
 * an edited post (`postId`), those who commented on it first; each once, by the name they last
 * wrote under, never the writer. Offline too: it reads only the device.
 */
export async function mentionCandidates(
  writer: string,
  { postId }: { postId?: string } = {},
): Promise<MentionCandidate[]> {
  return db.transaction('r', [db.posts, db.comments], async () => {
    const [posts, comments, thread] = await Promise.all([
      db.posts
        .where('[kind+createdAt]')
        .between(['post', Dexie.minKey], ['post', Dexie.maxKey])
        .reverse()
        .limit(ROWS_READ)
        .toArray(),
      db.comments.orderBy('createdAt').reverse().limit(ROWS_READ).toArray(),
      postId ? postComments(postId).reverse().limit(ROWS_READ).toArray() : [],
    ]);
    return recentMembers(writer, [...posts, ...comments], { first: thread });
  });
}
