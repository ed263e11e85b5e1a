import { FormattedMessage } from 'react-intl';
import { useOnline } from '../../lib/hooks/use-online';

export const OFFLINE_LOOK = 'border-ink-muted text-ink-muted';

/**
 * The header's sync status for a visitor: a visitor has no outbox, so there is nothing to count,
 * only the network to report. Kept apart from the member's SyncIndicator, which reads the outbox
 * and so brings Dexie: a visitor's pages load no database for the header.
 */
export function OfflineBadge() {
  const online = useOnline();
  if (online) return null;
  return (
    <span
      className={`border-2 px-1.5 text-xs ${OFFLINE_LOOK}`}
      data-testid="sync-indicator"
      data-state="offline"
    >
      <FormattedMessage id="sync.indicator.offline" />
    </span>
  );
}
