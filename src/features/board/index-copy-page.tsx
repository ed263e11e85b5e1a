import { BoardScreen } from './board-screen';
import { prepareBoardDevice } from '../../data/board/prepare-board-device';

// Loaded before the board's first render: the device's read begins meanwhile.
prepareBoardDevice();

/** `/index copy`: the spec keeps a copy of the board-style page (list plus write dialog). */
export function IndexCopyPage() {
  return <BoardScreen titleKey="board.indexCopy.title" />;
}
