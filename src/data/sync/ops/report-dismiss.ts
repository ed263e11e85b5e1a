import { reportSummaryPath } from '../../model/moderation';
import { GONE, alreadyApplied, applied } from './shared';
import type { OpDefinition } from './types';

/**
 * An admin dismisses an item's reports: the summary leaves the queue (its status `dismissed`),
 * its reports stay (each member still reports an item once); a later report reopens it. The queue
 * is read from the server, so the device has no row to change.
 */
export const reportDismiss: OpDefinition<'report.dismiss'> = {
  target: (m) => reportSummaryPath(m.key),
  lane: (m) => reportSummaryPath(m.key),
  applyLocal: () => Promise.resolve(),
  async applyRemote(entry, tx) {
    const summary = await tx.get(entry.target);
    if (!summary.data) return GONE;
    if (summary.data.status !== 'open') return alreadyApplied();
    tx.update(entry.target, {
      status: 'dismissed',
      resolvedBy: entry.uid,
      updatedAt: tx.serverTime(),
    });
    return applied();
  },
  settle: () => Promise.resolve(),
  undo: () => Promise.resolve([]),
};
