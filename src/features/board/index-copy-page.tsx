import { BoardScreen } from './board-screen';

/** `/index copy`: the spec keeps a copy of the board-style page (list plus write dialog). */
export function IndexCopyPage() {
  return <BoardScreen titleKey="board.indexCopy.title" />;
}
