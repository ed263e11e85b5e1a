// A member's mutes: one private document, `users/{uid}/private/mutes`, holding the uids they muted
// (`uids`, at most MUTE_LIST_MAX, never their own) and `updatedAt` (server time). One document
// rather than one per muted member, so firestore.rules can bound the list without a counter: a
// mute's commit reads and writes that one document.

/** The most members one member can mute (firestore.rules holds the same bound). */
export const MUTE_LIST_MAX = 500;

/** A uid's length bound, as firestore.rules check it. */
export const MUTED_UID_MAX = 128;

export const mutesPath = (uid: string) => `users/${uid}/private/mutes`;

/** The uids a stored mute list holds, tolerating a missing document or stray values. */
export function mutedUidsOf(data: Record<string, unknown> | undefined): string[] {
  const uids = data?.uids;
  return Array.isArray(uids) ? uids.filter((u): u is string => typeof u === 'string') : [];
}

/**
 * The list after muting (`add`) or unmuting `mutedUid`, or null when it already says so (a replay
 * whose acknowledgement was lost). A mute appends, so the rules can check the one new uid.
 */
export function nextMuteList(
  list: readonly string[],
  mutedUid: string,
  add: boolean,
): string[] | null {
  const has = list.includes(mutedUid);
  if (add === has) return null;
  return add ? [...list, mutedUid] : list.filter((uid) => uid !== mutedUid);
}

/** Whether `uid` may mute `mutedUid` with `count` members already muted. */
export type MuteRefusal = 'self' | 'full' | 'invalid';
export function muteRefusal(uid: string, mutedUid: string, count: number): MuteRefusal | null {
  if (mutedUid === uid) return 'self';
  if (mutedUid.length === 0 || mutedUid.length > MUTED_UID_MAX || mutedUid.includes('/'))
    return 'invalid';
  if (count >= MUTE_LIST_MAX) return 'full';
  return null;
}
