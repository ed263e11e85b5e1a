import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PostRow } from '../../data/model/local-rows';
import { deletePost } from '../../data/sync/commands/post-commands';
import { PageTitle } from '../../ui/page-title';
import { useConfirmedDelete } from '../../ui/use-confirmed-delete';
import { BOARD_TABS, type BoardTab } from '../../data/model/board';
import { useBoardPosts } from '../../data/board/use-board-posts';
import { AdminPostList } from './admin-post-list';
import { useAdmin } from './use-admin';

/** /admin/posts: delete anyone's post, newest first, by category; works offline too. */
export function AdminPosts() {
  const intl = useIntl();
  const admin = useAdmin();
  const [tab, setTab] = useState<BoardTab>('all');
  const { posts, loadMore, complete } = useBoardPosts({ tab, sort: 'update' });
  const remove = useConfirmedDelete((post: PostRow) =>
    deletePost(admin.uid, post.id, { asAdmin: true }),
  );

  return (
    <section className="flex flex-col gap-4">
      <PageTitle titleKey="admin.posts.title" />
      <p className="text-ink-muted">
        <FormattedMessage id="admin.posts.summary" />
      </p>
      <label className="flex items-center gap-2 self-start text-sm">
        <FormattedMessage id="post.category" />
        <select
          value={tab}
          onChange={(e) => setTab(e.target.value as BoardTab)}
          className="border-2 border-line bg-surface px-2 py-1"
        >
          {BOARD_TABS.map((value) => (
            <option key={value} value={value}>
              {intl.formatMessage({ id: `category.${value}` })}
            </option>
          ))}
        </select>
      </label>
      <AdminPostList
        posts={posts}
        label={intl.formatMessage({ id: 'admin.posts.title' })}
        onLoadMore={loadMore}
        complete={complete}
        actions={(post) => (
          <button
            type="button"
            className="pixel-button text-sm !text-danger"
            onClick={() => remove.ask(post)}
            aria-label={intl.formatMessage({ id: 'admin.deleteNamed' }, { title: post.title })}
          >
            <FormattedMessage id="posts.delete" />
          </button>
        )}
      />
      {remove.dialog}
    </section>
  );
}
