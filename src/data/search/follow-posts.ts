import { liveQuery } from 'dexie';
import { allLocalPosts } from '../local/posts';
import type { PostRow } from '../model/local-rows';

/** Rows taken in between two yields to the browser, so typing stays smooth while a big copy is read. */
export const SLICE = 250;

/** Lets the browser handle input and paint before the next slice of rows. */
export const breathe = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The device's posts for an index, followed while at least one screen holds it: `start` runs on
 * the first hold and gets each read of the posts table (Dexie's live query, which sees writes
 * from every tab), one at a time, the newest replacing any read still waiting; what `start`
 * returns runs on the last release.
 */
export function followPosts(start: () => { take(rows: PostRow[]): Promise<void>; stop(): void }) {
  let holders = 0;
  let following: { unsubscribe(): void; stop(): void } | null = null;

  const follow = () => {
    const { take, stop } = start();
    let waiting: PostRow[] | null = null;
    let taking = false;
    const drain = async () => {
      taking = true;
      try {
        while (waiting) {
          const found = waiting;
          waiting = null;
          await take(found);
        }
      } catch (error) {
        console.error('search: cannot index posts', error);
      } finally {
        taking = false;
      }
    };
    const subscription = liveQuery(allLocalPosts).subscribe({
      next: (found) => {
        waiting = found;
        if (!taking) void drain();
      },
      error: (error: unknown) => console.error('search: cannot read posts', error),
    });
    return { unsubscribe: () => subscription.unsubscribe(), stop };
  };

  /** Keeps the posts followed until the returned release is called. */
  return function hold(): () => void {
    holders += 1;
    following ??= follow();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      holders -= 1;
      if (holders > 0 || !following) return;
      following.unsubscribe();
      following.stop();
      following = null;
    };
  };
}
