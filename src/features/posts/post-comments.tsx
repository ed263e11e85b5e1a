import { askToSignIn, isOwner, loadVerifyEmailNotice, type SessionUser } from '../auth';
import { Suspense, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { commentCommands } from './member-commands';
import type { CommentRow } from '../../data/model/local-rows';
import { usePostComments } from '../../data/posts/use-post-comments';
import { comment as commentRule } from '../../lib/validation';
import type { MessageKey } from '../../i18n/catalogs';
import { Avatar } from '../../ui/avatar';
import { useConfirmedDelete } from '../../ui/use-confirmed-delete';
import { RelativeTime } from '../../ui/relative-time';
import { FieldError } from '../../ui/text-field';
import { lazyComponent } from '../../lib/lazy-component';
import { useForm } from '../../lib/use-form';

// An unverified member's notice: its code (the account's commands) is not on a visitor's way to
// the post; a member's page loads it ahead (member-commands.ts).
const VerifyEmailNotice = lazyComponent(loadVerifyEmailNotice, 'VerifyEmailNotice');

/** The author's edit of one comment, in place: Enter on Save (or Ctrl+Enter), Esc cancels. */
function CommentEditForm({
  comment,
  uid,
  onDone,
}: {
  comment: CommentRow;
  uid: string;
  onDone: () => void;
}) {
  const intl = useIntl();
  const form = useForm({ text: comment.text }, (v) => ({ text: commentRule(v.text) }));
  // The device's refusal of the last save, shown until the member types again.
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const input = form.field('text');
  const error = input.error ?? failure;
  const inputId = `comment-edit-${comment.id}`;
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!form.checkAll()) return;
    try {
      await (await commentCommands()).editComment(uid, comment.id, form.values.text);
      onDone();
    } catch (caught) {
      setFailure((caught as { messageKey?: MessageKey }).messageKey ?? 'auth.error.unknown');
    }
  };
  return (
    <form
      onSubmit={save}
      noValidate
      className="flex flex-col gap-2"
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
 * A post's comments, oldest first, a page at a time from the device's mirror, with the input
 * below (placeholder 1018, required 1020).
 */
export function PostComments({ postId, member }: { postId: string; member: SessionUser | null }) {
  const intl = useIntl();
  const [editing, setEditing] = useState<string | null>(null);
  const { comments, total, more, showMore } = usePostComments(postId);
  const form = useForm({ text: '' }, (v) => ({ text: commentRule(v.text) }));
  // The server's or the device's refusal of the last send, shown until the member types again.
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const sending = useRef(new Set<string>());
  const input = form.field('text');
  const error = input.error ?? failure;

  const submit = async (event: FormEvent) => {
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
        sent.text,
      );
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

  return (
    <section aria-labelledby="comments-heading" className="flex flex-col gap-3">
      <h2 id="comments-heading" className="text-lg">
        <FormattedMessage id="post.comments" /> <span data-testid="comment-count">{total}</span>
      </h2>
      <ul className="flex flex-col gap-2" data-testid="comment-list">
        {comments.map((comment) => (
          <li key={comment.id} className="flex gap-3 bg-surface-alt p-3" data-testid="comment">
            <Avatar uid={comment.uid} photoURL={comment.author.photoURL} size={28} />
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap gap-x-2 text-xs text-ink-muted">
                <span className="font-semibold text-ink">{comment.author.displayName}</span>
                <RelativeTime date={comment.writtenAt ?? comment.createdAt} />
                {comment.edited && (
                  <span data-testid="comment-edited">
                    <FormattedMessage id="post.edited" />
                  </span>
                )}
                {comment.pending && <FormattedMessage id="posts.pending" />}
              </p>
              {member && editing === comment.id ? (
                <CommentEditForm
                  comment={comment}
                  uid={member.uid}
                  onDone={() => setEditing(null)}
                />
              ) : (
                <p className="break-words whitespace-pre-wrap" data-testid="comment-text">
                  {comment.text}
                </p>
              )}
            </div>
            {isOwner(member, comment.uid) && member?.emailVerified && editing !== comment.id && (
              <button
                type="button"
                className="inline-flex min-h-6 min-w-6 items-center self-start text-sm underline"
                data-row-action="edit"
                onClick={() => setEditing(comment.id)}
              >
                <FormattedMessage id="posts.edit" />
              </button>
            )}
            {(isOwner(member, comment.uid) || member?.role === 'admin') && (
              <button
                type="button"
                className="inline-flex min-h-6 min-w-6 items-center self-start text-sm text-danger underline"
                data-row-action="delete"
                onClick={() => remove.ask(comment.id)}
              >
                <FormattedMessage id="posts.delete" />
              </button>
            )}
          </li>
        ))}
      </ul>
      {more && (
        <button
          type="button"
          className="pixel-button self-center"
          data-testid="more-comments"
          onClick={() => void showMore()}
        >
          <FormattedMessage id="posts.comment.more" />
        </button>
      )}
      {member && !member.emailVerified && (
        <Suspense fallback={null}>
          <VerifyEmailNotice />
        </Suspense>
      )}
      <form onSubmit={submit} noValidate className="flex flex-col gap-2">
        <label htmlFor="comment-input" className="sr-only">
          <FormattedMessage id="msg.1018" />
        </label>
        <textarea
          id="comment-input"
          name={input.name}
          value={input.value}
          rows={3}
          maxLength={2000}
          placeholder={intl.formatMessage({ id: 'msg.1018' })}
          onChange={(e) => {
            input.onChange(e);
            setFailure(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'comment-error' : undefined}
          className="border-2 border-line bg-surface px-3 py-2"
        />
        <FieldError id="comment-error" messageKey={error} alert />
        <button
          type="submit"
          className="pixel-button self-end"
          disabled={member ? !member.emailVerified : false}
        >
          <FormattedMessage id="posts.comment.submit" />
        </button>
      </form>
      {remove.dialog}
    </section>
  );
}
