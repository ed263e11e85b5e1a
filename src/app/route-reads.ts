import { FIRST_BOARD_PAGE } from '../data/model/board';
import { LATEST_POSTS } from '../data/model/post';
import {
  beginEarlyRead,
  boardFirstPageRead,
  latestPostsRead,
  pinnedNoticesRead,
  postRead,
} from '../data/remote/early-reads';
import type { EarlyView } from '../ui/view/early-slots';
import { hasSavedSession } from '../features/auth/session-key';
import { readBoardQuery } from '../features/board/board-query';
import { hydratesHere } from '../lib/early-input';
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
  const [view, , load] = FIRST_VIEWS.find(([, pattern]) => pattern.test(pathname)) ?? [];
  // Nothing to show a first view with: the code shows what the page has.
  if (!navigator.onLine || !view || !load) return view ? NOTHING_SHOWN : undefined;
  // Shown as they answer, on a first visit's page as built, its code (the module that draws the
  // view) fetched beside the reads. React renders any other page over them at once, and a page
  // the service worker answers has its code in the cache and its rows in the device's copy,
  // which may hold more than the server's (a post not sent yet).
  const asBuilt = hydratesHere(document.getElementById('root')!);
  const firstVisit = !navigator.serviceWorker?.controller;
  const drawn = <M>(draw: (module: M) => Promise<EarlyView>) =>
    load().then(
      (module) => draw(module as M),
      () => ({ shown: false }),
    );
  if (view === 'latest-posts') {
    const latest = beginEarlyRead(latestPostsRead(LATEST_POSTS));
    return asBuilt && firstVisit
      ? drawn<typeof import('../features/home/early-latest').showEarlyLatest>((show) =>
          show(latest),
        )
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
    return asBuilt && firstVisit
      ? drawn<typeof import('../features/board/early-rows').showEarlyRows>((show) =>
          show(page, pinned, query.sort === 'update'),
        )
      : undefined;
  }
  // The URL's one parameter: a member's uid, a post's id.
  const param = decodeURIComponent(pathname.split('/')[2] ?? '');
  // As a post's: on its shell, to a visitor (a member's header shows them the mute button).
  const toVisitor = firstVisit && !hasSavedSession();
  if (view === 'member') {
    // Its reads are begun by its module (features/members/early-member.ts), apart from the first
    // script: only a member's page needs them.
    return document.querySelector('[data-early-member]') && toVisitor
      ? drawn<typeof import('../features/members/early-member').showEarlyMember>((show) =>
          show(param),
        )
      : NOTHING_SHOWN;
  }
  const postId = param;
  const post = beginEarlyRead(postRead(postId));
  // On its shell (which has the slot), to a visitor: a member's own post shows its owner's
  // buttons above the text, which only React knows to add.
  return document.querySelector('[data-early-post]') && toVisitor
    ? drawn<typeof import('../features/posts/early-post').showEarlyPost>((show) =>
        show(postId, post),
      )
    : NOTHING_SHOWN;
}

/** A first view the first script did not show: the page's code shows it (app/app-code.ts). */
const NOTHING_SHOWN: Promise<EarlyView> = Promise.resolve({ shown: false });
