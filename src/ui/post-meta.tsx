import type { Post } from '../data/model/post';
import { categoryBadgeView, pinnedBadgeView, postMetaView } from './post-parts-view';
import { useViewKit } from './view/react-kit';

export function CategoryBadge({ category }: { category: Post['category'] }) {
  return categoryBadgeView(useViewKit(), category);
}

/** A notice an admin pinned to the top of the board. */
export function PinnedBadge() {
  return pinnedBadgeView(useViewKit());
}

export function PostMeta({ post }: { post: Post }) {
  return postMetaView(useViewKit(), post);
}
