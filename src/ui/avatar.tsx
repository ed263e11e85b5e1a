import { avatarView } from './post-parts-view';
import { useViewKit } from './view/react-kit';

/** The member's picture, or their generated pixel avatar when they have none. */
export function Avatar({
  uid,
  photoURL,
  size = 32,
}: {
  uid: string;
  photoURL?: string;
  size?: number;
}) {
  return avatarView(useViewKit(), uid, photoURL, size);
}
