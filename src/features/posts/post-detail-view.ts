import {
  commentAnchor,
  commentThreads,
  REPLIES_SHOWN,
  type Comment,
  type CommentThread,
} from '../../data/model/comment';
import { mentionLabel, mentionParts } from '../../data/model/mention';
import { isPinned, type Post } from '../../data/model/post';
import {
  authorAvatarView,
  authorNameView,
  categoryBadgeView,
  countView,
  memberPath,
  pendingBadgeView,
  pinnedBadgeView,
  tagLinksView,
} from '../../ui/post-parts-view';
import { mutedLineView, type MutedLine } from '../../ui/muted-line-view';
import type { Child, ViewKit, ViewProps } from '../../ui/view/h';

/**
 * A post's page, written once for React (PostDetailPage, PostReactions, PostComments) and for a
 * visitor's first visit, which the first script shows before React has arrived (early-post.ts).
 * What only a member sees (the owner's and a member's buttons, the edit form, the delete buttons) comes in as
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

/**
 * Badges, title, author, time, hits and tags; then a member's buttons, where there are some (the
 * owner's edit and delete, another's mute).
 */
export function postHeaderView<N>(
  kit: ViewKit<N>,
  {
    post,
    lang,
    pending = false,
    controls,
  }: { post: Post; lang: string | undefined; pending?: boolean; controls?: Child<N> },
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
    controls,
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
    report,
  }: {
    post: Pick<Post, 'likeCount' | 'bookmarkCount'>;
    liked: boolean;
    bookmarked: boolean;
    onLike?: Handler;
    onBookmark?: Handler;
    onShare?: Handler;
    /** The report control, which React alone adds (a member's). */
    report?: Child<N>;
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
    report,
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

/** The names mentions show, by uid: members' current names where known, else those they wrote under. */
export type MentionNames = ReadonlyMap<string, string>;

/**
 * A comment's text with its mentions (`@[uid]` tokens, model/mention.ts) as links to the members'
 * pages, named `@name`; a member whose name is not known yet is "@member".
 */
export function mentionedTextView<N>(
  kit: ViewKit<N>,
  text: string,
  names: MentionNames = new Map(),
): Child<N>[] {
  return mentionParts(text).map((part, i) =>
    typeof part === 'string'
      ? part
      : kit.link(
          {
            href: memberPath(part.uid),
            key: `mention-${i}`,
            className: 'font-semibold text-primary hover:underline',
            'data-testid': 'mention',
            'data-mention': part.uid,
          },
          mentionLabel(names.get(part.uid) ?? kit.say('posts.mention.unknown')),
        ),
  );
}

/**
 * The names a post and its comments show their mentions by, from what the page has: the post's
 * author and the comments' authors.
 */
export function namesFromThread(
  comments: readonly Pick<Comment, 'uid' | 'author'>[],
  post?: Pick<Post, 'uid' | 'author'>,
): Map<string, string> {
  const names = new Map<string, string>();
  if (post?.uid) names.set(post.uid, post.author.displayName);
  for (const { uid, author } of comments) if (uid) names.set(uid, author.displayName);
  return names;
}

/** The button that opens a reply box under a top-level comment (`reply-box-{id}` once open). */
const replyButtonId = (commentId: string) => `reply-button-${commentId}`;
export const replyBoxId = (commentId: string) => `reply-box-${commentId}`;

/**
 * A comment or reply a moderator hid, to a reader other than its author or an admin: a line
 * saying so in its place, its replies (a comment's) below.
 */
export const hiddenCommentView = <N>(kit: ViewKit<N>, comment: Comment, thread?: Child<N>): N =>
  deletedCommentView(kit, comment.id, thread, 'posts.hidden.comment');

/**
 * One comment or reply: who, when, edited, its text (or the author's edit form), and their
 * buttons. A top-level comment also has its reply button (not once hidden: nothing is added under
 * hidden content), and its replies (`thread`) below. A muted member's (`muted`, not shown yet) is
 * one line with a button that shows it; its replies stay below. A hidden one shows its author
 * and admins the moderator's `mark` above its text.
 */
export function commentView<N>(
  kit: ViewKit<N>,
  {
    comment,
    pending = false,
    body,
    actions,
    onReply,
    replyOpen = false,
    thread,
    muted,
    focusable = false,
    highlighted = false,
    names,
    mark,
  }: {
    comment: Comment;
    pending?: boolean;
    body?: Child<N>;
    actions?: Child<N>;
    onReply?: Handler;
    /** The reply box is open under it. */
    replyOpen?: boolean;
    /** Its replies and reply box (repliesView). */
    thread?: Child<N>;
    /** Its author is muted and the reader has not asked to see it. */
    muted?: MutedLine;
    /** It takes the focus when shown (a muted member's, shown on request). */
    focusable?: boolean;
    /** The page's address points at it (a notification's `#comment-{id}`): marked, focusable. */
    highlighted?: boolean;
    /** Who its mentions name. */
    names?: MentionNames;
    /** A hidden one's mark, to its author and admins ("hidden by a moderator: the reason"). */
    mark?: Child<N>;
  },
): N {
  const { h, say } = kit;
  const isReply = comment.parentId !== undefined;
  const look = `${isReply ? 'flex flex-col gap-2' : 'flex flex-col gap-2 bg-surface-alt p-3'}${
    highlighted ? ' ring-4 ring-accent ring-offset-2' : ''
  }`;
  if (muted)
    return h(
      'li',
      {
        key: comment.id,
        id: commentAnchor(comment.id),
        className: look,
        'data-testid': isReply ? 'muted-reply' : 'muted-comment',
        'data-comment-id': comment.id,
        // Shown, the comment takes the focus in its place.
        tabIndex: -1,
      },
      mutedLineView(kit, comment.id, muted),
      thread,
    );
  return h(
    'li',
    {
      key: comment.id,
      id: commentAnchor(comment.id),
      className: look,
      'data-testid': isReply ? 'reply' : 'comment',
      'data-comment-id': comment.id,
      'data-highlighted': highlighted || undefined,
      // "Show more replies" moves the focus to the first reply it shows.
      tabIndex: isReply || focusable || highlighted ? -1 : undefined,
    },
    h(
      'div',
      { className: 'flex gap-3' },
      authorAvatarView(kit, comment.uid, comment.author, isReply ? 24 : 28),
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
        mark,
        // The author's edit form, when they edit it; its text otherwise.
        body ||
          h(
            'p',
            { className: 'break-words whitespace-pre-wrap', 'data-testid': 'comment-text' },
            mentionedTextView(kit, comment.text, names),
          ),
        !isReply &&
          !comment.hidden &&
          h(
            'button',
            {
              type: 'button',
              id: replyButtonId(comment.id),
              className: 'inline-flex min-h-6 min-w-6 items-center text-sm underline',
              'aria-expanded': replyOpen,
              'aria-controls': replyOpen ? replyBoxId(comment.id) : undefined,
              'data-testid': 'reply-button',
              onClick: onReply,
            },
            say('posts.reply.button'),
          ),
      ),
      actions,
    ),
    thread,
  );
}

