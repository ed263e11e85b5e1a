import { PageTitle } from '../../ui/page-title';
import { MemberPosts } from '../members';
import { useMember } from './use-member';

/** /mypage/posts: the member's own posts, as their member page lists them. */
export function MyPostsPage() {
  const member = useMember();
  return (
    <section className="flex flex-col gap-4">
      <PageTitle titleKey="mypage.posts" />
      <MemberPosts uid={member.uid} headed={false} />
    </section>
  );
}
