import { keptPageToken, type KeptToken } from './app-check-token';

/**
 * Counts a visitor's view in a worker of its own (hits-worker.ts). On the page's thread, Firebase
 * Auth's start and Firestore Lite's write (./hits) would be long tasks on a visitor's first visit
 * to a post, after its text has painted: tasks a tap would wait behind. A member's page has Auth loaded already, and counts on the page (use-opened-post.ts).
 */

/**
 * What the page asks the worker: count one view of `postId`, with the page's kept App Check
 * token when it has one (the worker cannot run reCAPTCHA; without one its requests go without).
 */
export interface HitAsked {
  type: 'count-hit';
  id: number;
  postId: string;
  appCheck?: KeptToken;
}

/** The worker's answer to ask `id`: counted (false: counted before), or why it failed. */
export type HitAnswer = { id: number; counted: boolean } | { id: number; error: string };

let worker: Worker | undefined;
let asks = 0;

/** Whether this browser can count off the page's thread: one with module workers. */
export function canCountOffThread(): boolean {
  return typeof Worker !== 'undefined';
}

export function countHitOffThread(postId: string): Promise<boolean> {
  worker ??= new Worker(new URL('./hits-worker.ts', import.meta.url), {
    type: 'module',
    name: 'hits',
  });
  const counter = worker;
  const id = ++asks;
  return new Promise((resolve, reject) => {
    const answered = (event: MessageEvent<HitAnswer>) => {
      if (event.data.id !== id) return;
      counter.removeEventListener('message', answered);
      if ('error' in event.data) reject(new Error(event.data.error));
      else resolve(event.data.counted);
    };
    counter.addEventListener('message', answered);
    const appCheck = keptPageToken();
    counter.postMessage({
      type: 'count-hit',
      id,
      postId,
      ...(appCheck ? { appCheck } : {}),
    } satisfies HitAsked);
  });
}

const COUNTED_KEY = 'hits/counted';

/**
 * Hits are views, members' and visitors': the server counts each viewer once per post; this only
 * spares asking again in the same browser session. True the first time `postId` is asked of for
 * this viewer in this session (marked counted from then on).
 */
export function firstAskThisSession(postId: string, uid: string | null): boolean {
  const key = `${COUNTED_KEY}/${uid ?? 'visitor'}`;
  try {
    const counted = new Set<string>(JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[]);
    if (counted.has(postId)) return false;
    counted.add(postId);
    sessionStorage.setItem(key, JSON.stringify([...counted]));
  } catch {
    // Storage that cannot be read or written: the server still counts each viewer once.
  }
  return true;
}

/**
 * A visitor's view, counted off the page's thread once per session: what a post's page does when
 * it shows the post, and the first script does when it shows it first (features/posts/early-post.ts).
 */
export function countVisitorHitOnce(postId: string): void {
  if (!navigator.onLine || !canCountOffThread() || !firstAskThisSession(postId, null)) return;
  countHitOffThread(postId).catch((error: unknown) => console.warn('hit not counted', error));
}