/** A deleted comment whose replies stay (or a hidden one): a line saying so, its replies below. */
export function deletedCommentView<N>(
  kit: ViewKit<N>,
  id: string,
  thread: Child<N>,
  line: 'posts.reply.deleted' | 'posts.hidden.comment' = 'posts.reply.deleted',
): N {
  const { h, say } = kit;
  return h(
    'li',
    {
      key: id,
      className: 'flex flex-col gap-2 bg-surface-alt p-3',
      'data-testid': line === 'posts.reply.deleted' ? 'deleted-comment' : 'hidden-comment',
      // A hidden comment is still one (a notification may point at it); a deleted one is gone.
      'data-comment-id': line === 'posts.hidden.comment' ? id : undefined,
    },
    h('p', { className: 'text-sm text-ink-muted italic' }, say(line)),
    thread,
  );
}

/**
 * Under a top-level comment: its replies shown, "show N more replies" for the rest (it expands
 * in place), and the reply box when open. Nothing when there is none of them.
 */
export function repliesView<N>(
  kit: ViewKit<N>,
  {
    parentName,
    items,
    hidden,
    onShowMore,
    box,
  }: {
    /** The parent's author, naming the list (none: the parent was deleted). */
    parentName?: string;
    items: Child<N>[];
    hidden: number;
    onShowMore?: Handler;
    box?: Child<N>;
  },
): N | null {
  const { h, say } = kit;
  if (items.length === 0 && hidden === 0 && !box) return null;
  return h(
    'div',
    { className: 'ml-4 flex flex-col gap-2 border-l-2 border-line pl-3' },
    items.length > 0 &&
      h(
        'ul',
        {
          className: 'flex flex-col gap-3',
          'aria-label':
            parentName === undefined ? undefined : say('posts.reply.list', { name: parentName }),
          'data-testid': 'reply-list',
        },
        items,
      ),
    hidden > 0 &&
      h(
        'button',
        {
          type: 'button',
          className: 'inline-flex min-h-6 items-center self-start text-sm underline',
          'data-testid': 'more-replies',
          onClick: onShowMore,
        },
        say('posts.reply.more', { count: hidden }),
      ),
    box,
  );
}

