import type { Post } from '../../data/model/post';
import type { ServerPage } from '../../data/remote/posts';
import {
  avatar,
  categoryBadge,
  count,
  el,
  fillEarlySlot,
  pinnedBadge,
  tagLinks,
  timeOf,
  type EarlyMetaText,
  type EarlyView,
} from '../../lib/early-dom';
import { painted } from '../../lib/after-next-paint';
import type { RelativeTimeWords } from '../../lib/relative-time';
import { langIfOther } from '../../lib/text-language';

/**
 * The board's first rows, shown by the app's first script as soon as their read answers, before
 * React and the board's code have arrived: on a phone those take seconds, the read a fraction of
 * one. The rows are the same elements, with the same classes and words, as React's PostList and
 * PinnedNotices render, so when React's own list takes their place nothing moves (an e2e test
 * compares the two). Links are plain links meanwhile: the browser follows them itself.
 *
 * They go into the slot BoardScreen renders in place of its list while it reads
 * (`data-early-rows`), which carries the words in the page's language. React leaves that slot's
 * content alone when it hydrates (it is inner HTML to React) and removes the slot when its list
 * shows. Only on a first visit's page as built (`/board`, hydrated): a page React renders from
 * scratch would replace them at once, and a page the service worker answers shows the device's
 * copy (src/app/route-reads.ts).
 */

/** The words the rows show, in the page's language: the slot's `data-early-rows`. */
export interface EarlyRowsText extends EarlyMetaText {
  list: string;
  pinned: string;
  likes: string;
  comments: string;
  edited: string;
  updatedAt: string;
  /** "{name} 작성": the name goes where `{name}` is. */
  by: string;
  relativeTime: RelativeTimeWords;
}

/** PostList's row (features/posts/post-list.tsx, PostRowView). */
function row(post: Post, text: EarlyRowsText, locale: string, byUpdate: boolean): HTMLElement {
  const date = byUpdate ? post.updatedAt : post.createdAt;
  return el(
    'li',
    { 'data-testid': 'early-post-row' },
    el(
      'article',
      { class: 'flex gap-3 border-b-2 border-dashed border-line/40 px-2 py-3' },
      avatar(post, 36),
      el(
        'div',
        { class: 'min-w-0 flex-1' },
        el(
          'div',
          { class: 'flex flex-wrap items-center gap-2' },
          categoryBadge(post, text),
          el(
            'h2',
            {
              class: 'min-w-0 text-base leading-snug font-semibold [font-family:var(--font-sans)]',
              lang: langIfOther(post.title, locale),
            },
            el(
              'a',
              {
                href: `/posts/${encodeURIComponent(post.id)}`,
                class: 'break-words hover:text-primary hover:underline',
              },
              post.title,
            ),
          ),
        ),
        tagLinks(post.tags, text, 'text-xs', 'mt-1'),
        el(
          'p',
          { class: 'mt-1 flex flex-wrap gap-x-3 text-xs text-ink-muted' },
          el('span', {}, post.author.displayName),
          el('span', {}, byUpdate && `${text.updatedAt} `, timeOf(date, text.relativeTime)),
          post.version > 1 && el('span', {}, text.edited),
          count(text.hits, post.hits),
          count(text.likes, post.likeCount),
          count(text.comments, post.commentCount),
        ),
      ),
    ),
  );
}

/** PinnedNotices (features/board/pinned-notices.tsx). */
function pinnedList(pinned: Post[], text: EarlyRowsText): HTMLElement {
  return el(
    'ul',
    {
      class: 'flex flex-col gap-1 border-2 border-accent p-2',
      'aria-label': text.pinned,
      'data-testid': 'early-pinned-notices',
    },
    ...pinned.map((post) =>
      el(
        'li',
        { class: 'flex flex-wrap items-center gap-2 px-1 py-1' },
        pinnedBadge(text),
        el(
          'a',
          {
            href: `/posts/${encodeURIComponent(post.id)}`,
            class: 'min-w-0 font-semibold break-words hover:text-primary hover:underline',
          },
          post.title,
        ),
        el(
          'span',
          { class: 'text-xs text-ink-muted' },
          `${text.by.replace('{name}', post.author.displayName)} `,
          timeOf(post.updatedAt, text.relativeTime),
        ),
      ),
    ),
  );
}

/**
 * Shows the board's first page (and its pinned notices, on the tabs that have them) in the slot
 * once both reads have answered (see fillEarlySlot). Its last row is where more is to read (the
 * board's next page): its coming into view is a reason for the board's code (app/app-code.ts).
 */
export function showEarlyRows(
  page: Promise<ServerPage<Post>>,
  pinned: Promise<Post[]>,
  byUpdate: boolean,
): Promise<EarlyView> {
  return fillEarlySlot(
    'earlyRows',
    () => Promise.all([page, pinned, painted()]),
    ([{ items }, notices], text: EarlyRowsText, locale) => {
      if (items.length === 0) return null;
      const rows = items.map((post) => row(post, text, locale, byUpdate));
      return [
        ...(notices.length > 0 ? [pinnedList(notices, text)] : []),
        el(
          'ul',
          { 'aria-label': text.list, 'data-testid': 'early-post-list', class: 'w-full' },
          ...rows,
        ),
      ];
    },
  ).then((nodes) => {
    // The list is the last node put in: its last row is where the next page begins.
    const list = nodes?.at(-1);
    return {
      shown: nodes !== null,
      moreBelow: (list instanceof Element && list.lastElementChild) || undefined,
    };
  });
}
