import { FormattedMessage, useIntl } from 'react-intl';
import type { PostRow } from '../../data/model/local-rows';
import { isPinned } from '../../data/model/post';
import { pinPost } from '../../data/sync/commands/post-commands';
import type { MessageKey } from '../../i18n/catalogs';
import { notify } from '../../lib/notifications';
import { PageTitle } from '../../ui/page-title';
import { useBoardPosts } from '../../data/board/use-board-posts';
import { AdminPostList } from './admin-post-list';
import { useAdmin } from './use-admin';

const NOTICES = { tab: 'notice', sort: 'update' } as const;

/** /admin/notices: pin a notice to the top of the board, or unpin it; works offline too. */
export function AdminNotices() {
  const intl = useIntl();
  const admin = useAdmin();
  const { posts, loadMore, complete } = useBoardPosts(NOTICES);

  const toggle = async (post: PostRow) => {
    try {
      await pinPost(admin.uid, post.id, !isPinned(post));
      notify(isPinned(post) ? 'admin.notices.unpinned' : 'admin.notices.pinned', {
        tone: 'success',
        values: { title: post.title },
      });
    } catch (failure) {
      console.warn(failure);
      const key = (failure as { messageKey?: MessageKey }).messageKey;
      notify(key ?? 'auth.error.unknown', { tone: 'error' });
    }
  };

  return (
    <section className="flex flex-col gap-4">
      <PageTitle titleKey="admin.notices.title" />
      <p className="text-ink-muted">
        <FormattedMessage id="admin.notices.summary" />
      </p>
      <AdminPostList
        posts={posts}
        label={intl.formatMessage({ id: 'admin.notices.title' })}
        onLoadMore={loadMore}
        complete={complete}
        actions={(post) => (
          <button
            type="button"
            className="pixel-button text-sm"
            onClick={() => void toggle(post)}
            data-testid="pin-toggle"
          >
            <FormattedMessage id={isPinned(post) ? 'admin.notices.unpin' : 'admin.notices.pin'} />
          </button>
        )}
      />
    </section>
  );
}
