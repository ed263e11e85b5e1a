import type { Comment } from '../../data/model/comment';
import { isPinned, type Post } from '../../data/model/post';
import {
  authorAvatarView,
  authorNameView,
  categoryBadgeView,
  countView,
  pendingBadgeView,
  pinnedBadgeView,
  tagLinksView,
} from '../../ui/post-parts-view';
import type { Child, ViewKit } from '../../ui/view/h';

/**
 * A post's page, written once for React (PostDetailPage, PostReactions, PostComments) and for a
 * visitor's first visit, which the first script shows before React has arrived (early-post.ts).
 * What only a member sees (the owner's buttons, the edit form, the delete buttons) comes in as
 * children the app renders.
 */

type Handler = () => void;

/** The whole post: its parts in order. */
export function postArticleView<N>({ h }: ViewKit<N>, post: Post, ...parts: Child<N>[]): N {
  return h(
    'article',
    { className: 'flex flex-col gap-6', 'data-testid': 'post-detail', 'data-post-id': post.id },
    ...parts,
  );
}

/** Badges, title, author, time, hits and tags; then the owner's buttons, where there are some. */
export function postHeaderView<N>(
  kit: ViewKit<N>,
  {
    post,
    lang,
    pending = false,
    owner,
  }: { post: Post; lang: string | undefined; pending?: boolean; owner?: Child<N> },
): N {
  const { h, say } = kit;
  return h(
    'header',
    { className: 'flex flex-col gap-3 border-b-2 border-line pb-4' },
    h(
      'div',
      { className: 'flex items-center gap-2' },
      categoryBadgeView(kit, post.category),
      isPinned(post) && pinnedBadgeView(kit),
      pending && pendingBadgeView(kit),
    ),
    h('h1', { className: 'text-2xl break-words sm:text-3xl', lang }, post.title),
    h(
      'div',
      { className: 'flex flex-wrap items-center gap-3 text-sm text-ink-muted' },
      authorAvatarView(kit, post.uid, post.author, 28),
      authorNameView(kit, post.uid, post.author, 'font-semibold text-ink'),
      kit.relativeTime(post.writtenAt ?? post.createdAt),
      countView(kit, say('post.hits'), post.hits, 'hits'),
    ),
    tagLinksView(kit, post.tags, { size: 'text-sm' }),
    owner,
  );
}

/** The post's text: markdown rendered (markdown/post-markdown.ts). */
export function markdownBodyView<N>(
  { h }: ViewKit<N>,
  lang: string | undefined,
  ...rendered: Child<N>[]
): N {
  return h('div', { className: 'markdown-body', 'data-testid': 'markdown', lang }, ...rendered);
}

/** Below the text: the like and bookmark toggles with their counts, and the share button. */
export function postActionsView<N>(
  kit: ViewKit<N>,
  {
    post,
    liked,
    bookmarked,
    onLike,
    onBookmark,
    onShare,
  }: {
    post: Pick<Post, 'likeCount' | 'bookmarkCount'>;
    liked: boolean;
    bookmarked: boolean;
    onLike?: Handler;
    onBookmark?: Handler;
    onShare?: Handler;
  },
): N {
  const { h, say } = kit;
  const toggle = (
    name: 'like' | 'bookmark',
    sign: string,
    label: string,
    pressed: boolean,
    value: number,
    onClick?: Handler,
  ) =>
    h(
      'button',
      {
        type: 'button',
        className: 'pixel-button aria-pressed:!bg-primary aria-pressed:!text-surface',
        'aria-pressed': pressed,
        onClick,
        'data-testid': `${name}-button`,
      },
      `${sign} `,
      label,
      ' ',
      h('span', { 'data-testid': `${name}-count` }, value),
    );
  return h(
    'div',
    { className: 'flex flex-wrap items-start gap-2' },
    h(
      'div',
      { className: 'flex flex-wrap gap-2' },
      toggle('like', '♥', say('post.likes'), liked, post.likeCount, onLike),
      toggle('bookmark', '★', say('post.bookmark'), bookmarked, post.bookmarkCount, onBookmark),
    ),
    h(
      'button',
      {
        type: 'button',
        className: 'pixel-button',
        onClick: onShare,
        'data-testid': 'share-button',
      },
      say('posts.share'),
    ),
  );
}

