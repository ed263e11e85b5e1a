import type { Comment } from '../../data/model/comment';
import { isPinned, type Post } from '../../data/model/post';
import { beginEarlyRead } from '../../data/remote/early-reads';
import { countVisitorHitOnce } from '../../data/remote/hits-off-thread';
import type { MirrorBatch } from '../../data/remote/mirror-listeners';
import { firstCommentsRead } from '../../data/remote/rest-comments';
import { keepByWorker } from '../../data/sync/worker-keeps';
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
import { earlyMarkdownHtml, type EarlyGfmSyntax, type EarlyMarkdownWords } from './early-markdown';
import { mayUseGfm } from './gfm-sign';

/**
 * A post's page on a first visit, shown by the app's first script as soon as the post's read
 * answers, before React, the post's screen and react-markdown have arrived: on a phone those
 * take seconds, and the post's text is what the page is opened for. The article is the same
 * elements, with the same classes and words, as PostDetailPage's header and MarkdownView render
 * (post-detail-page.tsx, early-markdown.ts), so when React's own article takes its place nothing
 * moves (an e2e test compares the two). Below the text come the reactions and, once their read
 * is in, the first page of comments with the comment box, as PostReactions and PostComments show
 * them to a visitor: a visitor who only reads needs no React at all (src/app/app-code.ts loads it
 * on a reason), and the view is counted, and the post kept for offline, off the page's thread.
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
  /** PostReactions' and SharePostButton's buttons. */
  likes: string;
  bookmark: string;
  share: string;
  /** PostComments' heading, "edited", "more comments", the field's label and its button. */
  comments: string;
  edited: string;
  moreComments: string;
  commentLabel: string;
  commentSubmit: string;
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

/** PostReactions and SharePostButton, as a visitor sees them (post-reactions.tsx). */
function reactions(post: Post, text: EarlyPostText): HTMLElement {
  const toggle = (testId: string, sign: string, label: string, value: number) =>
    el(
      'button',
      {
        type: 'button',
        class: 'pixel-button aria-pressed:!bg-primary aria-pressed:!text-surface',
        'aria-pressed': 'false',
        'data-testid': testId,
      },
      `${sign} ${label} `,
      el('span', { 'data-testid': testId.replace('-button', '-count') }, String(value)),
    );
  return el(
    'div',
    { class: 'flex flex-wrap items-start gap-2' },
    el(
      'div',
      { class: 'flex flex-wrap gap-2' },
      toggle('like-button', '♥', text.likes, post.likeCount),
      toggle('bookmark-button', '★', text.bookmark, post.bookmarkCount),
    ),
    el(
      'button',
      { type: 'button', class: 'pixel-button', 'data-testid': 'share-button' },
      text.share,
    ),
  );
}

/** PostComments as a visitor sees it (post-comments.tsx): the first page, and the field. */
function comments(batch: MirrorBatch<Comment>, text: EarlyPostText): HTMLElement {
  return el(
    'section',
    { 'aria-labelledby': 'comments-heading', class: 'flex flex-col gap-3' },
    el(
      'h2',
      { id: 'comments-heading', class: 'text-lg' },
      `${text.comments} `,
      el('span', { 'data-testid': 'comment-count' }, String(batch.changed.length)),
    ),
    el(
      'ul',
      { class: 'flex flex-col gap-2', 'data-testid': 'comment-list' },
      ...batch.changed.map((comment) =>
        el(
          'li',
          { class: 'flex gap-3 bg-surface-alt p-3', 'data-testid': 'comment' },
          avatar(comment, 28),
          el(
            'div',
            { class: 'min-w-0 flex-1' },
            el(
              'p',
              { class: 'flex flex-wrap gap-x-2 text-xs text-ink-muted' },
              el('span', { class: 'font-semibold text-ink' }, comment.author.displayName),
              timeOf(comment.writtenAt ?? comment.createdAt, text.relativeTime),
              comment.edited === true &&
                el('span', { 'data-testid': 'comment-edited' }, text.edited),
            ),
            el(
              'p',
              { class: 'break-words whitespace-pre-wrap', 'data-testid': 'comment-text' },
              comment.text,
            ),
          ),
        ),
      ),
    ),
    batch.allUntil !== undefined &&
      el(
        'button',
        { type: 'button', class: 'pixel-button self-center', 'data-testid': 'more-comments' },
        text.moreComments,
      ),
    el(
      'form',
      { novalidate: '', class: 'flex flex-col gap-2' },
      el('label', { for: 'comment-input', class: 'sr-only' }, text.commentLabel),
      el('textarea', {
        id: 'comment-input',
        name: 'text',
        rows: '3',
        maxlength: '2000',
        placeholder: text.commentLabel,
        class: 'border-2 border-line bg-surface px-3 py-2',
      }),
      el('button', { type: 'submit', class: 'pixel-button self-end' }, text.commentSubmit),
    ),
  );
}

/** Markdown that runs the parser's parts a post's text most often uses, a few at a time. */
const WARM_UP = ['a', '# a', '*b* **c**', '`d` [e](/f)', '- g'];

/**
 * Shows the post in the slot once its read has answered (see fillEarlySlot); a missing post
 * leaves the page's loading state.
 */
export function showEarlyPost(postId: string, read: Promise<Post | null>): Promise<EarlyView> {
  // Below the text: begun beside the post's read, shown once both are in.
  const firstComments = beginEarlyRead(firstCommentsRead(postId));
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
  // A post that may use GitHub's extensions: they come once its read has said so (a plain post,
  // most of them, needs none of their code).
  type Parsed = [post: Post | null, gfm: EarlyGfmSyntax | undefined];
  const withSyntax = (post: Post | null): Parsed | Promise<Parsed> =>
    post && mayUseGfm(post.content)
      ? import('./early-gfm').then(
          (m): Parsed => [post, m.GFM_SYNTAX],
          // Without them, its text is React's to show (below).
          (): Parsed => [post, undefined],
        )
      : [post, undefined];
  let rest: Promise<boolean> | undefined;
  return fillEarlySlot(
    'earlyPost',
    (text: EarlyPostText) => Promise.all([read.then(withSyntax), ready(text)]),
    ([[post, gfm]], text, locale) => {
      if (!post) return null;
      const lang = langIfOther(`${post.title} ${post.content}`, locale);
      const html = earlyMarkdownHtml(post.content, text, gfm);
      let body: HTMLElement | false = false;
      if (html !== null) {
        body = el('div', { class: 'markdown-body', 'data-testid': 'early-markdown', lang });
        // micromark's HTML: raw HTML in the post is escaped text, unsafe URLs are empty.
        body.innerHTML = html;
      }
      const article = el(
        'article',
        { class: 'flex flex-col gap-6', 'data-testid': 'early-post', 'data-post-id': post.id },
        header(post, text, lang),
        body,
        reactions(post, text),
      );
      rest = (async () => {
        // A text the first script could not show (GitHub's extensions did not load): the code
        // shows it.
        if (!body) return false;
        const batch = await firstComments.catch(() => null);
        if (batch && article.isConnected) article.append(comments(batch, text));
        // A reader who only reads needs none of the app's code: the view is counted in a worker
        // of its own, and the service worker keeps the post for reading offline.
        countVisitorHitOnce(post.id);
        keepByWorker({ kind: 'post', post });
        if (batch) keepByWorker({ kind: 'comments', postId: post.id, batch });
        return batch !== null;
      })();
      return [article];
    },
  ).then((nodes) => ({ ...shownIf(nodes), ...(nodes && rest ? { rest } : {}) }));
}
