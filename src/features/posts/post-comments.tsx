import { askToSignIn, isOwner, loadVerifyEmailNotice, type SessionUser } from '../auth';
import {
  Suspense,
  memo,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { commentCommands } from './member-commands';
import { commentThreads, REPLIES_SHOWN, type CommentThread } from '../../data/model/comment';
import type { CommentRow } from '../../data/model/local-rows';
import type { PostCommentsPage } from '../../data/posts/use-post-comments';
import { comment as commentRule } from '../../lib/validation';
import type { MessageKey } from '../../i18n/catalogs';
import { useConfirmedDelete } from '../../ui/use-confirmed-delete';
import { useViewKit } from '../../ui/view/react-kit';
import { useMutedMembers } from '../../data/mutes/use-muted-members';
import {
  editableMentions,
  threadMembers,
  type MentionCandidate,
} from '../../data/model/mention-writing';
import type { Post } from '../../data/model/post';
import { useMentionField } from './mention-field';
import { MuteButton } from '../mutes';
import { mutedShowId } from '../../ui/muted-line-view';
import { HiddenMark, ReportButton } from '../moderation';
import { mayReadHidden } from '../../data/model/moderation';
import { useReportedItems } from '../../data/moderation/use-reported';
import {
  commentFormView,
  commentsView,
  commentView,
  hiddenCommentView,
  replyBoxId,
  threadView,
  type CommentFormProps,
  type MentionNames,
} from './post-detail-view';
import { FieldError } from '../../ui/text-field';
import { lazyComponent } from '../../lib/lazy-component';
import { useForm } from '../../lib/use-form';
import { useEarlyValue } from '../../lib/hooks/use-early-value';

// An unverified member's notice: its code (the account's commands) is not on a visitor's way to
// the post; a member's page loads it ahead (member-commands.ts).
const VerifyEmailNotice = lazyComponent(loadVerifyEmailNotice, 'VerifyEmailNotice');

/** The author's edit of one comment, in place: Enter on Save (or Ctrl+Enter), Esc cancels. */
function CommentEditForm({
  comment,
  uid,
  names,
  candidates,
  onDone,
}: {
  comment: CommentRow;
  uid: string;
  names: MentionNames;
  candidates: readonly MentionCandidate[];
  onDone: () => void;
}) {
  const intl = useIntl();
  // Its mentions shown as `@name` while edited, and written back as they were.
  const [editable] = useState(() => editableMentions(comment.text, names));
  const form = useForm({ text: editable.draft }, (v) => ({ text: commentRule(v.text) }));
  // The device's refusal of the last save, shown until the member types again.
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const input = form.field('text');
  const error = input.error ?? failure;
  const inputId = `comment-edit-${comment.id}`;
  const mentions = useMentionField(
    candidates,
    uid,
    (value) => input.onChange({ target: { value } }),
    inputId,
    editable.chosen,
  );
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!form.checkAll()) return;
    try {
      await (
        await commentCommands()
      ).editComment(uid, comment.id, mentions.compose(form.values.text));
      onDone();
    } catch (caught) {
      setFailure((caught as { messageKey?: MessageKey }).messageKey ?? 'auth.error.unknown');
    }
  };
  return (
    <form
      onSubmit={save}
      noValidate
      className="relative flex flex-col gap-2"
      data-testid="comment-edit-form"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onDone();
        }
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {intl.formatMessage({ id: 'posts.comment.edit' })}
      </label>
      <textarea
        {...mentions.field}
        id={inputId}
        name={input.name}
        value={input.value}
        rows={3}
        maxLength={2000}
        autoFocus
        onChange={(e) => {
          input.onChange(e);
          setFailure(null);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        className="border-2 border-line bg-surface px-3 py-2"
      />
      {mentions.list}
      <FieldError id={`${inputId}-error`} messageKey={error} alert />
      <div className="flex gap-2 self-end">
        <button type="button" className="pixel-button" onClick={onDone}>
          <FormattedMessage id="posts.comment.cancel" />
        </button>
        <button type="submit" className="pixel-button">
          <FormattedMessage id="posts.comment.save" />
        </button>
      </div>
    </form>
  );
}

/**
 * The reply box under a top-level comment, written like the edit form (React's alone: the first
 * script never opens one). The field is focused as it opens; Escape or Cancel closes it, and the
 * focus goes back to the comment's reply button (`onClose`).
 */
