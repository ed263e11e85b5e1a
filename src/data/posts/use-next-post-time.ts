import { useEffect, useState } from 'react';
import type { BudgetWindowSpec } from '../model/write-budget';
import { useDeviceQuery } from '../local/use-device-query';
import { loadRemote } from '../remote';
import { nextSendTime } from '../sync/budget-copy';

const budgetOnDevice = () => import('../sync/budget-copy');

/** When the member's next post goes, held back by `window` (its `limit` for them). */
export interface HeldBack {
  at: number;
  window: BudgetWindowSpec;
  limit: number;
}

/**
 * When a post the member writes now would go, if their write budget holds it back: from the
 * device's copy of the budget (read again from the server as the form opens, when online) and
 * their posts still waiting in the outbox. Null when it would go at once, or nothing is known.
 */
export function useNextPostTime(uid: string): HeldBack | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (typeof navigator !== 'undefined' && !navigator.onLine) return;
    let live = true;
    void Promise.all([loadRemote(), budgetOnDevice()])
      .then(async ([remote, copies]) => {
        const { budget, member } = await remote.readWriteBudget(uid);
        if (live) await copies.rememberBudgetRead(uid, budget, member, Date.now());
      })
      // Offline after all, or not allowed: the device's copy stands.
      .catch((error: unknown) => console.warn('budget not read', error));
    return () => {
      live = false;
    };
  }, [uid]);
  const known = useDeviceQuery(
    budgetOnDevice,
    async (copies) => ({
      uid,
      copy: await copies.budgetCopyOf(uid),
      waiting: (await copies.budgetedEntries(uid, 'post')).length,
    }),
    [uid],
  );
  const next =
    known && known.uid === uid ? nextSendTime(known.copy, 'post', known.waiting, now) : null;
  const at = next?.at;
  // Looked at again when that time comes.
  useEffect(() => {
    if (at === undefined) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, at - Date.now()) + 500);
    return () => clearTimeout(timer);
  }, [at]);
  return next;
}
