import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMemberPosts } from '../../data/members/use-member-page';
import { Loading } from '../../ui/loading';
import { PostList } from '../posts';
import { MemberListFooter } from './member-list-footer';
import { useFocusAfterMore } from '../../ui/use-focus-after-more';

/**
 * A member's posts, newest first, a page at a time from the server ("more"), merged with what the
 * device holds (offline, what it holds). On their member page under a heading; on my page
 * ("my posts") the page's title names it.
 */
export function MemberPosts({ uid, headed = true }: { uid: string; headed?: boolean }) {
  const intl = useIntl();
  const listing = useMemberPosts(uid);
  const container = useRef<HTMLElement>(null);
  const more = useFocusAfterMore(container, listing.items?.length ?? 0, listing.loadMore);
  return (
    <section
      ref={container}
      className="flex flex-col gap-3"
      data-testid="member-posts"
      {...(headed ? { 'aria-labelledby': 'member-posts-heading' } : {})}
    >
      {headed && (
        <h2 id="member-posts-heading" className="text-lg">
          <FormattedMessage id="members.posts" />
        </h2>
      )}
      {listing.items === undefined ? (
        <Loading />
      ) : (
        <>
          <PostList
            posts={listing.items}
            label={intl.formatMessage({ id: 'members.posts' })}
            emptyKey="members.posts.empty"
          />
          <MemberListFooter
            listing={listing}
            countKey="members.posts.shown"
            moreKey="members.posts.more"
            testId="member-posts"
            onMore={more}
          />
        </>
      )}
    </section>
  );
}
