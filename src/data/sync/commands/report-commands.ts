import { db } from '../../local/database';
import {
  reportKey,
  reportRefusal,
  reportTextError,
  type ReportedItem,
  type ReportReason,
} from '../../model/moderation';
import { LocalWriteError, localWrite } from '../local-write';
import { enqueue } from '../outbox';

// Reports and moderation (docs/moderation.md), through the outbox like every other write, so a
// report made offline, or an admin's decision on a flaky connection, reaches the server once.

/**
 * The member `uid` reports `item` (written by `authorUid`), with a reason and, for "other",
 * words. Once: a second report of the same item from this device enqueues nothing (and the
 * server refuses one from another device). The device keeps a row saying it was reported; the
 * report itself is read by the member and the admins alone. `summary`: the sync page's words.
 */
export async function reportItem(
  uid: string,
  item: ReportedItem,
  authorUid: string,
  reason: ReportReason,
  text: string,
  summary: string,
): Promise<void> {
  const refusal = reportRefusal(uid, item, authorUid);
  if (refusal === 'own') throw new LocalWriteError('report.error.own');
  if (refusal) throw new LocalWriteError('report.error.invalid');
  const textError = reportTextError(reason, text);
  if (textError === 'required') throw new LocalWriteError('report.error.required');
  if (textError === 'long') throw new LocalWriteError('report.error.long');
  await localWrite([db.reports, db.outbox], async () => {
    if (await db.reports.get([uid, reportKey(item)])) return;
    await enqueue(
      uid,
      { op: 'report.add', item, payload: { reason, text: text.trim() } },
      { summary },
    );
  });
}

/**
 * An admin (`uid`) hides `item`: the device's row shows it hidden at once, and the entry closes
 * its reports with it on the server (firestore.rules let admins alone do either).
 */
export async function hideContent(
  uid: string,
  item: ReportedItem,
  reason: ReportReason,
  note: string,
  summary: string,
): Promise<void> {
  const clean = note.trim();
  if (reportTextError(reason, clean) === 'long') throw new LocalWriteError('report.error.long');
  await localWrite([db.posts, db.comments, db.outbox], async () => {
    await enqueue(uid, { op: 'content.hide', item, payload: { reason, note: clean } }, { summary });
  });
}

/** An admin (`uid`) dismisses the reports on the item of `key`: it leaves the queue. */
export async function dismissReports(uid: string, key: string, summary: string): Promise<void> {
  await localWrite([db.outbox], async () => {
    await enqueue(uid, { op: 'report.dismiss', key, payload: {} }, { summary });
  });
}
