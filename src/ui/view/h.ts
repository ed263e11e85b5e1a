import type { MessageKey } from '../../i18n/catalogs';
import type { DateWords } from '../../lib/date-words';
import type { RelativeTimeWords } from '../../lib/relative-time';

/**
 * A view written once for both of the app's renderers. The app renders it with React; a first
 * visit's first script renders the same view into the page's DOM before React has arrived
 * (dom-kit.ts), so what React renders later takes its place unmoved. A view is a plain function
 * of a kit: `h` makes an element the way React's `createElement` does (React's prop names:
 * `className`, `htmlFor`, style objects, `aria-*` and `data-*`), and the kit says the view's words
 * and draws the few parts each renderer draws its own way: a link (React Router's), a relative
 * time and a date (react-intl's formatters in the app, words the page carries in the first
 * script, which can afford no `Intl` formatter).
 */
export type Child<N> = N | string | number | boolean | null | undefined | readonly Child<N>[];

export type ViewProps = Record<string, unknown>;

export type H<N> = (type: string, props: ViewProps | null, ...children: Child<N>[]) => N;

export interface LinkProps {
  href: string;
  className?: string;
  key?: string;
  id?: string;
  'data-testid'?: string;
  /** The member a mention names (their uid). */
  'data-mention'?: string;
  /** A second link to the same place (an avatar beside the name): out of the keyboard's way. */
  tabIndex?: -1;
  'aria-hidden'?: true;
  /** The link's name, where its content has no words (an avatar). */
  'aria-label'?: string;
}

/** The words views say: the only catalog keys a view may use, written into early slots. */
export const VIEW_KEYS = [
  'board.indexCopy.title',
  'board.title',
  'category.community',
  'category.notice',
  'category.qna',
  'image.cannotLoad',
  'members.heading',
  'members.joined',
  'members.posts',
  'msg.1018',
  'post.bookmark',
  'post.by',
  'post.codeBlock',
  'post.comments',
  'post.edited',
  'post.hits',
  'post.likes',
  'post.pinned',
  'post.pinnedBadge',
  'post.tags',
  'post.updatedAt',
  'posts.comment.more',
  'posts.comment.submit',
  'posts.mention.unknown',
  'posts.hidden.comment',
  'posts.pending',
  'posts.reply.button',
  'posts.reply.deleted',
  'posts.reply.list',
  'posts.share',
  'sync.pendingBadge',
] as const satisfies readonly MessageKey[];

/**
 * The words views say with a `{count}`: ICU plurals, which the first script picks without
 * `Intl.PluralRules` (a formatter's locale data, a long task): the page carries each one's words
 * for 1 and for any other count, all that ko and en tell apart (as lib/relative-time.ts does).
 */
export const VIEW_COUNTED_KEYS = ['posts.reply.more'] as const satisfies readonly MessageKey[];

export type ViewKey = (typeof VIEW_KEYS)[number] | (typeof VIEW_COUNTED_KEYS)[number];

export interface ViewKit<N> {
  h: H<N>;
  /** The interface's language, for the `lang` of text written in the other one. */
  locale: string;
  say(id: ViewKey, values?: Record<string, string | number>): string;
  link(props: LinkProps, ...children: Child<N>[]): N;
  /** "3일 전", with the exact time for machines. */
  relativeTime(date: Date): N;
  /** "2026년 11월 26일": year, month (short unless asked for long), day. */
  date(date: Date, month?: 'short' | 'long'): N;
}

/** What a page carries for the first script to say the views' words without a formatter. */
export interface ViewWords {
  /** Each key's message, with `{name}` where a value goes. */
  messages: Record<(typeof VIEW_KEYS)[number], string>;
  /** Each counted key's message for 1 and for another count, `{count}` where the number goes. */
  counted: Record<(typeof VIEW_COUNTED_KEYS)[number], [one: string, other: string]>;
  relativeTime: RelativeTimeWords;
  date: DateWords;
  /** A date with its month said long ("November 26, 2026"). */
  longDate: DateWords;
}
