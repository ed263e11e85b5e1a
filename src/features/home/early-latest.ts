import type { Post } from '../../data/model/post';
import {
  categoryBadge,
  el,
  fillEarlySlot,
  type EarlyMetaText,
  shownIf,
  type EarlyView,
} from '../../lib/early-dom';
import { painted } from '../../lib/after-next-paint';
import { sayDate, type DateWords } from '../../lib/date-words';

/**
 * The home's latest posts, shown by the app's first script as soon as their read answers: the
 * home loads React only once the reader reaches for one of its controls (src/app/app-code.ts),
 * and a reader who only reads should see the posts all the same. The cards are the same
 * elements, with the same classes and words, as LatestPosts renders (latest-posts.tsx), so when
 * React's own list takes their place nothing moves (an e2e test compares the two). Links are
 * plain links meanwhile: the browser follows them itself.
 *
 * They go into the slot LatestPosts renders beside its loading cards (`data-early-latest`, with
 * the words in the page's language); React leaves that slot's content alone when it hydrates,
 * and a style hides the loading cards once the slot has cards of its own. Only on a first visit's
 * page as built (src/app/route-reads.ts).
 */

/** The words the cards show, in the page's language: the slot's `data-early-latest`. */
export interface EarlyLatestText extends EarlyMetaText {
  likes: string;
  comments: string;
  /** "{name} 작성": the name goes where `{name}` is. */
  by: string;
  date: DateWords;
}

/** LatestPosts' grid and card (latest-posts.tsx). */
export const LATEST_GRID = 'grid gap-4 md:grid-cols-2';
export const LATEST_CARD = 'min-h-48 p-4 pixel-border';

/** PostMeta (ui/post-meta.tsx): React writes the date and each count's number as bare text. */
function meta(post: Post, text: EarlyLatestText): HTMLElement {
  return el(
    'p',
    { class: 'flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted' },
    categoryBadge(post, text),
    el('span', {}, text.by.replace('{name}', post.author.displayName)),
    sayDate(text.date, post.createdAt),
    el('span', {}, `${text.hits} ${post.hits}`),
    el('span', {}, `${text.likes} ${post.likeCount}`),
    el('span', {}, `${text.comments} ${post.commentCount}`),
  );
}

function card(post: Post, text: EarlyLatestText): HTMLElement {
  return el(
    'li',
    { class: `${LATEST_CARD} bg-surface` },
    el(
      'h3',
      { class: 'mb-2 line-clamp-2 text-lg' },
      el(
        'a',
        {
          href: `/posts/${encodeURIComponent(post.id)}`,
          class: 'hover:text-primary hover:underline',
        },
        post.title,
      ),
    ),
    meta(post, text),
    post.tags.length > 0 &&
      el(
        'ul',
        { class: 'mt-2 flex h-6 flex-wrap gap-1 overflow-hidden', 'aria-label': text.tags },
        ...post.tags.map((tag) => el('li', { class: 'bg-surface-alt px-1.5 text-xs' }, `#${tag}`)),
      ),
  );
}

/**
 * Shows the newest posts in the slot once their read has answered (see fillEarlySlot). None: the
 * page keeps its loading cards, and React says there are none.
 */
export function showEarlyLatest(posts: Promise<Post[]>): Promise<EarlyView> {
  return fillEarlySlot(
    'earlyLatest',
    () => Promise.all([posts, painted()]),
    ([latest], text: EarlyLatestText) =>
      latest.length === 0
        ? null
        : [
            el(
              'ul',
              { class: LATEST_GRID, 'data-testid': 'early-latest-posts' },
              ...latest.map((post) => card(post, text)),
            ),
          ],
  ).then(shownIf);
}
