import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

/** A post's tags, each a link to the search for it; nothing when there are none. */
export function TagLinks({
  tags,
  size = 'text-xs',
  className = '',
}: {
  tags: readonly string[];
  size?: 'text-xs' | 'text-sm';
  className?: string;
}) {
  const intl = useIntl();
  if (tags.length === 0) return null;
  return (
    <ul
      className={`flex flex-wrap gap-1 ${className}`}
      aria-label={intl.formatMessage({ id: 'post.tags' })}
    >
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={`/search?tag=${encodeURIComponent(tag)}`}
            className={`bg-surface-alt px-1.5 ${size} hover:text-primary`}
            data-testid="tag-chip"
          >
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
