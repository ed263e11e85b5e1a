import { Dexie, liveQuery } from 'dexie';
import { db } from '../local/database';
import type { PostRow } from '../model/local-rows';
import { callRemote } from '../remote';
import { mirrorPosts } from '../sync/mirror-writes';

/**
 * The newest posts from the device's copy, live. Loaded after the first paint (Dexie is not in
 * the first bundle). When the device has none yet and the network is there, they are fetched
 * and mirrored once, and nothing is reported until then.
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
      if (posts.length === 0 && !asked && navigator.onLine) {
        // Nothing on the device yet: stay "loading" (not "no posts") while the server answers;
        // mirrored posts come back through this query.
        asked = true;
        callRemote((api) => api.fetchLatestPosts(max))
          .then(async (fetched) => {
            await mirrorPosts(fetched);
            if (fetched.length === 0) onChange([]);
          })
          .catch(onError);
        return;
      }
      onChange(posts);
    },
    error: onError,
  });
  return () => subscription.unsubscribe();
}
