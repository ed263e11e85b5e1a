import { VerifyEmailNotice } from '../auth/verify-email-notice';
import { useState, type FormEvent } from 'react';
import { Dexie } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { FormattedMessage, useIntl } from 'react-intl';
import { db } from '../../data/local/database';
import { addComment, deleteComment } from '../../data/sync/commands/comment-commands';
import { comment as commentRule } from '../../lib/validation';
import { notify } from '../../lib/notifications';
import type { MessageKey } from '../../i18n/catalogs';
import { Avatar } from '../../ui/avatar';
import { useConfirmedDelete } from '../../ui/use-confirmed-delete';
import { RelativeTime } from '../../ui/relative-time';
import { openAuthDialog } from '../auth/auth-dialog-state';
import { isOwner, type SessionUser } from '../auth/session';

/** A post's comments, oldest first, with the input below (placeholder 1018, required 1020). */
export function PostComments({ postId, member }: { postId: string; member: SessionUser | null }) {
  const intl = useIntl();
  const comments = useLiveQuery(
    () =>
      db.comments
        .where('[postId+createdAt]')
        .between([postId, Dexie.minKey], [postId, Dexie.maxKey])
        .toArray(),
    [postId],
    [],
  );
  const [text, setText] = useState('');
  const [error, setError] = useState<MessageKey | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!member) {
      notify('msg.1019');
      openAuthDialog('sign-in');
      return;
    }
    if (!member.emailVerified) return;
    const invalid = commentRule(text);
    setError(invalid);
    if (invalid) {
      document.getElementById('comment-input')?.focus();
      return;
    }
    try {
      await addComment(
        { uid: member.uid, displayName: member.displayName, photoURL: member.photoURL },
        postId,
        text,
      );
      setText('');
    } catch (failure) {
      setError((failure as { messageKey?: MessageKey }).messageKey ?? 'auth.error.unknown');
    }
  };

  const remove = useConfirmedDelete(
    async (commentId: string) => {
      if (!member) return;
      await deleteComment(member.uid, postId, commentId, { asAdmin: member.role === 'admin' });
    },
    { orElse: () => document.getElementById('comment-input') },
  );

  return (
    <section aria-labelledby="comments-heading" className="flex flex-col gap-3">
      <h2 id="comments-heading" className="text-lg">
        <FormattedMessage id="post.comments" />{' '}
        <span data-testid="comment-count">{comments.length}</span>
      </h2>
      <ul className="flex flex-col gap-2" data-testid="comment-list">
        {comments.map((comment) => (
          <li key={comment.id} className="flex gap-3 bg-surface-alt p-3" data-testid="comment">
            <Avatar uid={comment.uid} photoURL={comment.author.photoURL} size={28} />
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap gap-x-2 text-xs text-ink-muted">
                <span className="font-semibold text-ink">{comment.author.displayName}</span>
                <RelativeTime date={comment.writtenAt ?? comment.createdAt} />
                {comment.pending && <FormattedMessage id="posts.pending" />}
              </p>
              <p className="break-words whitespace-pre-wrap">{comment.text}</p>
            </div>
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
      {member && !member.emailVerified && <VerifyEmailNotice />}
      <form onSubmit={submit} noValidate className="flex flex-col gap-2">
        <label htmlFor="comment-input" className="sr-only">
          <FormattedMessage id="msg.1018" />
        </label>
        <textarea
          id="comment-input"
          value={text}
          rows={3}
          maxLength={2000}
          placeholder={intl.formatMessage({ id: 'msg.1018' })}
          onChange={(e) => {
            setText(e.target.value);
            if (error) setError(commentRule(e.target.value));
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'comment-error' : undefined}
          className="border-2 border-line bg-surface px-3 py-2"
        />
        {error && (
          <p
            id="comment-error"
            role="alert"
            className="text-sm text-danger"
            data-testid="field-error"
          >
            <FormattedMessage id={error} />
          </p>
        )}
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
