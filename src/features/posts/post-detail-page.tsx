import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { usePost } from './use-remote-post';
import { PostMeta } from './post-meta';
import { PageTitle } from '../../ui/page-title';

export function PostDetailPage() {
  const { id = '' } = useParams();
  const state = usePost(id);

  if (state.status === 'loading') {
    return (
      <p className="text-ink-muted" aria-busy="true">
        <FormattedMessage id="app.loading" />
      </p>
    );
  }
  if (state.status === 'error' || state.value === null) {
    return (
      <section className="flex flex-col items-start gap-4">
        <PageTitle titleKey="post.detail.title" />
        <p role="status">
          <FormattedMessage
            id={state.status === 'error' ? 'home.latestError' : 'post.detail.notFound'}
          />
        </p>
        <Link to="/board" className="pixel-button">
          <FormattedMessage id="post.detail.backToBoard" />
        </Link>
      </section>
    );
  }
  const post = state.value;
  return (
    <article className="flex flex-col gap-4" data-testid="post-detail">
      <h1 className="text-2xl sm:text-3xl">{post.title}</h1>
      <PostMeta post={post} />
      {/* Markdown rendering arrives with the board; until then the source is shown as written. */}
      <div className="whitespace-pre-wrap break-words bg-surface-alt p-4 font-mono text-sm">
        {post.content}
      </div>
    </article>
  );
}
