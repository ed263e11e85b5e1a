import { ComingSoon } from '../../ui/coming-soon';

export function AdminPage() {
  return <ComingSoon titleKey="admin.title" />;
}
