import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { LATEST_POSTS, type Post } from '../../data/model/post';
import { EarlySlot } from '../../ui/early-slot';
import { useFirstRowsShown } from '../../lib/first-rows';
import { useViewKit } from '../../ui/view/react-kit';
import { LATEST_CARD, LATEST_GRID, latestPostsView } from './latest-posts-view';

type State = { status: 'loading' } | { status: 'ready'; posts: Post[] } | { status: 'error' };

/** The home page's newest posts, from the device's copy, so they show offline too. */
export function LatestPosts({ max = LATEST_POSTS }: { max?: number }) {
  const kit = useViewKit();
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    import('../../data/posts/latest-posts')
      .then(({ watchLatestPosts }) => {
        if (!live) return;
        stop = watchLatestPosts(
          max,
          (posts) => setState({ status: 'ready', posts }),
          (error) => {
            console.warn(error);
            setState((current) =>
              current.status === 'ready' && current.posts.length > 0
                ? current
                : { status: 'error' },
            );
          },
        );
      })
      .catch(() => live && setState({ status: 'error' }));
    return () => {
      live = false;
      stop?.();
    };
  }, [max]);
  // Once they render, the member's own parts of the page come (lib/first-rows.ts).
  useFirstRowsShown(state.status !== 'loading');

  if (state.status === 'loading') {
    // Cards' worth of space while the posts load, so nothing below them jumps when they arrive.
    return (
      <>
        <EarlySlot slot="early-latest" />
        <ul className={LATEST_GRID} aria-busy="true" data-testid="latest-posts-loading">
          {Array.from({ length: max }, (_, index) => (
            <li key={index} className={`${LATEST_CARD} animate-pulse bg-surface-alt`}>
              {index === 0 && (
                <span className="sr-only">
                  <FormattedMessage id="app.loading" />
                </span>
              )}
            </li>
          ))}
        </ul>
      </>
    );
  }
  if (state.status === 'error') {
    return (
      <p role="status">
        <FormattedMessage id="home.latestError" />
      </p>
    );
  }
  if (state.posts.length === 0) {
    return (
      <p>
        <FormattedMessage id="home.latestEmpty" />
      </p>
    );
  }
  return latestPostsView(kit, state.posts);
}
