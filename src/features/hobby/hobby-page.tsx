import { ComingSoon } from '../../ui/coming-soon';

export function HobbyPage() {
  return <ComingSoon titleKey="hobby.title" />;
}
