import { FormattedDate, FormattedMessage } from 'react-intl';
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
import { Avatar } from '../../ui/avatar';
import { Loading } from '../../ui/loading';
import { PageTitle } from '../../ui/page-title';
import { MemberComments } from './member-comments';
import { MemberPosts } from './member-posts';

/**
 * Their name, avatar and join date (none known for a member without a profile); another member
 * mutes or unmutes them here.
 */
function MemberHeader({ shown }: { shown: Exclude<MemberShown, { kind: 'unknown' }> }) {
  const { displayName, photoURL } = shown.kind === 'profile' ? shown.profile : shown.author;
  const uid = shown.kind === 'profile' ? shown.profile.uid : shown.uid;
  const member = useSession();
  const mutes = useMutedMembers(member?.uid);
  return (
    <header
      className="flex items-center gap-4 bg-surface p-5 pixel-border"
      data-testid="member-header"
      data-shown={shown.kind}
    >
      <Avatar uid={uid} photoURL={photoURL} size={64} />
      <div className="flex min-w-0 flex-col gap-1">
        <PageTitle titleKey="members.heading" values={{ name: displayName }} />
        {shown.kind === 'profile' && (
          <p className="-mt-5 text-sm text-ink-muted" data-testid="member-joined">
            <FormattedMessage
              id="members.joined"
              values={{
                date: (
                  <time dateTime={shown.profile.joinedAt.toISOString()}>
                    <FormattedDate
                      value={shown.profile.joinedAt}
                      year="numeric"
                      month="long"
                      day="numeric"
                    />
                  </time>
                ),
              }}
            />
          </p>
        )}
        {member && !isOwner(member, uid) && (
          <MuteButton
            uid={member.uid}
            mutedUid={uid}
            name={displayName}
            muted={mutes.isMuted(uid)}
          />
        )}
      </div>
    </header>
  );
}

/**
 * /members/{uid}: a member's name, avatar and join date (their public profile), then their posts
 * and their comments, each paged through the server. Offline, what the device holds of them.
 */
export function MemberPage() {
  const { uid = '' } = useParams();
  // The lists are read here too (one read each: the sections below share their pagers), for who
  // stands in for a member without a profile.
  const posts = useMemberPosts(uid);
  const comments = useMemberComments(uid);
  const shown = useMemberShown(uid, [...(posts.items ?? []), ...(comments.items ?? [])]);
  const listsKnown = posts.items !== undefined && comments.items !== undefined;

  if (shown === undefined || (shown.kind === 'unknown' && !listsKnown)) return <Loading />;
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
  return (
    <div className="flex flex-col gap-8">
      <MemberHeader shown={shown} />
      <MemberPosts uid={uid} />
      <MemberComments uid={uid} />
    </div>
  );
}
