import { ComingSoon } from '../../ui/coming-soon';

export function BookmarkPage() {
  return <ComingSoon titleKey="mypage.bookmark" />;
}
