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

  // The device decides what a tap does (see toggleLike): taps faster than the screen updates
  // each count.
  const react = (toggle: 'toggleLike' | 'toggleBookmark') => () => {
    const me = signedIn();
    if (me)
      reactionCommands()
        .then((commands) => commands[toggle](me.uid, post.id))
        .catch(report);
  };

  return postActionsView(kit, {
    post,
    liked: post.likedByMe === true,
    bookmarked,
    onLike: react('toggleLike'),
    onBookmark: react('toggleBookmark'),
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
