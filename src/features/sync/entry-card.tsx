import { useInlineConfirm } from '../../ui/use-inline-confirm';
import { memo } from 'react';
import { FormattedMessage, FormattedTime } from 'react-intl';
import type { WindowRow } from '../../lib/hooks/use-window-list';
import type { OutboxEntry } from '../../data/model/outbox';
import { IMAGE_SLOTS } from '../../data/model/image-slots';
import { discardEntry, entriesToDiscard, retryEntry } from '../../data/sync/entry-actions';
import type { MessageKey } from '../../i18n/catalogs';
import { notify } from '../../lib/notifications';
import { SendTime } from '../../ui/send-time';
import { operationLabel, smallButton } from './entry-labels';

/** Give up an entry, after saying what else goes with it. */
export function DiscardButton({ entry, all }: { entry: OutboxEntry; all: readonly OutboxEntry[] }) {
  const { confirming, openerRef, confirmRef, ask, close, onKeyDown } = useInlineConfirm();
  if (!confirming) {
    return (
      <button ref={openerRef} type="button" className={smallButton} onClick={ask}>
        <FormattedMessage id="sync.discard" />
      </button>
    );
  }
  const others = entriesToDiscard(entry, all).length - 1;
  const discard = async () => {
    await discardEntry(entry.id);
    notify('sync.discarded', { tone: 'success' });
  };
  return (
    <span className="flex flex-wrap items-center gap-2" role="group" onKeyDown={onKeyDown}>
      <span className="text-sm">
        <FormattedMessage id="sync.discardConfirm" />
        {others > 0 && (
          <>
            {' '}
            <FormattedMessage id="sync.discardWithOthers" values={{ count: others }} />
          </>
        )}
      </span>
      <button
        ref={confirmRef}
        type="button"
        className={`${smallButton} text-danger`}
        onClick={() => void discard()}
      >
        <FormattedMessage id="sync.discard" />
      </button>
      <button type="button" className={smallButton} onClick={close}>
        <FormattedMessage id="sync.cancel" />
      </button>
    </span>
  );
}

/**
 * A pending or failed entry: what it is, how its replay went, and retry / discard. Memoized;
 * in a windowed list, `row` places it.
 */
export const EntryCard = memo(function EntryCard({
  entry,
  all,
  waiting,
  row,
}: {
  entry: OutboxEntry;
  all: readonly OutboxEntry[];
  waiting: boolean;
  row?: WindowRow;
}) {
  const canRetry = entry.status === 'failed' || entry.attempts > 0;
  return (
    <li
      ref={row?.ref}
      data-index={row?.['data-index']}
      style={row?.style}
      className={`flex flex-col gap-2 border-2 border-line bg-surface p-3${row ? ' absolute inset-x-0 top-0' : ''}`}
      data-testid="sync-entry"
      data-status={entry.status}
      data-op={entry.op}
    >
      <p className="flex flex-wrap items-baseline gap-2">
        <span className="font-pixel text-sm">
          <FormattedMessage id={operationLabel(entry)} />
        </span>
        <span className="min-w-0 break-words" data-testid="sync-entry-summary">
          {entry.summary}
        </span>
      </p>
      <p className="flex flex-wrap gap-x-3 text-sm text-ink-muted">
        {entry.attempts > 0 && (
          <span>
            <FormattedMessage id="sync.attempts" values={{ count: entry.attempts }} />
          </span>
        )}
        {entry.lastError && (
          <span
            className={entry.status === 'failed' ? 'text-danger' : ''}
            data-testid="sync-entry-error"
          >
            <FormattedMessage
              id={entry.lastError.messageKey as MessageKey}
              values={{ slots: IMAGE_SLOTS }}
            />
          </span>
        )}
        {entry.status === 'pending' && entry.wait && (
          <span data-testid="sync-entry-wait">
            <FormattedMessage
              id="sync.wait.budget"
              values={{ kind: entry.wait.kind, time: <SendTime value={entry.wait.until} /> }}
            />
          </span>
        )}
        {entry.status === 'pending' && entry.attempts > 0 && !entry.wait && (
          <span>
            <FormattedMessage
              id="sync.nextAttempt"
              values={{ time: <FormattedTime value={entry.nextAttemptAt} timeStyle="medium" /> }}
            />
          </span>
        )}
        {waiting && (
          <span>
            <FormattedMessage id="sync.waitingFor" />
          </span>
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        {canRetry && (
          <button type="button" className={smallButton} onClick={() => void retryEntry(entry.id)}>
            <FormattedMessage id="sync.retry" />
          </button>
        )}
        <DiscardButton entry={entry} all={all} />
      </div>
    </li>
  );
});
