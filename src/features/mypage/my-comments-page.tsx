import { PageTitle } from '../../ui/page-title';
import { MemberComments } from '../members';
import { useMember } from './use-member';

/** /mypage/comments: the member's own comments, as their member page lists them. */
export function MyCommentsPage() {
  const member = useMember();
  return (
    <section className="flex flex-col gap-4">
      <PageTitle titleKey="mypage.comments" />
      <MemberComments uid={member.uid} headed={false} />
    </section>
  );
}
