import type { Author } from './post';

/**
 * A member as anyone sees them: `profiles/{uid}`, the public copy of the name, photo and join
 * date in their private users document (firestore.rules keep the two equal, commit by commit).
 */
export interface MemberProfile {
  uid: string;
  displayName: string;
  photoURL: string;
  /** When they joined: their users document's createdAt. */
  joinedAt: Date;
}

/** What a member page shows of a member: their profile, or what stands in for it. */
export type MemberShown =
  | { kind: 'profile'; profile: MemberProfile }
  /**
   * No profile (a member from before profiles who has not signed in since, or one who deleted
   * their account): the name and photo their newest post or comment was written with, no join
   * date.
   */
  | { kind: 'author'; uid: string; author: Author }
  /** Nothing known of them: no profile and nothing written. */
  | { kind: 'unknown'; uid: string };

/** Dated writings of a member: their posts or comments, each with the author it was written as. */
interface Written {
  author: Author;
  createdAt: Date;
}

/**
 * Who a member page shows: the profile when there is one, else the author copy of the newest of
 * their writings at hand (posts and comments carry the name and photo they were written with).
 */
export function memberShown(
  uid: string,
  profile: MemberProfile | null,
  writings: readonly Written[],
): MemberShown {
  if (profile) return { kind: 'profile', profile };
  const newest = writings.reduce<Written | undefined>(
    (best, each) => (!best || each.createdAt > best.createdAt ? each : best),
    undefined,
  );
  return newest ? { kind: 'author', uid, author: newest.author } : { kind: 'unknown', uid };
}

/** How many of a member's posts, and of their comments, a member page reads at a time. */
export const MEMBER_PAGE = 10;
