import { FormattedMessage } from 'react-intl';
import type { MessageKey } from '../../i18n/catalogs';
import type { MemberListing } from '../../data/members/use-member-page';

/**
 * Below a member's list: how many it shows (said again to screen readers as a page arrives),
 * "more" while the server has more, or why the list may be short (offline, or a failed read,
 * which "more" asks again).
 */
export function MemberListFooter<T>({
  listing,
  countKey,
  moreKey,
  testId,
  onMore,
}: {
  listing: MemberListing<T>;
  countKey: MessageKey;
  moreKey: MessageKey;
  testId: string;
  /** Asks for the next page; the list moves the focus to its first new item. */
  onMore: () => void;
}) {
  const count = listing.items?.length ?? 0;
  return (
    <div className="flex flex-col items-center gap-2 text-sm text-ink-muted">
      <p aria-live="polite" data-testid={`${testId}-count`} data-count={count}>
        <FormattedMessage id={countKey} values={{ count }} />
      </p>
      {listing.offline ? (
        <p data-testid={`${testId}-offline`}>
          <FormattedMessage id="members.offline" />
        </p>
      ) : listing.failed ? (
        <p role="alert">
          <FormattedMessage id="members.failed" />
        </p>
      ) : null}
      {listing.more && (
        <button
          type="button"
          className="pixel-button"
          onClick={onMore}
          disabled={listing.loading}
          aria-busy={listing.loading}
          data-testid={`${testId}-more`}
        >
          <FormattedMessage id={moreKey} />
        </button>
      )}
    </div>
  );
}
