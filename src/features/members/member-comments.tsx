import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MemberComment } from '../../data/members/member-reads';
import { useMemberComments } from '../../data/members/use-member-page';
import { langIfOther } from '../../lib/text-language';
import { Loading } from '../../ui/loading';
import { postPath } from '../../ui/post-parts-view';
import { RelativeTime } from '../../ui/relative-time';
import { MemberListFooter } from './member-list-footer';
import { useFocusAfterMore } from '../../ui/use-focus-after-more';

/** One of the member's comments: its text, the post it is on (a link to it) and when. */
function MemberCommentItem({ comment, index }: { comment: MemberComment; index: number }) {
  const { locale } = useIntl();
  const title = comment.postTitle;
  return (
    <li
      className="flex flex-col gap-1 bg-surface-alt p-3"
      data-index={index}
      data-testid="member-comment"
    >
      <p
        className="line-clamp-3 break-words whitespace-pre-wrap"
        lang={langIfOther(comment.text, locale)}
      >
        {comment.text}
      </p>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-muted">
        {title === null ? (
          <span>
            <FormattedMessage id="members.deletedPost" />
          </span>
        ) : (
          <span>
            <FormattedMessage
              id="members.commentOn"
              values={{
                title: (
                  <Link
                    to={postPath(comment.postId)}
                    className="inline-block py-1 font-semibold text-ink hover:text-primary hover:underline"
                    lang={langIfOther(title, locale)}
                    data-testid="member-comment-post"
                  >
                    {title}
                  </Link>
                ),
              }}
            />
          </span>
        )}
        <RelativeTime date={comment.writtenAt ?? comment.createdAt} />
        {comment.pending && <FormattedMessage id="posts.pending" />}
      </p>
    </li>
  );
}

/**
 * A member's comments on any post, newest first, a page at a time from the server ("more"); each
 * links to its post. Offline, those the device holds (the comments of posts opened on it).
 */
export function MemberComments({ uid, headed = true }: { uid: string; headed?: boolean }) {
  const intl = useIntl();
  const listing = useMemberComments(uid);
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const more = useFocusAfterMore(container, listing.items?.length ?? 0, listing.loadMore);
  return (
    <section
      ref={setContainer}
      className="flex flex-col gap-3"
      data-testid="member-comments"
      {...(headed ? { 'aria-labelledby': 'member-comments-heading' } : {})}
    >
      {headed && (
        <h2 id="member-comments-heading" className="text-lg">
          <FormattedMessage id="members.comments" />
        </h2>
      )}
      {listing.items === undefined ? (
        <Loading />
      ) : (
        <>
          {listing.items.length === 0 ? (
            <p className="bg-surface-alt p-6 text-center" data-testid="member-comments-empty">
              <FormattedMessage id="members.comments.empty" />
            </p>
          ) : (
            <ul
              className="flex flex-col gap-2"
              aria-label={intl.formatMessage({ id: 'members.comments' })}
            >
              {listing.items.map((comment, index) => (
                <MemberCommentItem key={comment.id} comment={comment} index={index} />
              ))}
            </ul>
          )}
          <MemberListFooter
            listing={listing}
            countKey="members.comments.shown"
            moreKey="members.comments.more"
            testId="member-comments"
            onMore={more}
          />
        </>
      )}
    </section>
  );
}
