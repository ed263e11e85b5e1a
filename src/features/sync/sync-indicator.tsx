import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useOnline } from '../../lib/hooks/use-online';
import type { MessageKey } from '../../i18n/catalogs';
import { useOutboxCounts } from '../../data/local/outbox-entries';
import { OFFLINE_LOOK } from './offline-badge';

type IndicatorState = 'offline' | 'syncing' | 'saved' | 'attention';

const LOOK: Record<IndicatorState, string> = {
  offline: OFFLINE_LOOK,
  syncing: 'border-primary text-primary',
  saved: 'border-accent text-accent',
  attention: 'border-danger text-danger font-bold',
};

const SIGN: Record<IndicatorState, string> = {
  saved: '✓',
  syncing: '↻',
  offline: '⊘',
  attention: '!',
};

/**
 * A signed-in member's sync status in the header: offline / syncing N / all saved / N need
 * attention, linking to the sync page. Load it with React.lazy, for members only: it reads the
 * outbox and so brings Dexie (a visitor's header shows the OfflineBadge instead).
 */
export function SyncIndicator({ uid }: { uid: string }) {
  const intl = useIntl();
  const online = useOnline();
  const counts = useOutboxCounts(uid);
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
