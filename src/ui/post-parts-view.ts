import type { Author, Post } from '../data/model/post';
import { IDENTICON_GRID, identicon, identiconColors } from '../lib/avatar';
import type { Child, ViewKit } from './view/h';

/**
 * The small parts of a post most views show (its author's avatar, its badges, its tags, its meta
 * line), written once for React and the first script (view/h.ts).
 */

/**
 * The member's picture, or their generated pixel avatar when they have none (or only its data URL,
 * as an account's photo). The generated one is drawn inline: as a picture, each member's would be
 * a document of its own to the browser, made for every row they appear in.
 */
export function avatarView<N>(
  { h }: ViewKit<N>,
  uid: string,
  photoURL: string | undefined,
  size = 32,
): N {
  const style = { width: size, height: size };
  const className = 'border-2 border-line';
  if (photoURL && !photoURL.startsWith('data:'))
    return h('img', {
      src: photoURL,
      alt: '',
      width: size,
      height: size,
      className: `${className} bg-surface-alt object-cover [image-rendering:pixelated]`,
      style,
    });
  const { hue, path } = identicon(uid);
  const colors = identiconColors(hue);
  return h(
    'svg',
    {
      viewBox: `0 0 ${IDENTICON_GRID} ${IDENTICON_GRID}`,
      width: size,
      height: size,
      'aria-hidden': true,
      className: `${className} [shape-rendering:crispEdges]`,
      style: { ...style, background: colors.background },
    },
    h('path', { fill: colors.cells, d: path }),
  );
}

export function categoryBadgeView<N>({ h, say }: ViewKit<N>, category: Post['category']): N {
  return h(
    'span',
    { className: 'inline-block border-2 border-line px-1.5 font-pixel text-xs' },
    say(`category.${category}`),
  );
}

/** A notice an admin pinned to the top of the board. */
export function pinnedBadgeView<N>({ h, say }: ViewKit<N>): N {
  return h(
    'span',
    {
      className:
        'inline-block border-2 border-accent bg-accent px-1.5 font-pixel text-xs text-surface',
      'data-testid': 'pinned-badge',
    },
    say('post.pinnedBadge'),
  );
}

/** Marks something changed on this device whose change has not reached the server yet. */
export function pendingBadgeView<N>({ h, say }: ViewKit<N>, of: 'post' | 'todo' = 'post'): N {
  return of === 'post'
    ? h(
        'span',
        { className: 'bg-surface-alt px-1 text-xs text-ink-muted', 'data-testid': 'pending-badge' },
        say('posts.pending'),
      )
    : h(
        'span',
        {
          className: 'border-2 border-dashed border-line px-1.5 text-xs text-ink-muted',
          'data-testid': 'pending-badge',
        },
        say('sync.pendingBadge'),
      );
}

/** A post's tags, each a link to the search for it; nothing when there are none. */
export function tagLinksView<N>(
  kit: ViewKit<N>,
  tags: readonly string[],
  { size = 'text-xs', className = '' }: { size?: 'text-xs' | 'text-sm'; className?: string } = {},
): N | null {
  const { h, say, link } = kit;
  if (tags.length === 0) return null;
  return h(
    'ul',
    { className: `flex flex-wrap gap-1 ${className}`.trim(), 'aria-label': say('post.tags') },
    tags.map((tag) =>
      h(
        'li',
        { key: tag },
        link(
          {
            href: `/search?tag=${encodeURIComponent(tag)}`,
            className: `bg-surface-alt px-1.5 ${size} hover:text-primary`,
            'data-testid': 'tag-chip',
          },
          `#${tag}`,
        ),
      ),
    ),
  );
}

/** A post's line of facts on a card: category, author, date, hits, likes, comments. */
export function postMetaView<N>(kit: ViewKit<N>, post: Post): N {
  const { h, say } = kit;
  return h(
    'p',
    { className: 'flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted' },
    categoryBadgeView(kit, post.category),
    h('span', null, say('post.by', { name: post.author.displayName })),
    kit.date(post.createdAt),
    h('span', null, say('post.hits'), ' ', post.hits),
    h('span', null, say('post.likes'), ' ', post.likeCount),
    h('span', null, say('post.comments'), ' ', post.commentCount),
  );
}

/** "조회수 3": a label, then its number (with a test id to read it by). */
export function countView<N>({ h }: ViewKit<N>, label: string, value: number, testId?: string): N {
  return h('span', null, label, ' ', h('span', testId ? { 'data-testid': testId } : null, value));
}

/** A post's page, as links name it. */
export const postPath = (id: string) => `/posts/${encodeURIComponent(id)}`;

/** A member's page, as links name it. */
export const memberPath = (uid: string) => `/members/${encodeURIComponent(uid)}`;

/**
 * Who wrote something, as a link to their member page: `className` styles the author's name.
 * Without a uid (nothing to link to) the name alone.
 */
export function authorNameView<N>(
  { h, link }: ViewKit<N>,
  uid: string,
  author: Author,
  className: string,
): N {
  // 24 px tall at the least, however small its words: a target one can tap (WCAG 2.5.8).
  return uid
    ? link(
        {
          href: memberPath(uid),
          className: `${className} inline-block py-1 hover:text-primary hover:underline`.trim(),
        },
        author.displayName,
      )
    : h('span', { className }, author.displayName);
}

/**
 * The author's avatar as a link to their member page. Where their name beside it is the same
 * link (a post's header, a comment), this one is for the pointer: out of the tab order and of
 * what screen readers list. Where it is the only one (`named`: a list's row, whose name sits in a
 * line of small print under its tags, too close to them for a target one can tap, WCAG 2.5.8),
 * it is named by the author's name.
 */
export function authorAvatarView<N>(
  kit: ViewKit<N>,
  uid: string,
  author: Author,
  size: number,
  { named = false }: { named?: boolean } = {},
): Child<N> {
  const avatar = avatarView(kit, uid, author.photoURL, size);
  if (!uid) return avatar;
  const href = memberPath(uid);
  const className = 'shrink-0 self-start';
  return named
    ? kit.link({ href, className, 'aria-label': author.displayName }, avatar)
    : kit.link({ href, className, tabIndex: -1, 'aria-hidden': true }, avatar);
}
