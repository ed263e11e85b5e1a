import { db } from '../../local/database';
import type { HiddenMark } from '../../model/moderation';
import {
  isHiddenData,
  reportKey,
  reportSummaryPath,
  reportedItemPath,
} from '../../model/moderation';
import { commentPath, postPath } from '../entry-paths';
import { hiddenCommentNotices, hiddenPostNotices } from './notices';
import { recomputePending } from '../row-pending';
import { GONE, alreadyApplied, applied, rereadFromServer, textOf } from './shared';
import type { OpDefinition } from './types';

/**
 * An admin hides a post, comment or reply: the mark on the item (`hidden`: who, why, a note, the
 * server's time), when it was reported, its summary closed as `hidden`, and a comment's
 * notifications deleted (notices.ts), in one commit. Not an
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
    const { item: reported } = entry;
    const [item, summary, post] = await Promise.all([
      tx.get(entry.target),
      tx.get(summaryPath),
      reported.kind === 'comment' ? tx.get(postPath(reported.postId)) : undefined,
    ]);
    if (!item.data) return GONE;
    if (isHiddenData(item.data)) return alreadyApplied();
    // A reply's parent names who heard of the reply (read before any write).
    const parentId = textOf(item.data.parentId);
    const parent =
      reported.kind === 'comment' && parentId
        ? await tx.get(commentPath(reported.postId, parentId))
        : undefined;
    const { reason, note } = entry.payload;
    tx.update(entry.target, { hidden: { by: entry.uid, reason, note, at: tx.serverTime() } });
    if (summary.data?.status === 'open')
      tx.update(summaryPath, {
        status: 'hidden',
        resolvedBy: entry.uid,
        updatedAt: tx.serverTime(),
      });
    // A comment's or reply's notifications leave with it, and a post's mentions' (the others a
    // post caused stay: opening one reads that the post was hidden).
    if (reported.kind === 'post') hiddenPostNotices(tx, reported.postId, item.data);
    else
      hiddenCommentNotices(
        tx,
        reported.commentId,
        item.data,
        textOf(post?.data?.uid) || undefined,
        textOf(parent?.data?.uid) || undefined,
      );
    return applied();
  },
  settle: (entry) => recomputePending(entry.target),
  undo: rereadFromServer,
};
