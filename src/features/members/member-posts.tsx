import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMemberPosts } from '../../data/members/use-member-page';
import { Loading } from '../../ui/loading';
import { useViewKit } from '../../ui/view/react-kit';
import { PostList } from '../posts';
import { MemberListFooter } from './member-list-footer';
import { useFocusAfterMore } from '../../ui/use-focus-after-more';
import { memberPostsSectionView } from './member-page-view';

/**
 * A member's posts, newest first, a page at a time from the server ("more"), merged with what the
 * device holds (offline, what it holds). On their member page under a heading; on my page
 * ("my posts") the page's title names it.
 */
export function MemberPosts({ uid, headed = true }: { uid: string; headed?: boolean }) {
  const intl = useIntl();
  const listing = useMemberPosts(uid);
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const more = useFocusAfterMore(container, listing.items?.length ?? 0, listing.loadMore);
  return memberPostsSectionView(
    useViewKit(),
    { headed, ref: setContainer },
    listing.items === undefined ? (
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
    ),
  );
}