function ReplyForm({
  parent,
  postId,
  member,
  candidates,
  onClose,
  onSent,
}: {
  parent: CommentRow;
  postId: string;
  member: SessionUser;
  candidates: readonly MentionCandidate[];
  onClose: () => void;
  onSent: () => void;
}) {
  const intl = useIntl();
  const form = useForm({ text: '' }, (v) => ({ text: commentRule(v.text) }));
  // The device's refusal of the last send, shown until the member types again.
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const sending = useRef(false);
  const input = form.field('text');
  const error = input.error ?? failure;
  const inputId = `reply-input-${parent.id}`;
  const mentions = useMentionField(
    candidates,
    member.uid,
    (value) => input.onChange({ target: { value } }),
    inputId,
  );
  const label = intl.formatMessage(
    { id: 'posts.reply.label' },
    { name: parent.author.displayName },
  );
  const send = async (event: FormEvent) => {
    event.preventDefault();
    // A double tap while the first is being saved sends one reply.
    if (!member.emailVerified || sending.current) return;
    setFailure(null);
    if (!form.checkAll()) return;
    sending.current = true;
    try {
      await (
        await commentCommands()
      ).addReply(
        { uid: member.uid, displayName: member.displayName, photoURL: member.photoURL },
        postId,
        parent.id,
        mentions.compose(form.values.text),
      );
      mentions.reset();
      onSent();
    } catch (caught) {
      setFailure((caught as { messageKey?: MessageKey }).messageKey ?? 'auth.error.unknown');
    } finally {
      sending.current = false;
    }
  };
  return (
    <form
      id={replyBoxId(parent.id)}
      onSubmit={send}
      noValidate
      className="relative flex flex-col gap-2"
      data-testid="reply-form"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <textarea
        {...mentions.field}
        id={inputId}
        name={input.name}
        value={input.value}
        rows={2}
        maxLength={2000}
        placeholder={label}
        autoFocus
        onChange={(e) => {
          input.onChange(e);
          setFailure(null);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        className="border-2 border-line bg-surface px-3 py-2"
      />
      {mentions.list}
      <FieldError id={`${inputId}-error`} messageKey={error} alert />
      <div className="flex gap-2 self-end">
        <button type="button" className="pixel-button" onClick={onClose}>
          <FormattedMessage id="posts.reply.cancel" />
        </button>
        <button type="submit" className="pixel-button" disabled={!member.emailVerified}>
          <FormattedMessage id="posts.reply.submit" />
        </button>
      </div>
    </form>
  );
}

/** Focus on a comment's reply button (its box closed), or on a reply shown by "show more". */
const focusReplyButton = (commentId: string) =>
  document.getElementById(`reply-button-${commentId}`)?.focus();

/** The comment a URL's fragment (`#comment-{id}`, commentAnchor) points at, or null. */
function anchoredCommentId(hash: string): string | null {
  const match = /^#comment-(.+)$/.exec(hash);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

/** How many pages of comments a post's page reads to find the comment its address names. */
const SEEK_PAGES = 10;

/**
 * The comment the address names, when the device does not show it yet: further pages are read
 * (from the device, else the server) until it shows, or for SEEK_PAGES pages at most.
 */
function useSeekComment(
  anchored: string | null,
  found: boolean,
  more: boolean,
  showMore: () => Promise<void>,
): void {
  const sought = useRef({ id: null as string | null, pages: 0, busy: false });
  useEffect(() => {
    const seek = sought.current;
    if (seek.id !== anchored) Object.assign(seek, { id: anchored, pages: 0 });
    if (!anchored || found || !more || seek.busy || seek.pages >= SEEK_PAGES) return;
    seek.busy = true;
    seek.pages += 1;
    void showMore().finally(() => {
      seek.busy = false;
    });
  });
}

/** The comment field and its button: its handlers are a component's props, called after render. */
function CommentForm(props: CommentFormProps<ReactNode>) {
  return commentFormView(useViewKit(), props);
}

/**
 * A post's comments, oldest first, a page at a time from the device's mirror, with the input
 * below (placeholder 1018, required 1020). Under a hidden post (`closed`) nothing is added: no
 * input, a line saying so.
 */
export const PostComments = memo(function PostComments({
  postId,
  post,
  member,
  closed = false,
  page,
  names,
}: {
  postId: string;
  /** Its author: one to mention. */
  post?: Pick<Post, 'uid' | 'author'>;
  member: SessionUser | null;
  closed?: boolean;
  /** The comments shown (usePostComments), read by the page: its text names their authors. */
  page: PostCommentsPage;
  /** Whom the mentions name (useMentionNames). */
  names: MentionNames;
}) {
  const kit = useViewKit();
  const intl = useIntl();
  const [editing, setEditing] = useState<string | null>(null);
  const { comments, total, more, showMore } = page;
  const threads = useMemo(() => commentThreads(comments), [comments]);
  // Whom the member may mention: the post's author and the thread's members, by those names.
  const candidates = useMemo(
    () =>
      member
        ? threadMembers(member.uid, post, comments).map((c) => ({
            ...c,
            name: names.get(c.uid) ?? c.name,
          }))
        : [],
    [member, post, comments, names],
  );
  // The comment the address points at (a notification's): shown, marked, its thread open.
  const anchored = anchoredCommentId(useLocation().hash);
  const anchoredThread = anchored
    ? threads.find((t) => t.id === anchored || t.replies.some((r) => r.id === anchored))?.id
    : undefined;
  useSeekComment(anchored, anchoredThread !== undefined, more, showMore);
  // The threads opened past their first replies, and the comment whose reply box is open.
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const expand = (threadId: string) => setExpanded((open) => new Set(open).add(threadId));
  // The button goes as the thread opens: the focus moves to the first reply it revealed.
  const showReplies = (thread: CommentThread<CommentRow>) => {
    flushSync(() => expand(thread.id));
    const first = thread.replies[REPLIES_SHOWN];
    if (first) document.querySelector<HTMLElement>(`[data-comment-id="${first.id}"]`)?.focus();
  };
  // A muted member's comments collapse; the reader shows them one at a time.
  const mutes = useMutedMembers(member?.uid);
  const reported = useReportedItems(member?.uid);
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set());
  const showMuted = (commentId: string) => {
    flushSync(() => setShown((open) => new Set(open).add(commentId)));
    document.querySelector<HTMLElement>(`[data-comment-id="${commentId}"]`)?.focus();
  };
  // Muted from this comment: it collapses once the device's list says so (a render or two
  // later), and the focus stays on it, on its "show" button.
  const collapsing = useRef<string | null>(null);
  useEffect(() => {
    const button = collapsing.current && document.getElementById(mutedShowId(collapsing.current));
    if (!button) return;
    collapsing.current = null;
    button.focus();
  });
  const mutedFrom = (commentId: string, muted: boolean) => {
    collapsing.current = muted ? commentId : null;
    setShown((open) => {
      const next = new Set(open);
      next.delete(commentId);
      return next;
    });
  };
  const closeReply = (commentId: string) => {
    setReplyingTo(null);
    focusReplyButton(commentId);
  };
  const form = useForm({ text: '' }, (v) => ({ text: commentRule(v.text) }));
  // The server's or the device's refusal of the last send, shown until the member types again.
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const sending = useRef(new Set<string>());
  const input = form.field('text');
  const error = input.error ?? failure;
  // A visitor's first visit shows the field before React: what was typed there is the comment.
  const field = useEarlyValue<HTMLTextAreaElement>(input.value, (typed) =>
    input.onChange({ target: { value: typed } }),
  );
  const mentions = useMentionField(
    candidates,
    member?.uid ?? '',
    (value) => input.onChange({ target: { value } }),
    'comment-input',
  );

  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (!member) {
      askToSignIn();
      return;
    }
    if (!member.emailVerified) return;
    setFailure(null);
    if (!form.checkAll()) return;
    const sent = form.values;
    // The same words sent twice while the first is still being saved (a double tap) are one comment.
    if (sending.current.has(sent.text)) return;
    sending.current.add(sent.text);
    try {
      await (
        await commentCommands()
      ).addComment(
        { uid: member.uid, displayName: member.displayName, photoURL: member.photoURL },
        postId,
        mentions.compose(sent.text),
      );
      mentions.reset();
      // What the member typed while the comment was being saved (its code loading, the device's
      // database busy) stays: only what was sent is cleared.
      form.resetSaved(sent);
    } catch (caught) {
      setFailure((caught as { messageKey?: MessageKey }).messageKey ?? 'auth.error.unknown');
    } finally {
      sending.current.delete(sent.text);
    }
  };

  const remove = useConfirmedDelete(
    async (commentId: string) => {
      if (!member) return;
      await (
        await commentCommands()
      ).deleteComment(member.uid, postId, commentId, { asAdmin: member.role === 'admin' });
    },
    { orElse: () => document.getElementById('comment-input') },
  );

  const renderComment = (comment: CommentRow, replies?: ReactNode) => {
    // Hidden by a moderator: a line in its place, but to its author and admins, who read it marked.
    if (comment.hidden && !mayReadHidden(member, comment.uid))
      return hiddenCommentView(kit, comment, replies);
    const editable =
      isOwner(member, comment.uid) && member?.emailVerified && editing !== comment.id;
    const removable = isOwner(member, comment.uid) || member?.role === 'admin';
    const muted = mutes.isMuted(comment.uid);
    const isReply = comment.parentId !== undefined;
    const highlighted = comment.id === anchored;
    return commentView(kit, {
      comment,
      names,
      highlighted,
      muted:
        muted && !shown.has(comment.id) && !highlighted
          ? {
              line: intl.formatMessage({
                id: isReply ? 'mute.collapsed.reply' : 'mute.collapsed.comment',
              }),
              show: intl.formatMessage({ id: 'mute.show' }),
              onShow: () => showMuted(comment.id),
            }
          : undefined,
      focusable: muted,
      mark: comment.hidden && <HiddenMark mark={comment.hidden} />,
      pending: comment.pending === true,
      body: member && editing === comment.id && (
        <CommentEditForm
          comment={comment}
          uid={member.uid}
          names={names}
          candidates={candidates}
          onDone={() => setEditing(null)}
        />
      ),
      onReply: () => {
        if (!member) askToSignIn();
        else if (replyingTo === comment.id) closeReply(comment.id);
        else setReplyingTo(comment.id);
      },
      replyOpen: replyingTo === comment.id,
      thread: replies,
      actions: (
        <>
          {editable && (
            <button
              type="button"
              className="inline-flex min-h-6 min-w-6 items-center self-start text-sm underline"
              data-row-action="edit"
              onClick={() => setEditing(comment.id)}
            >
              <FormattedMessage id="posts.edit" />
            </button>
          )}
          {member && !isOwner(member, comment.uid) && (
            <MuteButton
              uid={member.uid}
              mutedUid={comment.uid}
              name={comment.author.displayName}
              muted={muted}
              onChange={(now) => mutedFrom(comment.id, now)}
            />
          )}
          {member && !comment.hidden && (
            <ReportButton
              member={member}
              item={{ kind: 'comment', postId, commentId: comment.id }}
              authorUid={comment.uid}
              authorName={comment.author.displayName}
              what={isReply ? 'reply' : 'comment'}
              reported={reported.has({ kind: 'comment', postId, commentId: comment.id })}
              summary={comment.text}
            />
          )}
          {removable && (
            <button
              type="button"
              className="inline-flex min-h-6 min-w-6 items-center self-start text-sm text-danger underline"
              data-row-action="delete"
              onClick={() => remove.ask(comment.id)}
            >
              <FormattedMessage id="posts.delete" />
            </button>
          )}
        </>
      ),
    });
  };

  return commentsView(kit, {
    count: total,
    items: threads.map((thread) =>
      threadView(kit, {
        thread,
        expanded: expanded.has(thread.id) || thread.id === anchoredThread,
        onShowMore: () => showReplies(thread),
        box: member && thread.comment && replyingTo === thread.id && (
          <ReplyForm
            parent={thread.comment}
            postId={postId}
            member={member}
            candidates={candidates}
            onClose={() => closeReply(thread.id)}
            onSent={() => {
              // The new reply is the thread's last: shown, with the focus back on the button.
              expand(thread.id);
              closeReply(thread.id);
            }}
          />
        ),
        renderComment,
      }),
    ),
    more,
    onMore: () => void showMore(),
    form: closed ? (
      <p className="text-sm text-ink-muted" data-testid="comments-closed">
        <FormattedMessage id="moderation.hidden.closed" />
      </p>
    ) : (
      <CommentForm
        {...{
          value: input.value,
          error: <FieldError id="comment-error" messageKey={error} alert />,
          invalid: Boolean(error),
          disabled: member ? !member.emailVerified : false,
          onChange: (event) => {
            input.onChange(event);
            setFailure(null);
          },
          onSubmit: (event) => void submit(event),
          attachField: field,
          // A member mentions by `@`; a visitor's field is the first script's, unchanged.
          mentions: member ? mentions : undefined,
        }}
      />
    ),
    after: [
      member && !member.emailVerified && (
        <Suspense fallback={null}>
          <VerifyEmailNotice />
        </Suspense>
      ),
      remove.dialog,
    ],
  });
});
