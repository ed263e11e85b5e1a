import type { Post } from '../../data/model/post';
import { postMetaView, postPath } from '../../ui/post-parts-view';
import type { ViewKit } from '../../ui/view/h';

/** The newest posts' grid on the home page. */
export const LATEST_GRID = 'grid gap-4 md:grid-cols-2';
/**
 * Every card (and the skeleton shown while loading) is as tall as the tallest a card can be: a
 * two-line title, the meta line wrapped once, one line of tags. Nothing below moves on load.
 */
export const LATEST_CARD = 'min-h-48 p-4 pixel-border';

export function latestPostsView<N>(kit: ViewKit<N>, posts: readonly Post[]): N {
  const { h, say } = kit;
  return h(
    'ul',
    { className: LATEST_GRID, 'data-testid': 'latest-posts' },
    posts.map((post) =>
      h(
        'li',
        { key: post.id, className: `${LATEST_CARD} bg-surface` },
        h(
          'h3',
          { className: 'mb-2 line-clamp-2 text-lg' },
          kit.link(
            { href: postPath(post.id), className: 'hover:text-primary hover:underline' },
            post.title,
          ),
        ),
        postMetaView(kit, post),
        post.tags.length > 0 &&
          h(
            'ul',
            {
              className: 'mt-2 flex h-6 flex-wrap gap-1 overflow-hidden',
              'aria-label': say('post.tags'),
            },
            post.tags.map((tag) =>
              h('li', { key: tag, className: 'bg-surface-alt px-1.5 text-xs' }, `#${tag}`),
            ),
          ),
      ),
    ),
  );
}
