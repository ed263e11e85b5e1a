import { ComingSoon } from '../../ui/coming-soon';

export function MyPageHome() {
  return <ComingSoon titleKey="mypage.title" />;
}
