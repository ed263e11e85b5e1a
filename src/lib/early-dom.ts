import type { Category, Post } from '../data/model/post';
import { avatarDataUrl } from './avatar';
import { relativeParts, sayRelativeTime, type RelativeTimeWords } from './relative-time';

/**
 * The few pieces of React's markup the first script draws itself, before React has arrived: the
 * board's early rows (features/board/early-rows.ts), a post's early article
 * (features/posts/early-post.ts) and the home's latest posts (features/home/early-latest.ts). Each is the same element, with the same classes, as the
 * component named beside it, so React's own takes its place unmoved.
 */

type Child = Node | string | null | false;

/** The words those pieces show, in the page's language, as their slots carry them. */
export interface EarlyMetaText {
  pinnedBadge: string;
  tags: string;
  hits: string;
  categories: Record<Category, string>;
}

type MetaKey =
  | 'post.pinnedBadge'
  | 'post.tags'
  | 'post.hits'
  | 'category.notice'
  | 'category.qna'
  | 'category.community';

/** The words, said by the slot's React component (`say` is its catalog). */
export function earlyMetaText(say: (id: MetaKey) => string): EarlyMetaText {
  return {
    pinnedBadge: say('post.pinnedBadge'),
    tags: say('post.tags'),
    hits: say('post.hits'),
    categories: {
      notice: say('category.notice'),
      qna: say('category.qna'),
      community: say('category.community'),
    },
  };
}

export function el(
  tag: string,
  attributes: Record<string, string | undefined>,
  ...children: Child[]
): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes))
    if (value !== undefined) element.setAttribute(name, value);
  for (const child of children) if (child) element.append(child);
  return element;
}

/**
 * RelativeTime's "3일 전" (ui/relative-time.tsx), said from the words its slot carries
 * (lib/relative-time.ts, RelativeTimeWords) rather than by a formatter: a page's first `Intl`
 * formatter loads the browser's locale data, one task of 100 to 190 ms on a phone's CPU, and a
 * visitor who only reads the page needs none other.
 */
export function timeOf(date: Date, words: RelativeTimeWords): HTMLElement {
  const { value, unit } = relativeParts(date, Date.now());
  return el(
    'time',
    { datetime: date.toISOString() },
    sayRelativeTime(words, unit === 'second' ? 0 : value, unit),
  );
}

/** "조회수 3": a label, then its number. */
export function count(label: string, value: number): HTMLElement {
  return el('span', {}, `${label} `, el('span', {}, String(value)));
}

/** The Avatar (ui/avatar.tsx): its size is a style, set as React sets it (not an attribute). */
export function avatar(post: Pick<Post, 'uid' | 'author'>, size: number): HTMLElement {
  const image = el('img', {
    src: post.author.photoURL || avatarDataUrl(post.uid),
    alt: '',
    width: String(size),
    height: String(size),
    class: 'border-2 border-line bg-surface-alt object-cover [image-rendering:pixelated]',
  });
  image.style.width = image.style.height = `${size}px`;
  return image;
}

/** CategoryBadge (ui/post-meta.tsx). */
export function categoryBadge(post: Post, text: EarlyMetaText): HTMLElement {
  return el(
    'span',
    { class: 'inline-block border-2 border-line px-1.5 font-pixel text-xs' },
    text.categories[post.category],
  );
}

/** PinnedBadge (ui/post-meta.tsx). */
export function pinnedBadge(text: EarlyMetaText): HTMLElement {
  return el(
    'span',
    {
      class: 'inline-block border-2 border-accent bg-accent px-1.5 font-pixel text-xs text-surface',
    },
    text.pinnedBadge,
  );
}

/** TagLinks (features/posts/tag-links.tsx): nothing when there are none. */
export function tagLinks(
  tags: readonly string[],
  text: EarlyMetaText,
  size: 'text-xs' | 'text-sm',
  className = '',
): HTMLElement | false {
  return (
    tags.length > 0 &&
    el(
      'ul',
      { class: `flex flex-wrap gap-1 ${className}`.trim(), 'aria-label': text.tags },
      ...tags.map((tag) =>
        el(
          'li',
          {},
          el(
            'a',
            {
              href: `/search?tag=${encodeURIComponent(tag)}`,
              class: `bg-surface-alt px-1.5 ${size} hover:text-primary`,
            },
            `#${tag}`,
          ),
        ),
      ),
    )
  );
}

const SLOTS = {
  earlyRows: '[data-early-rows]',
  earlyPost: '[data-early-post]',
  earlyLatest: '[data-early-latest]',
} as const;

/**
 * Fills a slot of the page as built (`[data-early-rows]`, `[data-early-post]`,
 * `[data-early-latest]`: its words are the attribute's value) once what it shows has answered, if the slot is still there and empty:
 * React may have taken the page over meanwhile. `fill` returns what to put in it, or nothing
 * (there is nothing to show). Resolves to what it put in once it is in, or to null once there is
 * nothing to show; a read that failed leaves the page's loading state, and the screen reads again.
 */
export function fillEarlySlot<Words, Answer>(
  slotName: keyof typeof SLOTS,
  answer: (words: Words) => Promise<Answer>,
  fill: (answer: Answer, words: Words, locale: string) => Node[] | null,
): Promise<Node[] | null> {
  const slot = document.querySelector<HTMLElement>(SLOTS[slotName]);
  const json = slot?.dataset[slotName];
  if (!slot || !json) return Promise.resolve(null);
  const words = JSON.parse(json) as Words;
  const locale = document.documentElement.lang || 'ko';
  return answer(words).then(
    (answered) => {
      if (!slot.isConnected || slot.firstChild) return null;
      const nodes = fill(answered, words, locale);
      if (nodes) slot.append(...nodes);
      return nodes;
    },
    () => null,
  );
}

/**
 * What the first script showed of a page before its code: whether the page shows its content
 * (else the code has to), and where the page ends that it has more for than it shows (the board's
 * last row: its next page), whose coming into view is a reason for the code (app/app-code.ts).
 */
export interface EarlyView {
  shown: boolean;
  moreBelow?: Element;
  /**
   * What the view shows after its first paint (a post's comments, below its text): resolves to
   * false when it could not show it, and then the code has to.
   */
  rest?: Promise<boolean>;
}

/** An early view of `nodes` that has nothing more below it. */
export const shownIf = (nodes: Node[] | null): EarlyView => ({ shown: nodes !== null });
