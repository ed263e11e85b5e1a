import { db } from '../../local/database';
import {
  REPORT_REASONS,
  isHiddenData,
  reportKey,
  reportPath,
  reportSummaryPath,
  reportedItemPath,
} from '../../model/moderation';
import { hasEntriesFor } from '../outbox';
import { GONE, SyncWriteError, alreadyApplied, applied, textOf } from './shared';
import type { OpDefinition } from './types';

/**
 * The member reports a post, comment or reply: their report (`reports/{key}/by/{uid}`, its id
 * their uid, so one per member and item) and the item's summary, counted by one of its reason in
 * the same commit. The summary is written without being read (members may not read it): one
 * merging write with increments makes it with the first report and moves it with the next, and
 * reopens it if an admin had dismissed it. A replay finds the report there and writes nothing;
 * an item deleted, or hidden by then, leaves nothing to report.
 */
export const reportAdd: OpDefinition<'report.add'> = {
  target: (m, uid) => reportPath(reportKey(m.item), uid),
  lane: (m, uid) => reportPath(reportKey(m.item), uid),
  async applyLocal(entry) {
    const { uid, item } = entry;
    await db.reports.put({
      uid,
      key: reportKey(item),
      item,
      reason: entry.payload.reason,
      pending: true,
    });
  },
  needsVerifiedEmail: true,
  private: true,
  budget: 'report',
  async applyRemote(entry, tx) {
    const { item, payload } = entry;
    const [report, reported] = await Promise.all([
      tx.get(entry.target),
      tx.get(reportedItemPath(item)),
    ]);
    if (report.exists) return alreadyApplied();
    if (!reported.data || isHiddenData(reported.data)) return GONE;
    const authorUid = textOf(reported.data.uid);
    if (authorUid === entry.uid)
      throw new SyncWriteError('invalid-argument', 'a member does not report their own writing');
    tx.set(entry.target, {
      reason: payload.reason,
      text: payload.text,
      createdAt: tx.serverTime(),
    });
    tx.merge(reportSummaryPath(reportKey(item)), {
      kind: item.kind,
      postId: item.postId,
      ...(item.kind === 'comment' ? { commentId: item.commentId } : {}),
      authorUid,
      count: tx.increment(1),
      reasons: Object.fromEntries(
        REPORT_REASONS.map((reason) => [reason, tx.increment(reason === payload.reason ? 1 : 0)]),
      ),
      lastReporter: entry.uid,
      status: 'open',
      updatedAt: tx.serverTime(),
    });
    return applied();
  },
  async settle(entry) {
    // Also when nothing was left to report: the member did report it.
    await db.reports.update([entry.uid, reportKey(entry.item)], {
      pending: await hasEntriesFor(entry.target),
    });
  },
  async undo(entry) {
    await db.reports.delete([entry.uid, reportKey(entry.item)]);
    return [];
  },
};
