import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import {
  useMemberComments,
  useMemberPosts,
  useMemberShown,
} from '../../data/members/use-member-page';
import type { MemberShown } from '../../data/model/profile';
import { useMutedMembers } from '../../data/mutes/use-muted-members';
import { isOwner, useSession } from '../auth';
import { MuteButton } from '../mutes';
import { Loading } from '../../ui/loading';
import { PageTitle } from '../../ui/page-title';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useViewKit } from '../../ui/view/react-kit';
import { EarlySlot } from '../../ui/early-slot';
import { earlyMemberHtml } from './early-member-html';
import { MemberComments } from './member-comments';
import { memberHeaderPropsOf, memberHeaderView, memberPageView } from './member-page-view';
import { MemberPosts } from './member-posts';

/**
 * Their name, avatar and join date (none known for a member without a profile); another member
 * mutes or unmutes them here.
 */
function MemberHeader({ shown }: { shown: Exclude<MemberShown, { kind: 'unknown' }> }) {
  const intl = useIntl();
  const props = memberHeaderPropsOf(shown);
  const { uid, displayName } = props;
  const member = useSession();
  const mutes = useMutedMembers(member?.uid);
  // As PageTitle names the tab.
  useDocumentTitle(intl.formatMessage({ id: 'members.heading' }, { name: displayName }));
  return memberHeaderView(useViewKit(), {
    ...props,
    controls: member && !isOwner(member, uid) && (
      <MuteButton uid={member.uid} mutedUid={uid} name={displayName} muted={mutes.isMuted(uid)} />
    ),
  });
}

/**
 * /members/{uid}: a member's name, avatar and join date (their public profile), then their posts
 * and their comments, each paged through the server. Offline, what the device holds of them.
 */
export function MemberPage() {
  const { uid = '' } = useParams();
  const kit = useViewKit();
  // What the first script showed of this member (early-member.ts), taken on the first render.
  const [early] = useState(() => ({ uid, html: earlyMemberHtml(uid) }));
  const earlyHtml = early.uid === uid ? early.html : '';
  // The lists are read here too (one read each: the sections below share their pagers), for who
  // stands in for a member without a profile.
  const posts = useMemberPosts(uid);
  const comments = useMemberComments(uid);
  const shown = useMemberShown(uid, [...(posts.items ?? []), ...(comments.items ?? [])]);
  const listsKnown = posts.items !== undefined && comments.items !== undefined;

  // What the first script showed (its header and first posts) stays until React's own are ready.
  if (
    shown === undefined ||
    (shown.kind === 'unknown' && !listsKnown) ||
    (earlyHtml !== '' && posts.items === undefined)
  ) {
    return (
      <>
        <EarlySlot slot="early-member" html={earlyHtml} />
        <Loading />
      </>
    );
  }
  if (shown.kind === 'unknown') {
    return (
      <div className="flex flex-col gap-4">
        <PageTitle titleKey="members.title" />
        <p className="bg-surface-alt p-6" data-testid="member-unknown">
          <FormattedMessage id={posts.offline ? 'members.unknownOffline' : 'members.unknown'} />
        </p>
      </div>
    );
  }
  return memberPageView(
    kit,
    uid,
    <MemberHeader key="header" shown={shown} />,
    <MemberPosts key="posts" uid={uid} />,
    <MemberComments key="comments" uid={uid} />,
  );
}
