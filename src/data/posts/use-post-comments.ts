import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { useDeviceMayOpen } from '../local/device-copy';
import { useDeviceQuery } from '../local/use-device-query';
import { COMMENT_PAGE_SIZE as COMMENT_PAGE } from '../model/comment';
import type { Comment } from '../model/comment';
import type { CommentRow } from '../model/local-rows';
import { callRemote } from '../remote';
import { firstComments } from './first-read-comments';

const commentsOnDevice = () => import('../local/comments');

export interface PostCommentsPage {
  /** The comments shown, oldest first. */
  comments: CommentRow[];
  /** How many the device holds. */
  total: number;
  /** Whether there are more, on the device or (as the post counts them) on the server. */
  more: boolean;
  showMore: () => Promise<void>;
}

/**
 * A post's comments, a page at a time from the device's mirror; the next page comes from the
 * device when it has it, else (online) from the server, mirrored first. While the database is
 * closed (a visitor's first visit opens none: data/sync/worker-keeps.ts), the first page as the
 * page read it; asking for more opens the database, which takes that page first.
 * `commentCount` is the post's count as the page holds the post (replies included; 0 while it
 * has none): past what the device holds, it says the server has more.
 */
export function usePostComments(postId: string, commentCount = 0): PostCommentsPage {
  const [shown, setShown] = useState(COMMENT_PAGE);
  // On a first visit, the device's database opens once the post has painted.
  const mayOpen = useDeviceMayOpen();
  const device = useDeviceQuery(
    mayOpen ? commentsOnDevice : null,
    ({ devicePostComments }) => devicePostComments(postId, shown),
    [postId, shown, mayOpen],
  );
  const firstRead = useFirstReadComments(postId);
  const held = mayOpen ? undefined : firstRead;
  const read = device?.postId === postId ? device : undefined;
  const heldRows = useMemo(() => held?.changed.map(heldRow), [held]);
  const comments = heldRows ?? read?.comments ?? NONE;
  const total = held ? held.changed.length : (read?.total ?? 0);
  const onServer = commentCount;
  // Set once the server had no page beyond what the device holds.
  const [exhausted, setExhausted] = useState(false);
  // A full first page may have more after it.
  const more = held
    ? held.allUntil !== undefined
    : total > comments.length || (!exhausted && onServer > total);

  const showMore = useCallback(async () => {
    const next = shown + COMMENT_PAGE;
    if ((held ? more : total < next && onServer > total) && navigator.onLine) {
      const [{ lastSentComment }, { mirrorCommentPage, mirrorComments }] = await Promise.all([
        import('../local/comments'),
        import('../sync/mirror-writes'),
      ]);
      if (held) await mirrorComments(postId, held);
      const last = await lastSentComment(postId);
      try {
        const page = await callRemote((api) =>
          api.fetchCommentsAfter(postId, last?.createdAt ?? new Date(0)),
        );
        await mirrorCommentPage(postId, page);
        if (page.length < COMMENT_PAGE) setExhausted(true);
      } catch (failure) {
        console.error('more comments', failure);
      }
    }
    setShown(next);
  }, [held, more, onServer, postId, shown, total]);

  // The same page while nothing in it changes: the comment list (memoized) does not render again.
  return useMemo(() => ({ comments, total, more, showMore }), [comments, total, more, showMore]);
}

const NONE: CommentRow[] = [];

/** The comments read for `postId` (first-read-comments.ts): undefined until they are in. */
function useFirstReadComments(postId: string) {
  const current = useSyncExternalStore(
    firstComments.watch,
    firstComments.current,
    firstComments.current,
  );
  return current?.postId === postId ? current.batch : undefined;
}

/** A comment as the server has it, shown as the device's row would be. */
const heldRow = (comment: Comment): CommentRow => ({
  ...comment,
  version: comment.version ?? 1,
  pending: false,
});
