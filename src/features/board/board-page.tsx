import { ComingSoon } from '../../ui/coming-soon';

export function BoardPage() {
  return <ComingSoon titleKey="board.title" />;
}
