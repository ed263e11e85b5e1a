import { FormattedMessage } from 'react-intl';
import { useBookmarked } from '../../data/posts/use-bookmarked';
import type { PostRow } from '../../data/model/local-rows';
import { notify } from '../../lib/notifications';
import { useSignInGuard, type SessionUser } from '../auth';
import { reactionCommands } from './member-commands';

const report = (error: unknown) => {
  console.warn(error);
  notify('auth.error.unknown', { tone: 'error' });
};

/** Like and bookmark toggles with live counts; they work offline and sync later. */
export function PostReactions({ post, member }: { post: PostRow; member: SessionUser | null }) {
  const bookmarked = useBookmarked(member?.uid, post.id);
  const liked = post.likedByMe === true;

  const signedIn = useSignInGuard();

  // The device decides what a tap does (see toggleLike): taps faster than the screen updates
  // each count.
  const onLike = () => {
    const me = signedIn();
    if (me)
      reactionCommands()
        .then(({ toggleLike }) => toggleLike(me.uid, post.id))
        .catch(report);
  };
  const onBookmark = () => {
    const me = signedIn();
    if (me)
      reactionCommands()
        .then(({ toggleBookmark }) => toggleBookmark(me.uid, post.id))
        .catch(report);
  };

  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className="pixel-button aria-pressed:!bg-primary aria-pressed:!text-surface"
        aria-pressed={liked}
        onClick={onLike}
        data-testid="like-button"
      >
        ♥ <FormattedMessage id="post.likes" />{' '}
        <span data-testid="like-count">{post.likeCount}</span>
      </button>
      <button
        type="button"
        className="pixel-button aria-pressed:!bg-primary aria-pressed:!text-surface"
        aria-pressed={bookmarked}
        onClick={onBookmark}
        data-testid="bookmark-button"
      >
        ★ <FormattedMessage id="post.bookmark" />{' '}
        <span data-testid="bookmark-count">{post.bookmarkCount}</span>
      </button>
    </div>
  );
}
