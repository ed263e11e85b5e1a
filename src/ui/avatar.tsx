import { avatarDataUrl } from '../lib/avatar';

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
  return (
    <img
      src={photoURL || avatarDataUrl(uid)}
      alt=""
      width={size}
      height={size}
      className="border-2 border-line bg-surface-alt object-cover [image-rendering:pixelated]"
      style={{ width: size, height: size }}
    />
  );
}
