import { useDeviceQuery } from '../local/use-device-query';

const bookmarksOnDevice = () => import('../local/bookmarks');
/** Loads the member's question of the device: has `uid` bookmarked this post? */
const bookmarksOf = (uid: string) => async () => {
  const { isBookmarked } = await bookmarksOnDevice();
  return (postId: string) => isBookmarked(uid, postId);
};

/**
 * Whether the member has bookmarked the post, live from the device (false for no member, and
 * until the device has answered). A visitor's post page loads no Dexie for it.
 */
export function useBookmarked(uid: string | undefined, postId: string): boolean {
  const answer = useDeviceQuery(
    uid ? bookmarksOf(uid) : null,
    async (bookmarkedByMember) => ({ uid, postId, bookmarked: await bookmarkedByMember(postId) }),
    [uid, postId],
  );
  return (
    answer !== undefined && answer.uid === uid && answer.postId === postId && answer.bookmarked
  );
}
