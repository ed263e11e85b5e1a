import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { LATEST_POSTS, type Post } from '../../data/model/post';
import { PostMeta } from '../../ui/post-meta';
import { earlyMetaText } from '../../lib/early-dom';
import { EarlySlot } from '../../ui/early-slot';
import type { MessageKey } from '../../i18n/catalogs';
import { LATEST_CARD, LATEST_GRID, type EarlyLatestText } from './early-latest';
import { dateWordsOf } from '../../i18n/early-words';

const GRID = LATEST_GRID;
/**
 * Every card (and the skeleton shown while loading) is as tall as the tallest a card can be: a
 * two-line title, the meta line wrapped once, one line of tags. Nothing below moves on load.
 */
const CARD = LATEST_CARD;

/**
 * Where the app's first script shows the newest posts before React's are ready (early-latest.ts);
 * a style hides the loading cards once it has them.
 */
function EarlyLatestSlot() {
  const intl = useIntl();
  const say = (id: MessageKey) => intl.formatMessage({ id });
  const text: EarlyLatestText = {
    ...earlyMetaText(say),
    likes: say('post.likes'),
    comments: say('post.comments'),
    by: intl.formatMessage({ id: 'post.by' }, { name: '{name}' }),
    date: dateWordsOf(intl),
  };
  return <EarlySlot slot="early-latest" words={text} />;
}

type State = { status: 'loading' } | { status: 'ready'; posts: Post[] } | { status: 'error' };

/** The home page's newest posts, from the device's copy, so they show offline too. */
export function LatestPosts({ max = LATEST_POSTS }: { max?: number }) {
  const intl = useIntl();
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

  if (state.status === 'loading') {
    // Cards' worth of space while the posts load, so nothing below them jumps when they arrive.
    return (
      <>
        <EarlyLatestSlot />
        <ul className={GRID} aria-busy="true" data-testid="latest-posts-loading">
          {Array.from({ length: max }, (_, index) => (
            <li key={index} className={`${CARD} animate-pulse bg-surface-alt`}>
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
  return (
    <ul className={GRID} data-testid="latest-posts">
      {state.posts.map((post) => (
        <li key={post.id} className={`${CARD} bg-surface`}>
          <h3 className="mb-2 line-clamp-2 text-lg">
            <Link to={`/posts/${post.id}`} className="hover:text-primary hover:underline">
              {post.title}
            </Link>
          </h3>
          <PostMeta post={post} />
          {post.tags.length > 0 && (
            <ul
              className="mt-2 flex h-6 flex-wrap gap-1 overflow-hidden"
              aria-label={intl.formatMessage({ id: 'post.tags' })}
            >
              {post.tags.map((tag) => (
                <li key={tag} className="bg-surface-alt px-1.5 text-xs">
                  #{tag}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
