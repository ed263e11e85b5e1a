import { ComingSoon } from '../../ui/coming-soon';

export function PostEditPage() {
  return <ComingSoon titleKey="post.edit.title" />;
}
