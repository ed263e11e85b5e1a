import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { PostRow } from '../../data/model/local-rows';
import { RelativeTime } from '../../ui/relative-time';
import { PinnedBadge } from '../../ui/post-meta';

/** The notices an admin pinned, above the board's list (tabs that show notices). */
export function PinnedNotices({ pinned }: { pinned: PostRow[] | undefined }) {
  const intl = useIntl();
  if (!pinned || pinned.length === 0) return null;
  return (
    <ul
      className="flex flex-col gap-1 border-2 border-accent p-2"
      aria-label={intl.formatMessage({ id: 'post.pinned' })}
      data-testid="pinned-notices"
    >
      {pinned.map((post) => (
        <li key={post.id} className="flex flex-wrap items-center gap-2 px-1 py-1">
          <PinnedBadge />
          <Link
            to={`/posts/${post.id}`}
            className="min-w-0 font-semibold break-words hover:text-primary hover:underline"
          >
            {post.title}
          </Link>
          <span className="text-xs text-ink-muted">
            <FormattedMessage id="post.by" values={{ name: post.author.displayName }} />{' '}
            <RelativeTime date={post.updatedAt} />
          </span>
        </li>
      ))}
    </ul>
  );
}