/**
 * A thread: its comment (or the line of a deleted one) with its replies, the first
 * REPLIES_SHOWN of them unless `expanded`. `renderComment` draws a comment or a reply with what
 * the renderer adds (React: the buttons and handlers), given a top-level comment's replies.
 */
export function threadView<N, C extends Comment = Comment>(
  kit: ViewKit<N>,
  {
    thread,
    expanded = false,
    onShowMore,
    box,
    renderComment,
  }: {
    thread: CommentThread<C>;
    expanded?: boolean;
    onShowMore?: Handler;
    box?: Child<N>;
    renderComment: (comment: C, replies?: Child<N>) => N;
  },
): N {
  const shown = expanded ? thread.replies : thread.replies.slice(0, REPLIES_SHOWN);
  const replies = repliesView(kit, {
    parentName: thread.comment?.author.displayName,
    items: shown.map((reply) => renderComment(reply)),
    hidden: thread.replies.length - shown.length,
    onShowMore,
    box,
  });
  return thread.comment
    ? renderComment(thread.comment, replies)
    : deletedCommentView(kit, thread.id, replies);
}

/**
 * A post's comments as a visitor sees them: the first script's, and React's for a visitor; their
 * mentions named as the comments' authors wrote under.
 */
export function visitorCommentItems<N>(
  kit: ViewKit<N>,
  comments: readonly Comment[],
  post?: Pick<Post, 'uid' | 'author'>,
): N[] {
  const names = namesFromThread(comments, post);
  return commentThreads(comments).map((thread) =>
    threadView(kit, {
      thread,
      renderComment: (comment, replies) =>
        comment.hidden
          ? hiddenCommentView(kit, comment, replies)
          : commentView(kit, { comment, thread: replies, names }),
    }),
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
  /** What suggests members to mention as one types `@` (React's): the field's props, its list. */
  mentions?: { field: ViewProps; list: Child<N> };
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
    mentions,
  }: CommentFormProps<N>,
): N {
  const { h, say } = kit;
  return h(
    'form',
    { onSubmit, noValidate: true, className: 'relative flex flex-col gap-2' },
    h('label', { htmlFor: 'comment-input', className: 'sr-only' }, say('msg.1018')),
    h('textarea', {
      ...mentions?.field,
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
    mentions?.list,
    error,
    h(
      'button',
      { type: 'submit', className: 'pixel-button self-end', disabled },
      say('posts.comment.submit'),
    ),
  );
}
