import { ComingSoon } from '../../ui/coming-soon';

export function IndexCopyPage() {
  return <ComingSoon titleKey="board.indexCopy.title" />;
}
