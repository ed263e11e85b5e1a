import { postsArriving } from '../local/arrivals';
import {
  deviceProbed,
  deviceWasEmpty,
  firstViewPainted,
  whenDeviceMayOpen,
} from '../local/device-copy';
import { serverPostRow, type PostRow } from '../model/local-rows';
import { latestPostsRead } from '../remote/early-reads';
import { readOnce } from '../remote/read-once';

// Dexie and the mirror's writes load when the device is first read or written, not with the home
// screen: on a first visit that is after the server's answer has painted.
const database = () => import('../local/database');
const mirrorWrites = () => import('../sync/mirror-writes');

/**
 * The newest posts from the device's copy, live. Loaded after the first paint; Dexie loads when
 * the device is first read. Online, the server's newest are read once (through REST,
 * data/remote/rest-reads.ts) and mirrored (a visitor runs no mirror listener, so this keeps a
 * repeat visit's list current); they come back through this query. When the device has none
 * yet, nothing is reported until the server has answered. On a first visit (data/local/device-copy) the read starts at once and
 * its answer shows as it arrives, not after Dexie has created the database and read it back; the
 * database opens once that answer has painted, and the device's copy takes over once the answer
 * is in it.
 */
export function watchLatestPosts(
  max: number,
  onChange: (posts: PostRow[]) => void,
  onError: (error: unknown) => void,
) {
  let asked = false;
  let stopped = false;
  // Known once the browser has said whether the device holds a copy (deviceProbed).
  let firstVisit = false;
  // On a first visit, the device's (empty) answers are not shown until the server's is mirrored.
  let deviceCaughtUp = true;
  // `loading`: the list still waits for this answer (shown as it is on a first visit; else an
  // empty answer is reported here, since the device's query will not change).
  const ask = (loading: boolean) => {
    asked = true;
    // The read the app's first script began (src/app/route-reads.ts), or the same read made now.
    readOnce(latestPostsRead(max))
      .then(async (fetched) => {
        if (firstVisit) {
          if (!stopped) onChange(fetched.map(serverPostRow));
          firstViewPainted();
        }
        await postsArriving(
          fetched.map((post) => post.id),
          whenDeviceMayOpen()
            .then(mirrorWrites)
            .then(({ mirrorPosts }) => mirrorPosts(fetched)),
        );
        deviceCaughtUp = true;
        if (loading && fetched.length === 0 && !stopped) onChange([]);
      })
      .catch((error: unknown) => {
        if (firstVisit) firstViewPainted();
        onError(error);
      });
  };
  let subscription: { unsubscribe(): void } | undefined;
  const subscribe = async () => {
    const { db, Dexie, liveQuery } = await database();
    if (stopped) return;
    subscription = liveQuery(
      async () =>
        (await db.posts
          .where('[kind+createdAt]')
          .between(['post', Dexie.minKey], ['post', Dexie.maxKey])
          .reverse()
          .filter((row) => !row.hidden)
          .limit(max)
          .toArray()) as PostRow[],
    ).subscribe({
      next: (posts) => {
        if (!asked && navigator.onLine) {
          ask(posts.length === 0);
          // Stay "loading" (not "no posts") while the server answers.
          if (posts.length === 0) return;
        }
        if (deviceCaughtUp || posts.length > 0) onChange(posts);
      },
      error: onError,
    });
  };
  // On a first visit the server's answer is asked for at once, and the device's database opens
  // once it has painted.
  deviceProbed()
    .then(() => {
      if (stopped) return;
      firstVisit = deviceWasEmpty() && navigator.onLine;
      deviceCaughtUp = !firstVisit;
      if (firstVisit) ask(false);
      return firstVisit ? whenDeviceMayOpen().then(subscribe) : subscribe();
    })
    .catch(onError);
  return () => {
    stopped = true;
    subscription?.unsubscribe();
  };
}
