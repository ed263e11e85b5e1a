import type { MemberShown } from '../../data/model/profile';
import type { Post } from '../../data/model/post';
import { avatarView } from '../../ui/post-parts-view';
import { postRowView } from '../../ui/post-row-view';
import type { Child, ViewKit } from '../../ui/view/h';

/**
 * A member's page, written once for React (MemberPage, MemberPosts) and the first script
 * (early-member.ts, a visitor's first visit), so React's page takes the early one's place
 * unmoved: the page's column, the member's header, and their posts' section.
 */

/** The id of the posts' heading, which names their section. */
export const MEMBER_POSTS_HEADING = 'member-posts-heading';

/** Who a member page's header shows: their name and avatar, and the join date of a profile. */
export interface MemberHeaderProps<N> {
  uid: string;
  displayName: string;
  photoURL: string;
  /** Their profile's join date; none known for a member without a profile. */
  joinedAt?: Date;
  kind: Exclude<MemberShown['kind'], 'unknown'>;
  /** What React adds under the join date (the mute button). */
  controls?: Child<N>;
}

/** What the header of a member page shows of `shown`. */
export function memberHeaderPropsOf(
  shown: Exclude<MemberShown, { kind: 'unknown' }>,
): Omit<MemberHeaderProps<never>, 'controls'> {
  if (shown.kind === 'profile') {
    const { uid, displayName, photoURL, joinedAt } = shown.profile;
    return { kind: 'profile', uid, displayName, photoURL, joinedAt };
  }
  const { displayName, photoURL } = shown.author;
  return { kind: 'author', uid: shown.uid, displayName, photoURL };
}

/** The page's column: the header, the posts, and (in React's page) the comments. */
export function memberPageView<N>({ h }: ViewKit<N>, uid: string, ...sections: Child<N>[]): N {
  return h('div', { className: 'flex flex-col gap-8', 'data-member-uid': uid }, ...sections);
}

/** Their avatar, their name as the page's h1, and their join date. */
export function memberHeaderView<N>(
  kit: ViewKit<N>,
  { uid, displayName, photoURL, joinedAt, kind, controls }: MemberHeaderProps<N>,
): N {
  const { h, say } = kit;
  // The date goes where the message says it, as an element of its own.
  const [before, after = ''] = say('members.joined', { date: '\u0001' }).split('\u0001');
  return h(
    'header',
    {
      className: 'flex items-center gap-4 bg-surface p-5 pixel-border',
      'data-testid': 'member-header',
      'data-shown': kind,
    },
    avatarView(kit, uid, photoURL, 64),
    h(
      'div',
      { className: 'flex min-w-0 flex-col gap-1' },
      // As PageTitle draws the page's one h1.
      h(
        'h1',
        { className: 'mb-6 text-2xl text-ink sm:text-3xl' },
        say('members.heading', { name: displayName }),
      ),
      joinedAt &&
        h(
          'p',
          { className: '-mt-5 text-sm text-ink-muted', 'data-testid': 'member-joined' },
          before,
          h('time', { dateTime: joinedAt.toISOString() }, kit.date(joinedAt, 'long')),
          after,
        ),
      controls,
    ),
  );
}

/**
 * The member's posts' section: its heading (on the member page; on my page the page's title
 * names the list), then `content`: React's list and its footer, or the first script's rows.
 */
export function memberPostsSectionView<N>(
  kit: ViewKit<N>,
  { headed, ref }: { headed: boolean; ref?: unknown },
  ...content: Child<N>[]
): N {
  const { h, say } = kit;
  return h(
    'section',
    {
      ref,
      className: 'flex flex-col gap-3',
      'data-testid': 'member-posts',
      ...(headed ? { 'aria-labelledby': MEMBER_POSTS_HEADING } : {}),
    },
    headed && h('h2', { id: MEMBER_POSTS_HEADING, className: 'text-lg' }, say('members.posts')),
    ...content,
  );
}

/** The first page of the member's posts as the first script shows it, before React's list. */
export function earlyMemberPostsView<N>(kit: ViewKit<N>, posts: readonly Post[]): N {
  const { h } = kit;
  return h(
    'ul',
    {
      'aria-label': kit.say('members.posts'),
      'data-testid': 'early-post-list',
      className: 'w-full',
    },
    posts.map((post) =>
      h(
        'li',
        { key: post.id, 'data-testid': 'early-post-row' },
        postRowView(kit, { post, dateField: 'createdAt' }),
      ),
    ),
  );
}
