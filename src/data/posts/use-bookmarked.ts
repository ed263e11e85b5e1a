import { useDeviceQuery } from '../local/use-device-query';

const bookmarksOnDevice = () => import('../local/bookmarks');

/**
 * Whether the member has bookmarked the post, live from the device (false for no member, and
 * until the device has answered). A visitor's post page loads no Dexie for it.
 */
export function useBookmarked(uid: string | undefined, postId: string): boolean {
  const answer = useDeviceQuery(
    uid ? bookmarksOnDevice : null,
    async ({ isBookmarked }) => ({
      uid,
      postId,
      bookmarked: uid !== undefined && (await isBookmarked(uid, postId)),
    }),
    [uid, postId],
  );
  return (
    answer !== undefined && answer.uid === uid && answer.postId === postId && answer.bookmarked
  );
}
