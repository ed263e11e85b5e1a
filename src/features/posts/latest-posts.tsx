import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLatestPosts } from './use-remote-post';
import { PostMeta } from './post-meta';

export function LatestPosts({ max = 6 }: { max?: number }) {
  const state = useLatestPosts(max);
  if (state.status === 'loading') {
    return (
      <p className="text-ink-muted" aria-busy="true">
        <FormattedMessage id="app.loading" />
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <p role="status">
        <FormattedMessage id="home.latestError" />
      </p>
    );
  }
  if (state.value.length === 0) {
    return (
      <p>
        <FormattedMessage id="home.latestEmpty" />
      </p>
    );
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2" data-testid="latest-posts">
      {state.value.map((post) => (
        <li key={post.id} className="bg-surface p-4 pixel-border">
          <h3 className="mb-2 text-lg">
            <Link to={`/posts/${post.id}`} className="hover:text-primary hover:underline">
              {post.title}
            </Link>
          </h3>
          <PostMeta post={post} />
          {post.tags.length > 0 && (
            <ul className="mt-2 flex flex-wrap gap-1" aria-label="tags">
              {post.tags.map((tag) => (
                <li key={tag} className="bg-surface-alt px-1.5 text-xs">
                  #{tag}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
