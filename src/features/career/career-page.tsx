import { ComingSoon } from '../../ui/coming-soon';

export function CareerPage() {
  return <ComingSoon titleKey="career.title" />;
}
