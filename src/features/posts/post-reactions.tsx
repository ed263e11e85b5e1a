import { useBookmarked } from '../../data/posts/use-bookmarked';
import type { PostRow } from '../../data/model/local-rows';
import { notify } from '../../lib/notifications';
import { postPath } from '../../ui/post-parts-view';
import { useViewKit } from '../../ui/view/react-kit';
import { useSignInGuard, type SessionUser } from '../auth';
import { reactionCommands } from './member-commands';
import { postActionsView } from './post-detail-view';
import { ReportButton } from '../moderation';
import { useReportedItems } from '../../data/moderation/use-reported';
import { useAheadOfDevice } from '../../lib/hooks/use-ahead-of-device';

const report = (error: unknown) => {
  console.warn(error);
  notify('auth.error.unknown', { tone: 'error' });
};

/**
 * Shares the post's link with the system's share sheet where there is one, and copies it
 * otherwise.
 */
async function share(title: string, path: string): Promise<void> {
  const url = new URL(path, window.location.origin).toString();
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      if ((error as Error).name === 'AbortError') return; // the member closed the sheet
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    notify('posts.share.copied', { tone: 'success' });
  } catch (error) {
    console.warn(error);
    notify('posts.share.failed', { tone: 'error' });
  }
}

/**
 * Like and bookmark toggles with live counts (they work offline and sync later), and the share
 * button.
 */
export function PostReactions({ post, member }: { post: PostRow; member: SessionUser | null }) {
  const kit = useViewKit();
  const bookmarked = useBookmarked(member?.uid, post.id);
  const reported = useReportedItems(member?.uid);
  const signedIn = useSignInGuard();

  const deviceLiked = post.likedByMe === true;
  // The tap shows in the next frame, ahead of the device's write; the device still decides
  // what each tap does (see toggleLike), so taps faster than it each flip once.
  const [liked, tapLike] = useAheadOfDevice(deviceLiked);
  const [shownBookmarked, tapBookmark] = useAheadOfDevice(bookmarked);
  const react =
    (
      toggle: 'toggleLike' | 'toggleBookmark',
      tap: (value: boolean, write: () => Promise<unknown>) => void,
      shown: boolean,
    ) =>
    () => {
      const me = signedIn();
      if (!me) return;
      tap(!shown, () =>
        reactionCommands()
          .then((commands) => commands[toggle](me.uid, post.id))
          .catch((error: unknown) => {
            report(error);
            throw error;
          }),
      );
    };
  // The counts move with the shown state.
  const shift = (shown: boolean, device: boolean) => (shown === device ? 0 : shown ? 1 : -1);

  return postActionsView(kit, {
    post: {
      likeCount: Math.max(0, post.likeCount + shift(liked, deviceLiked)),
      bookmarkCount: Math.max(0, post.bookmarkCount + shift(shownBookmarked, bookmarked)),
    },
    liked,
    bookmarked: shownBookmarked,
    onLike: react('toggleLike', tapLike, liked),
    onBookmark: react('toggleBookmark', tapBookmark, shownBookmarked),
    onShare: () => void share(post.title, postPath(post.id)),
    // Beside the share button: another member's post, not hidden, to a verified member.
    report: member && !post.hidden && (
      <ReportButton
        member={member}
        item={{ kind: 'post', postId: post.id }}
        authorUid={post.uid}
        authorName={post.author.displayName}
        what="post"
        reported={reported.has({ kind: 'post', postId: post.id })}
        summary={post.title}
        className="pixel-button"
      />
    ),
  });
}
