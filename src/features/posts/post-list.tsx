import { memo, useCallback, useEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useWindowList } from '../../lib/hooks/use-window-list';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MutedMembers } from '../../data/mutes/use-muted-members';
import type { Post } from '../../data/model/post';
import type { MessageKey } from '../../i18n/catalogs';
import { useViewKit } from '../../ui/view/react-kit';
import { postRowView, rowTitleId } from '../../ui/post-row-view';

export interface PostListProps {
  posts: readonly (Post & { pending?: boolean })[];
  /** Called when the member nears the end of what is loaded (infinite scroll). */
  onEndReached?: () => void;
  /** Renders the title, e.g. with search matches highlighted. */
  renderTitle?: (post: Post) => ReactNode;
  emptyKey?: MessageKey;
  label: string;
  /** The date each row shows: the one the list is sorted by (updated, under "update"). */
  dateField?: 'createdAt' | 'updatedAt';
  /**
   * The reader's mutes (useMutedMembers): a muted member's posts collapse to a line. Without
   * them (a member's own page: the reader came to read that member) every post is whole.
   */
  mutes?: MutedMembers;
}

// A row's height before it is measured: the shortest row (a line of title, one of tags). Measuring
// can then only make rows taller, so after the first render rows leave the window's range rather
// than join it: none mounts in the synchronous re-render that measuring asks for.
const ESTIMATED_ROW = 96;

/** One row; memoized, so scrolling re-renders only the rows that come into view. */
const PostRowView = memo(function PostRowView({
  post,
  renderTitle,
  dateField,
  onShow,
}: {
  post: Post & { pending?: boolean };
  renderTitle?: PostListProps['renderTitle'];
  dateField: NonNullable<PostListProps['dateField']>;
  /** Collapsed (a muted member's): shows it. */
  onShow?: (postId: string) => void;
}) {
  const intl = useIntl();
  return postRowView(useViewKit(), {
    post,
    dateField,
    title: renderTitle?.(post),
    ...(onShow && {
      muted: {
        line: intl.formatMessage({ id: 'mute.collapsed.post' }),
        show: intl.formatMessage({ id: 'mute.show' }),
        onShow: () => onShow(post.id),
      },
    }),
  });
});

/**
 * The shared post list: virtualized against the window's scroll, so it stays smooth with tens
 * of thousands of posts, and asks for more as the member nears the end.
 */
export function PostList({
  posts,
  onEndReached,
  renderTitle,
  emptyKey = 'posts.empty',
  label,
  dateField = 'createdAt',
  mutes,
}: PostListProps) {
  // A muted member's posts collapse; the reader shows them one at a time, and the focus goes on
  // to the shown post's title.
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set());
  const show = useCallback((postId: string) => {
    flushSync(() => setShown((open) => new Set(open).add(postId)));
    document.getElementById(rowTitleId(postId))?.focus();
  }, []);
  const { virtualizer, listRef, measuredMargin, items, totalSize, row } = useWindowList({
    rows: posts,
    estimateSize: ESTIMATED_ROW,
  });
  // The last row on screen, not the last rendered (the overscan's rows are below the screen):
  // counting those, a first page of 12 asked for the next 30 the moment it showed.
  const lastShown = virtualizer.range?.endIndex ?? -1;

  useEffect(() => {
    // Only once the list knows where it starts, and asked again once its rows are measured
    // (their refs measure them as they mount, before this runs): the first render takes the
    // list to start at the top of the page and each row to be the shortest a row can be, and so
    // counted more rows on screen than fit. On a phone a first page of 12 (two screens) asked
    // for the next 30 the moment it showed, before the reader had scrolled at all.
    if (!onEndReached || posts.length === 0 || measuredMargin === null) return;
    const end = virtualizer.calculateRange()?.endIndex ?? lastShown;
    if (end >= posts.length - 5) onEndReached();
  }, [lastShown, posts.length, onEndReached, virtualizer, measuredMargin]);

  if (posts.length === 0) {
    return (
      <p className="bg-surface-alt p-6 text-center" data-testid="post-list-empty">
        <FormattedMessage id={emptyKey} />
      </p>
    );
  }

  return (
    <ul
      ref={listRef}
      aria-label={label}
      data-testid="post-list"
      data-count={posts.length}
      className="relative w-full"
      style={{ height: totalSize }}
    >
      {items.map((item) => {
        const post = posts[item.index]!;
        return (
          <li
            key={item.key}
            {...row(item)}
            aria-setsize={posts.length}
            aria-posinset={item.index + 1}
            data-testid="post-row"
            className="absolute inset-x-0 top-0"
          >
            <PostRowView
              post={post}
              dateField={dateField}
              {...(mutes?.isMuted(post.uid) && !shown.has(post.id) ? { onShow: show } : {})}
              {...(renderTitle ? { renderTitle } : {})}
            />
          </li>
        );
      })}
    </ul>
  );
}
