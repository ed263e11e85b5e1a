import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useBookmarks } from '../../data/local/bookmarks';
import { PageTitle } from '../../ui/page-title';
import { RelativeTime } from '../../ui/relative-time';
import { CategoryBadge } from '../../ui/post-meta';
import { useMember } from './use-member';
import { Loading } from '../../ui/loading';

/** /mypage/bookmark: the member's bookmarked posts, newest first, from the device (offline too). */
export function BookmarkPage() {
  const intl = useIntl();
  const member = useMember();
  const bookmarks = useBookmarks(member.uid);

  return (
    <section className="flex flex-col gap-4">
      <PageTitle titleKey="mypage.bookmark" />
      {bookmarks === undefined ? (
        <Loading />
      ) : bookmarks.length === 0 ? (
        <p className="bg-surface-alt p-6" data-testid="bookmarks-empty">
          <FormattedMessage id="mypage.bookmarkEmpty" />
        </p>
      ) : (
        <ul
          className="flex flex-col gap-2"
          aria-label={intl.formatMessage({ id: 'mypage.bookmark' })}
          data-testid="bookmark-list"
        >
          {bookmarks.map((bookmark) => (
            <li key={bookmark.postId} className="flex flex-col gap-1 bg-surface p-3 pixel-border">
              <div className="flex items-center gap-2">
                <CategoryBadge category={bookmark.category} />
                <Link
                  to={`/posts/${bookmark.postId}`}
                  className="font-semibold hover:text-primary hover:underline"
                >
                  {bookmark.title}
                </Link>
              </div>
              <p className="flex flex-wrap gap-x-3 text-xs text-ink-muted">
                <span>{bookmark.author.displayName}</span>
                <RelativeTime date={bookmark.postCreatedAt} />
                {bookmark.tags.map((tag) => (
                  <span key={tag}>#{tag}</span>
                ))}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
