import { db } from '../../local/database';
import type { HiddenMark } from '../../model/moderation';
import {
  isHiddenData,
  reportKey,
  reportSummaryPath,
  reportedItemPath,
} from '../../model/moderation';
import { postPath } from '../entry-paths';
import { recomputePending } from '../row-pending';
import { GONE, alreadyApplied, applied, rereadFromServer } from './shared';
import type { OpDefinition } from './types';

/**
 * An admin hides a post, comment or reply: the mark on the item (`hidden`: who, why, a note, the
 * server's time) and, when it was reported, its summary closed as `hidden`, in one commit. Not an
 * edit: the version stays, so it never conflicts with the author's. In the post's lane, after
 * what the admin did to the post before. A replay finds the item hidden and writes nothing.
 */
export const contentHide: OpDefinition<'content.hide'> = {
  target: (m) => reportedItemPath(m.item),
  lane: (m) => postPath(m.item.postId),
  async applyLocal(entry) {
    const hidden: HiddenMark = {
      by: entry.uid,
      reason: entry.payload.reason,
      note: entry.payload.note,
      at: new Date(entry.createdAt),
    };
    const { item } = entry;
    if (item.kind === 'post') {
      const row = await db.posts.get(item.postId);
      if (row) await db.posts.put({ ...row, hidden, pending: true });
    } else {
      await db.comments.update(item.commentId, { hidden, pending: true });
    }
  },
  async applyRemote(entry, tx) {
    const summaryPath = reportSummaryPath(reportKey(entry.item));
    const [item, summary] = await Promise.all([tx.get(entry.target), tx.get(summaryPath)]);
    if (!item.data) return GONE;
    if (isHiddenData(item.data)) return alreadyApplied();
    const { reason, note } = entry.payload;
    tx.update(entry.target, { hidden: { by: entry.uid, reason, note, at: tx.serverTime() } });
    if (summary.data?.status === 'open')
      tx.update(summaryPath, {
        status: 'hidden',
        resolvedBy: entry.uid,
        updatedAt: tx.serverTime(),
      });
    // Where the notifications naming the item leave with it, in this commit: the item read above
    // names who they went to (the post's author, a comment's parent's author, its mentions).
    return applied();
  },
  settle: (entry) => recomputePending(entry.target),
  undo: rereadFromServer,
};
