import type { Post } from '../../data/model/post';
import { pinnedBadgeView, postPath } from '../../ui/post-parts-view';
import type { ViewKit } from '../../ui/view/h';

/** The notices an admin pinned, above the board's list (tabs that show notices); none: nothing. */
export function pinnedNoticesView<N>(kit: ViewKit<N>, pinned: readonly Post[]): N | null {
  const { h, say } = kit;
  if (pinned.length === 0) return null;
  return h(
    'ul',
    {
      className: 'flex flex-col gap-1 border-2 border-accent p-2',
      'aria-label': say('post.pinned'),
      'data-testid': 'pinned-notices',
    },
    pinned.map((post) =>
      h(
        'li',
        { key: post.id, className: 'flex flex-wrap items-center gap-2 px-1 py-1' },
        pinnedBadgeView(kit),
        kit.link(
          {
            href: postPath(post.id),
            className: 'min-w-0 font-semibold break-words hover:text-primary hover:underline',
          },
          post.title,
        ),
        h(
          'span',
          { className: 'text-xs text-ink-muted' },
          say('post.by', { name: post.author.displayName }),
          ' ',
          kit.relativeTime(post.updatedAt),
        ),
      ),
    ),
  );
}
