import { isPinned, type Post } from '../../data/model/post';
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
  shownIf,
  type EarlyView,
} from '../../lib/early-dom';
import { painted } from '../../lib/after-next-paint';
import type { RelativeTimeWords } from '../../lib/relative-time';
import { langIfOther } from '../../lib/text-language';
import { earlyMarkdownHtml, type EarlyMarkdownWords } from './early-markdown';

/**
 * A post's page on a first visit, shown by the app's first script as soon as the post's read
 * answers, before React, the post's screen and react-markdown have arrived: on a phone those
 * take seconds, and the post's text is what the page is opened for. The article is the same
 * elements, with the same classes and words, as PostDetailPage's header and MarkdownView render
 * (post-detail-page.tsx, early-markdown.ts), so when React's own article takes its place nothing
 * moves (an e2e test compares the two). Below the text (likes, comments) comes with React.
 *
 * It goes into the slot PostDetailPage renders while it reads (early-post-slot.tsx), which
 * carries the words in the page's language. React renders the post's page from scratch (its
 * shell serves every post), so the slot takes over what it finds here when it first renders, and
 * the page shows the same article until React's is ready. Only on a first visit, to a visitor:
 * a member's own post has its owner's buttons above the text, which only React knows to add
 * (src/app/route-reads.ts). A post that may use GitHub's markdown extensions shows its header
 * alone until React (they load with it).
 */

/** The words the article shows, in the page's language: the slot's `data-early-post`. */
export interface EarlyPostText extends EarlyMetaText, EarlyMarkdownWords {
  relativeTime: RelativeTimeWords;
}

/** PostDetailPage's header: badges, title, author, time, hits, tags. */
function header(post: Post, text: EarlyPostText, lang: string | undefined): HTMLElement {
  return el(
    'header',
    { class: 'flex flex-col gap-3 border-b-2 border-line pb-4' },
    el(
      'div',
      { class: 'flex items-center gap-2' },
      categoryBadge(post, text),
      isPinned(post) && pinnedBadge(text),
    ),
    el('h1', { class: 'text-2xl break-words sm:text-3xl', lang }, post.title),
    el(
      'div',
      { class: 'flex flex-wrap items-center gap-3 text-sm text-ink-muted' },
      avatar(post, 28),
      el('span', { class: 'font-semibold text-ink' }, post.author.displayName),
      timeOf(post.writtenAt ?? post.createdAt, text.relativeTime),
      count(text.hits, post.hits),
    ),
    tagLinks(post.tags, text, 'text-sm'),
  );
}

/** Markdown that runs the parser's parts a post's text most often uses, a few at a time. */
const WARM_UP = ['a', '# a', '*b* **c**', '`d` [e](/f)', '- g'];

/**
 * Shows the post in the slot once its read has answered (see fillEarlySlot); a missing post
 * leaves the page's loading state.
 */
export function showEarlyPost(read: Promise<Post | null>): Promise<EarlyView> {
  // The parser's first run compiles its code: on a phone's CPU that costs more than the post's
  // own parse, so it is done on samples while the read is on its way, once the page has painted.
  // In the post's task it would make one long task of them (TBT); in one task of its own, still
  // one (90 ms at 4x CPU). Each sample runs a few of the parser's parts, in a task of its own.
  const ready = (text: EarlyPostText) =>
    painted().then(() =>
      WARM_UP.reduce(
        (done, sample) =>
          done.then(
            () =>
              new Promise<void>((resolve) =>
                setTimeout(() => {
                  earlyMarkdownHtml(sample, text);
                  resolve();
                }),
              ),
          ),
        Promise.resolve(),
      ),
    );
  return fillEarlySlot(
    'earlyPost',
    (text: EarlyPostText) => Promise.all([read, ready(text)]),
    ([post], text, locale) => {
      if (!post) return null;
      const lang = langIfOther(`${post.title} ${post.content}`, locale);
      const html = earlyMarkdownHtml(post.content, text);
      let body: HTMLElement | false = false;
      if (html !== null) {
        body = el('div', { class: 'markdown-body', 'data-testid': 'early-markdown', lang });
        // micromark's HTML: raw HTML in the post is escaped text, unsafe URLs are empty.
        body.innerHTML = html;
      }
      return [
        el(
          'article',
          { class: 'flex flex-col gap-6', 'data-testid': 'early-post', 'data-post-id': post.id },
          header(post, text, lang),
          body,
        ),
      ];
    },
  ).then(shownIf);
}
