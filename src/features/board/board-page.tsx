import { BoardScreen } from './board-screen';

export function BoardPage() {
  return <BoardScreen titleKey="board.title" />;
}