/** The comments: heading with the count, the list, "more", then what the app adds and the form. */
export function commentsView<N>(
  kit: ViewKit<N>,
  {
    count,
    items,
    more,
    onMore,
    form,
    after,
  }: {
    count: number;
    items: Child<N>;
    more: boolean;
    onMore?: Handler;
    form: Child<N>;
    /** Between the list and the form (an unverified member's notice), and after the form. */
    after?: [before: Child<N>, last: Child<N>];
  },
): N {
  const { h, say } = kit;
  return h(
    'section',
    { 'aria-labelledby': 'comments-heading', className: 'flex flex-col gap-3' },
    h(
      'h2',
      { id: 'comments-heading', className: 'text-lg' },
      say('post.comments'),
      ' ',
      h('span', { 'data-testid': 'comment-count' }, count),
    ),
    h('ul', { className: 'flex flex-col gap-2', 'data-testid': 'comment-list' }, items),
    more &&
      h(
        'button',
        {
          type: 'button',
          className: 'pixel-button self-center',
          'data-testid': 'more-comments',
          onClick: onMore,
        },
        say('posts.comment.more'),
      ),
    after?.[0],
    form,
    after?.[1],
  );
}

/** One comment: who, when, edited, its text (or the author's edit form), and their buttons. */
export function commentView<N>(
  kit: ViewKit<N>,
  {
    comment,
    pending = false,
    body,
    actions,
  }: { comment: Comment; pending?: boolean; body?: Child<N>; actions?: Child<N> },
): N {
  const { h, say } = kit;
  return h(
    'li',
    { key: comment.id, className: 'flex gap-3 bg-surface-alt p-3', 'data-testid': 'comment' },
    authorAvatarView(kit, comment.uid, comment.author, 28),
    h(
      'div',
      { className: 'min-w-0 flex-1' },
      h(
        'p',
        { className: 'flex flex-wrap items-center gap-x-2 text-xs text-ink-muted' },
        authorNameView(kit, comment.uid, comment.author, 'font-semibold text-ink'),
        kit.relativeTime(comment.writtenAt ?? comment.createdAt),
        comment.edited === true &&
          h('span', { 'data-testid': 'comment-edited' }, say('post.edited')),
        pending && say('posts.pending'),
      ),
      // The author's edit form, when they edit it; its text otherwise.
      body ||
        h(
          'p',
          { className: 'break-words whitespace-pre-wrap', 'data-testid': 'comment-text' },
          comment.text,
        ),
    ),
    actions,
  );
}

export interface CommentFormProps<N> {
  value: string;
  /** The field is in error: its message (`error`, with the id `comment-error`) is below it. */
  invalid?: boolean;
  error?: Child<N>;
  disabled?: boolean;
  onChange?: (event: { target: HTMLTextAreaElement }) => void;
  onSubmit?: (event: { preventDefault(): void }) => void;
  /** React's callback ref for the field. */
  attachField?: (field: HTMLTextAreaElement | null) => void;
}

/** The field a comment is written in (placeholder 1018) and its button. */
export function commentFormView<N>(
  kit: ViewKit<N>,
  {
    value,
    invalid = false,
    error,
    disabled = false,
    onChange,
    onSubmit,
    attachField,
  }: CommentFormProps<N>,
): N {
  const { h, say } = kit;
  return h(
    'form',
    { onSubmit, noValidate: true, className: 'flex flex-col gap-2' },
    h('label', { htmlFor: 'comment-input', className: 'sr-only' }, say('msg.1018')),
    h('textarea', {
      ref: attachField,
      id: 'comment-input',
      name: 'text',
      value,
      rows: 3,
      maxLength: 2000,
      placeholder: say('msg.1018'),
      onChange,
      'aria-invalid': invalid || undefined,
      'aria-describedby': invalid ? 'comment-error' : undefined,
      className: 'border-2 border-line bg-surface px-3 py-2',
    }),
    error,
    h(
      'button',
      { type: 'submit', className: 'pixel-button self-end', disabled },
      say('posts.comment.submit'),
    ),
  );
}
