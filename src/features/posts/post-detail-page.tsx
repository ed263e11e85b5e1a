import { memo, useMemo } from 'react';
import { lazyComponent } from '../../lib/lazy-component';
import type { MessageKey } from '../../i18n/catalogs';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useConfirmedDelete } from '../../ui/use-confirmed-delete';
import { PageTitle } from '../../ui/page-title';
import { useDocumentTitle } from '../../ui/use-document-title';
import { langIfOther } from '../../lib/text-language';
import { isOwner, useSession, type SessionUser } from '../auth';
import { EarlyPostSlot } from './early-post-slot';
import { MarkdownView } from './markdown/markdown-view';
import { useMarkdownReady } from './markdown/markdown-syntax';
import { PostComments } from './post-comments';
import { PostReactions } from './post-reactions';
import { MuteButton } from '../mutes';
import { useMutedMembers } from '../../data/mutes/use-muted-members';
import { memberCode, postCommands } from './member-commands';
import { useLoadForMembers } from '../../lib/hooks/use-load-for-members';
import { useOpenedPost } from '../../data/posts/use-opened-post';
import { usePostComments } from '../../data/posts/use-post-comments';
import { useMentionNames } from './use-mention-names';
import { Loading } from '../../ui/loading';
import { useViewKit } from '../../ui/view/react-kit';
import { postArticleView, postHeaderView } from './post-detail-view';
import { HiddenMark } from '../moderation';
import { mayReadHidden } from '../../data/model/moderation';
import type { PostRow } from '../../data/model/local-rows';
import { useSteadyExcept } from '../../lib/hooks/use-steady-except';

// Only for a post that does not exist: not on the way to one that does.
const NotFoundPage = lazyComponent(() => import('../not-found'), 'NotFoundPage');

/** In the post's place, why it is not shown (offline and not on the device, or hidden), and the way back. */
function PostNotShown({ messageKey, testId }: { messageKey: MessageKey; testId?: string }) {
  return (
    <section className="flex flex-col items-start gap-4" data-testid={testId}>
      <PageTitle titleKey="post.detail.title" />
      <p role="status">
        <FormattedMessage id={messageKey} />
      </p>
      <Link to="/board" className="pixel-button">
        <FormattedMessage id="post.detail.backToBoard" />
      </Link>
    </section>
  );
}

/** What a like or a bookmark changes in the post's row: PostReactions alone shows them. */
const REACTION_FIELDS = ['likeCount', 'bookmarkCount', 'likedByMe'] as const;

/**
 * The post's header with a member's buttons (the owner's edit and delete, another's mute). Given
 * the post as it stays through likes and bookmarks (useSteadyExcept), it renders again only when
 * what it shows changes, not on each tap of them.
 */
const PostHeader = memo(function PostHeader({
  post,
  lang,
  member,
  own,
  muted,
  onDelete,
}: {
  post: PostRow;
  lang: string | undefined;
  member: SessionUser | null;
  own: boolean;
  muted: boolean;
  onDelete: (postId: string) => void;
}) {
  return postHeaderView(useViewKit(), {
    post,
    lang,
    pending: post.pending === true,
    controls: (own || (member && member.uid !== post.uid)) && (
      <div className="flex flex-wrap items-center gap-2" data-testid="post-member-controls">
        {own && (
          <div className="flex gap-2" data-testid="owner-controls">
            <Link to={`/posts/${post.id}/edit`} className="pixel-button text-sm">
              <FormattedMessage id="posts.edit" />
            </Link>
            <button
              type="button"
              className="pixel-button text-sm !text-danger"
              onClick={() => onDelete(post.id)}
            >
              <FormattedMessage id="posts.delete" />
            </button>
          </div>
        )}
        {member && (
          <MuteButton
            uid={member.uid}
            mutedUid={post.uid}
            name={post.author.displayName}
            muted={muted}
          />
        )}
      </div>
    ),
  });
});

/** /posts/{id}: the post, its likes and bookmarks, and its comments; readable offline. */
export function PostDetailPage() {
  const { id = '' } = useParams();
  const member = useSession();
  const navigate = useNavigate();
  const intl = useIntl();
  const kit = useViewKit();
  const opened = useOpenedPost(id, member?.uid ?? null);
  // The post as the parts other than its likes and bookmarks show it: the same object through a
  // tap on either, so those parts (memoized) do not render again.
  const steady = useSteadyExcept(
    opened.status === 'ready' ? opened.post : undefined,
    REACTION_FIELDS,
  );
  // The comments, read here: the post's mentions are named as the thread knows its members too.
  // The post's comment count is the one the page holds (the comments' query reads no post).
  const comments = usePostComments(id, steady?.commentCount);
  const mentionNames = useMentionNames(steady, comments.comments);
  // The post's author for the comment box's mentions, and the language its text is in.
  const commentsPost = useMemo(
    () => steady && { uid: steady.uid, author: steady.author },
    [steady],
  );
  const lang = useMemo(
    () => steady && langIfOther(`${steady.title} ${steady.content}`, intl.locale),
    [steady, intl.locale],
  );
  const mutes = useMutedMembers(member?.uid);
  // A post that uses GitHub's markdown extensions shows once they have loaded, not first without.
  const markdownReady = useMarkdownReady(
    opened.status === 'ready' ? opened.post.content : undefined,
  );
  useLoadForMembers(member !== null, memberCode);
  // The browser tab names the post itself, on a direct load and after navigating to it.
  // A hidden post shows to its author and admins; anyone else reads that it was hidden.
  const hiddenFromReader =
    opened.status === 'ready' &&
    opened.post.hidden !== undefined &&
    !mayReadHidden(member, opened.post.uid);
  useDocumentTitle(
    opened.status === 'ready' && !hiddenFromReader
      ? opened.post.title
      : intl.formatMessage({
          id: opened.status === 'missing' ? 'notFound.title' : 'post.detail.title',
        }),
  );
  const remove = useConfirmedDelete(async (postId: string) => {
    if (!member) return;
    await (
      await postCommands()
    ).deletePost(member.uid, postId, { asAdmin: member.role === 'admin' });
    navigate('/board');
  });

  if (opened.status === 'loading' || !markdownReady) {
    return (
      <>
        <EarlyPostSlot postId={id} />
        <Loading />
      </>
    );
  }
  if (opened.status === 'missing') return <NotFoundPage />;
  if (opened.status === 'offline') {
    return <PostNotShown messageKey="posts.notOffline" />;
  }

  if (hiddenFromReader) {
    return <PostNotShown messageKey="moderation.hidden.post" testId="post-hidden" />;
  }

  const { post } = opened;
  const shown = steady ?? post;
  const own = isOwner(member, post.uid) || member?.role === 'admin';

  return postArticleView(
    kit,
    post,
    <PostHeader
      post={shown}
      lang={lang}
      member={member}
      own={own}
      muted={mutes.isMuted(post.uid)}
      onDelete={remove.ask}
    />,
    post.hidden && <HiddenMark mark={post.hidden} />,
    <MarkdownView markdown={post.content} lang={lang} names={mentionNames.ofPost} />,
    <PostReactions post={post} member={member} />,
    <PostComments
      postId={post.id}
      post={commentsPost}
      member={member}
      closed={post.hidden !== undefined}
      page={comments}
      names={mentionNames.all}
    />,
    remove.dialog,
  );
}
