import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { pinnedNotices } from '../../data/local/pinned-notices';
import { callLite } from '../../data/remote';
import { mirrorPinnedPosts, mirrorPost } from '../../data/sync/mirror-writes';
import { RelativeTime } from '../../ui/relative-time';
import { PinnedBadge } from '../posts/post-meta';

/**
 * Asks the server once for the pinned notices (older ones are outside the mirror's window) and
 * re-reads those the device has as pinned that are no longer in the listing.
 */
async function refreshPinned(): Promise<void> {
  const fetched = await callLite((reads) => reads.fetchPinnedPosts());
  const gone = await mirrorPinnedPosts({
    changed: fetched,
    removedIds: [],
    allIds: fetched.map((post) => post.id),
  });
  for (const path of gone) {
    const postId = path.slice('posts/'.length);
    await mirrorPost(postId, await callLite((reads) => reads.fetchPost(postId)));
  }
}

/** The notices an admin pinned, above the board's list (tabs that show notices). */
export function PinnedNotices() {
  const intl = useIntl();
  const pinned = useLiveQuery(pinnedNotices, []);
  useEffect(() => {
    if (!navigator.onLine) return;
    refreshPinned().catch((error: unknown) => console.warn('board: pinned notices', error));
  }, []);
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
