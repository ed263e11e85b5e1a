import { ComingSoon } from '../../ui/coming-soon';

export function TodosPage() {
  return <ComingSoon titleKey="todos.title" />;
}
