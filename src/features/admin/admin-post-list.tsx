import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { PostRow } from '../../data/model/local-rows';
import { isPinned } from '../../data/model/post';
import { RelativeTime } from '../../ui/relative-time';
import { CategoryBadge, PinnedBadge } from '../../ui/post-meta';
import { Loading } from '../../ui/loading';

/**
 * Posts as the admin pages list them (from the device, like the board), each with its actions.
 * "Load more" reads further pages from the server while online.
 */
export function AdminPostList({
  posts,
  label,
  onLoadMore,
  complete,
  actions,
}: {
  posts: PostRow[] | undefined;
  label: string;
  onLoadMore: () => void;
  /** Hides "load more" once there is nothing left to load. */
  complete: boolean;
  actions: (post: PostRow) => ReactNode;
}) {
  const intl = useIntl();
  if (posts === undefined) {
    return <Loading />;
  }
  if (posts.length === 0) {
    return (
      <p className="bg-surface-alt p-4">
        <FormattedMessage id="admin.empty" />
      </p>
    );
  }
  return (
    <>
      <ul className="flex flex-col gap-2" aria-label={label} data-testid="admin-post-list">
        {posts.map((post) => (
          <li
            key={post.id}
            className="flex flex-wrap items-center gap-3 bg-surface p-3 pixel-border"
            data-testid="admin-post"
          >
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <CategoryBadge category={post.category} />
                {isPinned(post) && <PinnedBadge />}
                <Link
                  to={`/posts/${post.id}`}
                  className="min-w-0 font-semibold break-words hover:text-primary hover:underline"
                >
                  {post.title}
                </Link>
              </div>
              <p className="flex flex-wrap gap-x-3 text-xs text-ink-muted">
                <span>{post.author.displayName}</span>
                <RelativeTime date={post.updatedAt} />
                <span>
                  {intl.formatMessage({ id: 'post.comments' })} {post.commentCount}
                </span>
                {post.pending && <FormattedMessage id="posts.pending" />}
              </p>
            </div>
            <div className="flex gap-2">{actions(post)}</div>
          </li>
        ))}
      </ul>
      {!complete && (
        <button type="button" className="pixel-button self-center" onClick={onLoadMore}>
          <FormattedMessage id="admin.loadMore" />
        </button>
      )}
    </>
  );
}
