import type { Post } from '../../data/model/post';
import { painted } from '../../lib/after-next-paint';
import { fillEarlySlot, shownIf, type EarlyView } from '../../ui/view/early-slots';
import { latestPostsView } from './latest-posts-view';

/**
 * The home's latest posts, shown by the app's first script as soon as their read answers: the
 * home loads React only once the reader reaches for one of its controls (app/app-code.ts), and a
 * reader who only reads should see the posts all the same. They are LatestPosts' own view, put in
 * the slot it renders beside its loading cards (a style hides those once the slot has cards).
 * None: the page keeps its loading cards, and React says there are none.
 */
export function showEarlyLatest(posts: Promise<Post[]>): Promise<EarlyView> {
  return fillEarlySlot(
    'earlyLatest',
    () => Promise.all([posts, painted()]),
    ([latest], kit) => (latest.length === 0 ? null : [latestPostsView(kit, latest)]),
  ).then(shownIf);
}
