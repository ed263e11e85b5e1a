import { FormattedDate, FormattedMessage } from 'react-intl';
import type { Post } from '../data/model/post';

export function CategoryBadge({ category }: { category: Post['category'] }) {
  return (
    <span className="inline-block border-2 border-line px-1.5 font-pixel text-xs">
      <FormattedMessage id={`category.${category}`} />
    </span>
  );
}

/** A notice an admin pinned to the top of the board. */
export function PinnedBadge() {
  return (
    <span
      className="inline-block border-2 border-accent bg-accent px-1.5 font-pixel text-xs text-surface"
      data-testid="pinned-badge"
    >
      <FormattedMessage id="post.pinnedBadge" />
    </span>
  );
}

export function PostMeta({ post }: { post: Post }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
      <CategoryBadge category={post.category} />
      <span>
        <FormattedMessage id="post.by" values={{ name: post.author.displayName }} />
      </span>
      <FormattedDate value={post.createdAt} year="numeric" month="short" day="numeric" />
      <span>
        <FormattedMessage id="post.hits" /> {post.hits}
      </span>
      <span>
        <FormattedMessage id="post.likes" /> {post.likeCount}
      </span>
      <span>
        <FormattedMessage id="post.comments" /> {post.commentCount}
      </span>
    </p>
  );
}
