import { FIRST_BOARD_PAGE } from '../data/model/board';
import { LATEST_POSTS } from '../data/model/post';
import {
  beginEarlyRead,
  boardFirstPageRead,
  latestPostsRead,
  pinnedNoticesRead,
  postRead,
} from '../data/remote/early-reads';
import type { EarlyView } from '../lib/early-dom';
import { hasSavedSession } from '../features/auth/session-key';
import { readBoardQuery } from '../features/board/board-query';
import { showEarlyRows } from '../features/board/early-rows';
import { showEarlyLatest } from '../features/home/early-latest';
import { hydratesHere } from './early-input';
import FIRST_VIEWS from 'virtual:first-views';

/**
 * Begins, from the URL alone, the server reads the opened screen shows first: the home's latest
 * posts, the board's first page and its pinned notices, or a post. On a first visit that read waited for React, the
 * screen's code and the device's copy to load before it could start; begun here, it travels with
 * them. Offline there is nothing to begin: the screens read the device's copy.
 * Run by src/early.ts, the app's first and smallest script, so it matches paths without the
 * router (which comes with React). On a first visit they are shown from here too: the home's
 * latest posts (features/home/early-latest.ts), the board's first page
 * (features/board/early-rows.ts) and a post (features/posts/early-post.ts): what it returns
 * settles once they are in the page, or once there is nothing to show, and says which.
 */
export function beginRouteReads({ pathname, search }: Location): Promise<EarlyView> | undefined {
  const view = FIRST_VIEWS.find(([, pattern]) => pattern.test(pathname))?.[0];
  // Nothing to show a first view with: the code shows what the page has.
  if (!navigator.onLine) return view ? NOTHING_SHOWN : undefined;
  if (view === 'latest-posts') {
    const latest = beginEarlyRead(latestPostsRead(LATEST_POSTS));
    // As the board's rows: on a first visit's page as built.
    return hydratesHere(document.getElementById('root')!) && !navigator.serviceWorker?.controller
      ? showEarlyLatest(latest)
      : undefined;
  }
  if (view === 'board-rows') {
    const query = readBoardQuery(new URLSearchParams(search));
    const page = beginEarlyRead(boardFirstPageRead(query, FIRST_BOARD_PAGE));
    // The tabs that show the pinned notices above the list.
    const pinned =
      query.tab === 'all' || query.tab === 'notice'
        ? beginEarlyRead(pinnedNoticesRead)
        : Promise.resolve([]);
    // Shown as they answer, on a first visit's page as built. React renders any other page over
    // them at once, and a page the service worker answers has its code in the cache and its
    // rows in the device's copy, which may hold more than the server's (a post not sent yet).
    return hydratesHere(document.getElementById('root')!) && !navigator.serviceWorker?.controller
      ? showEarlyRows(page, pinned, query.sort === 'update')
      : undefined;
  }
  if (view === 'post') {
    const postId = decodeURIComponent(pathname.split('/')[2] ?? '');
    const post = beginEarlyRead(postRead(postId));
    // Shown as it answers, on a first visit's page as built (its shell has the slot), to a
    // visitor: a member's own post shows its owner's buttons above the text. Its code (the
    // markdown parser) loads beside the read, on this page alone.
    return document.querySelector('[data-early-post]') &&
      !navigator.serviceWorker?.controller &&
      !hasSavedSession()
      ? import('../features/posts/early-post').then(
          ({ showEarlyPost }) => showEarlyPost(postId, post),
          () => ({ shown: false }),
        )
      : NOTHING_SHOWN;
  }
  return undefined;
}

/** A first view the first script did not show: the page's code shows it (app/app-code.ts). */
const NOTHING_SHOWN: Promise<EarlyView> = Promise.resolve({ shown: false });
