import { Dexie, liveQuery } from 'dexie';
import { db } from '../local/database';
import type { PostRow } from '../model/local-rows';
import { callLite } from '../remote';
import { mirrorPosts } from '../sync/mirror-writes';

/**
 * The newest posts from the device's copy, live. Loaded after the first paint (Dexie is not in
 * the first bundle). Online, the server's newest are read once through Firestore Lite and
 * mirrored (a visitor runs no mirror listener, so this keeps a repeat visit's list current);
 * they come back through this query. When the device has none yet, nothing is reported until
 * the server has answered.
 */
export function watchLatestPosts(
  max: number,
  onChange: (posts: PostRow[]) => void,
  onError: (error: unknown) => void,
) {
  let asked = false;
  const subscription = liveQuery(
    async () =>
      (await db.posts
        .where('[kind+createdAt]')
        .between(['post', Dexie.minKey], ['post', Dexie.maxKey])
        .reverse()
        .limit(max)
        .toArray()) as PostRow[],
  ).subscribe({
    next: (posts) => {
      if (!asked && navigator.onLine) {
        asked = true;
        const deviceHadNone = posts.length === 0;
        callLite((reads) => reads.fetchLatestPosts(max))
          .then(async (fetched) => {
            await mirrorPosts(fetched);
            if (deviceHadNone && fetched.length === 0) onChange([]);
          })
          .catch(onError);
        // Stay "loading" (not "no posts") while the server answers.
        if (deviceHadNone) return;
      }
      onChange(posts);
    },
    error: onError,
  });
  return () => subscription.unsubscribe();
}
