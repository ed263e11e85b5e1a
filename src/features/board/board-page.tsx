import { BoardScreen } from './board-screen';
import { prepareBoardDevice } from '../../data/board/prepare-board-device';

// Loaded before the board's first render: the device's read begins meanwhile.
prepareBoardDevice();

export function BoardPage() {
  return <BoardScreen titleKey="board.title" />;
}
