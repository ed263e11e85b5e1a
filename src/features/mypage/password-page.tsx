import { ComingSoon } from '../../ui/coming-soon';

export function PasswordPage() {
  return <ComingSoon titleKey="mypage.password" />;
}
