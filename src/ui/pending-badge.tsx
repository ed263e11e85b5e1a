import { FormattedMessage } from 'react-intl';

/** Marks something changed on this device whose change has not reached the server yet. */
export function PendingBadge({ of = 'post' }: { of?: 'post' | 'todo' }) {
  return of === 'post' ? (
    <span className="bg-surface-alt px-1 text-xs text-ink-muted" data-testid="pending-badge">
      <FormattedMessage id="posts.pending" />
    </span>
  ) : (
    <span
      className="border-2 border-dashed border-line px-1.5 text-xs text-ink-muted"
      data-testid="pending-badge"
    >
      <FormattedMessage id="sync.pendingBadge" />
    </span>
  );
}
