import { Dexie } from 'dexie';
import { db } from '../local/database';
import { forgetBudget } from './budget-copy';
import { forgetMutes } from './mute-mirror';
import { forgetNotifications } from '../local/notifications';
import { PRIVATE_OPS } from './ops';

/**
 * Removes a member's private data from this device (a shared one): their to-dos, bookmarks,
 * mutes, reports, notifications, post drafts and the copy of their write budget, and the private changes still waiting for the server (those
 * are lost; the member is told first). Public posts and comments stay: anyone may read them, but
 * not their hidden ones, which only their author reads (forgetHiddenRows). Returns how many
 * waiting changes went.
 */
export async function removePrivateData(uid: string): Promise<number> {
  const tables = [
    db.todos,
    db.bookmarks,
    db.postDrafts,
    db.mutes,
    db.notifications,
    db.reports,
    db.posts,
    db.comments,
    db.meta,
    db.outbox,
  ];
  return db.transaction('rw', tables, async () => {
    await db.todos.where('[uid+order]').between([uid, Dexie.minKey], [uid, Dexie.maxKey]).delete();
    await db.bookmarks
      .where('[uid+postId]')
      .between([uid, Dexie.minKey], [uid, Dexie.maxKey])
      .delete();
    await db.postDrafts.where('uid').equals(uid).delete();
    await forgetMutes(uid);
    await forgetBudget(uid);
    await forgetNotifications(uid);
    await db.reports.where('[uid+key]').between([uid, Dexie.minKey], [uid, Dexie.maxKey]).delete();
    await forgetHiddenRows();
    const waiting = await db.outbox
      .where('[uid+status]')
      .between([uid, Dexie.minKey], [uid, Dexie.maxKey])
      .filter((entry) => PRIVATE_OPS.has(entry.op))
      .primaryKeys();
    await db.outbox.bulkDelete(waiting);
    return waiting.length;
  });
}

/** How many of a member's private changes still wait for the server. */
export async function countPrivatePending(uid: string): Promise<number> {
  return db.outbox
    .where('[uid+status]')
    .between([uid, Dexie.minKey], [uid, Dexie.maxKey])
    .filter((entry) => PRIVATE_OPS.has(entry.op))
    .count();
}

/**
 * Drops what a moderator hid from the device's copy: hidden posts go, hidden comments keep their
 * place with no text. Only a hidden item's author keeps it on their device (mirror-writes.ts);
 * once they leave a shared device, it goes.
 */
export async function forgetHiddenRows(): Promise<void> {
  await db.posts.filter((row) => row.hidden !== undefined).delete();
  await db.comments.filter((row) => row.hidden !== undefined).modify({ text: '' });
}
