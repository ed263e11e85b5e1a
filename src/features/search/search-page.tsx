import { ComingSoon } from '../../ui/coming-soon';

export function SearchPage() {
  return <ComingSoon titleKey="search.title" />;
}
