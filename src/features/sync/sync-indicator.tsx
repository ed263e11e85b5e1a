import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useOnline } from '../../lib/hooks/use-online';
import type { MessageKey } from '../../i18n/catalogs';
import { useSession } from '../auth';
import { useOutboxCounts } from '../../data/local/outbox-entries';

type IndicatorState = 'offline' | 'syncing' | 'saved' | 'attention';

const LOOK: Record<IndicatorState, string> = {
  offline: 'border-ink-muted text-ink-muted',
  syncing: 'border-primary text-primary',
  saved: 'border-accent text-accent',
  attention: 'border-danger text-danger font-bold',
};

/**
 * The header's sync status: offline / syncing N / all saved / N need attention, linking to the
 * sync page. Load it with React.lazy: it brings Dexie, which stays out of the first paint.
 */
const SIGN: Record<IndicatorState, string> = {
  saved: '✓',
  syncing: '↻',
  offline: '⊘',
  attention: '!',
};

export function SyncIndicator() {
  const intl = useIntl();
  const online = useOnline();
  const uid = useSession()?.uid ?? null;
  const counts = useOutboxCounts(uid);
  if (!uid) {
    if (online) return null;
    return (
      <span
        className={`border-2 px-1.5 text-xs ${LOOK.offline}`}
        data-testid="sync-indicator"
        data-state="offline"
      >
        <FormattedMessage id="sync.indicator.offline" />
      </span>
    );
  }
  if (!counts) return null;

  let state: IndicatorState;
  let messageKey: MessageKey;
  let count = counts.pending;
  if (counts.attention > 0) {
    state = 'attention';
    messageKey = 'sync.indicator.attention';
    count = counts.attention;
  } else if (!online) {
    state = 'offline';
    messageKey = counts.pending > 0 ? 'sync.indicator.offlinePending' : 'sync.indicator.offline';
  } else if (counts.pending > 0) {
    state = 'syncing';
    messageKey = 'sync.indicator.syncing';
  } else {
    state = 'saved';
    messageKey = 'sync.indicator.saved';
  }
  const text = intl.formatMessage({ id: messageKey }, { count });
  // On a phone the header has no room for the words: a sign and the count stand in (drawn by
  // CSS, so the text and the label stay the words).
  const short = `${SIGN[state]}${count > 0 ? count : ''}`;
  return (
    <Link
      to="/sync"
      className={`inline-flex min-h-8 min-w-8 items-center justify-center border-2 px-1.5 text-xs whitespace-nowrap before:content-[attr(data-short)] hover:underline sm:before:content-none ${LOOK[state]}`}
      aria-label={`${intl.formatMessage({ id: 'sync.indicator.label' })}: ${text}`}
      data-testid="sync-indicator"
      data-state={state}
      data-count={count}
      data-short={short}
    >
      <span className="hidden sm:inline">{text}</span>
    </Link>
  );
}
