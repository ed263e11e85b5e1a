import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Comment } from '../../data/model/comment';
import { deleteComment } from '../../data/sync/commands/comment-commands';
import { Avatar } from '../../ui/avatar';
import { PageTitle } from '../../ui/page-title';
import { RelativeTime } from '../../ui/relative-time';
import { useConfirmedDelete } from '../../ui/use-confirmed-delete';
import { ServerListView } from './server-list-view';
import { useAdmin } from './use-admin';
import { useRecentComments } from '../../data/admin/server-lists';

/**
 * /admin/comments: the newest comments on every post, read from the server; delete anyone's.
 * The delete goes through the outbox like any other, so it survives a lost connection.
 */
export function AdminComments() {
  const intl = useIntl();
  const admin = useAdmin();
  const { list, retry, loadMore, drop } = useRecentComments();
  const remove = useConfirmedDelete(async (comment: Comment) => {
    await deleteComment(admin.uid, comment.postId, comment.id, {
      asAdmin: true,
      text: comment.text,
    });
    drop((c) => c.id !== comment.id);
  });

  return (
    <section className="flex flex-col gap-4">
      <PageTitle titleKey="admin.comments.title" />
      <p className="text-ink-muted">
        <FormattedMessage id="admin.comments.summary" />
      </p>
      <ServerListView list={list} retry={retry} loadMore={loadMore}>
        {(comments) => (
          <ul
            className="flex flex-col gap-2"
            aria-label={intl.formatMessage({ id: 'admin.comments.title' })}
            data-testid="admin-comment-list"
          >
            {comments.map((comment) => (
              <li
                key={comment.id}
                className="flex gap-3 bg-surface p-3 pixel-border"
                data-testid="admin-comment"
              >
                <Avatar uid={comment.uid} photoURL={comment.author.photoURL} size={28} />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap gap-x-3 text-xs text-ink-muted">
                    <span className="font-semibold text-ink">{comment.author.displayName}</span>
                    <RelativeTime date={comment.createdAt} />
                    <Link to={`/posts/${comment.postId}`} className="underline hover:text-primary">
                      <FormattedMessage id="admin.comments.openPost" />
                    </Link>
                  </p>
                  <p className="break-words whitespace-pre-wrap">{comment.text}</p>
                </div>
                <button
                  type="button"
                  className="self-start pixel-button text-sm !text-danger"
                  onClick={() => remove.ask(comment)}
                >
                  <FormattedMessage id="posts.delete" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </ServerListView>
      {remove.dialog}
    </section>
  );
}
