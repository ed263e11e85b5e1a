import type { Post } from '../../data/model/post';
import { useViewKit } from '../../ui/view/react-kit';
import { pinnedNoticesView } from './pinned-notices-view';

/** The notices an admin pinned, above the board's list (tabs that show notices). */
export function PinnedNotices({ pinned }: { pinned: readonly Post[] | undefined }) {
  return pinnedNoticesView(useViewKit(), pinned ?? []);
}
