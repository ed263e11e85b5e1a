import { ComingSoon } from '../../ui/coming-soon';

export function ProfilePage() {
  return <ComingSoon titleKey="mypage.profile" />;
}
