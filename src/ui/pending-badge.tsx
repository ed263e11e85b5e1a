import { pendingBadgeView } from './post-parts-view';
import { useViewKit } from './view/react-kit';

/** Marks something changed on this device whose change has not reached the server yet. */
export function PendingBadge({ of = 'post' }: { of?: 'post' | 'todo' }) {
  return pendingBadgeView(useViewKit(), of);
}
