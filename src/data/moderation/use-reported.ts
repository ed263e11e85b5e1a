import { useMemo } from 'react';
import { useDeviceQuery } from '../local/use-device-query';
import { reportKey, type ReportedItem } from '../model/moderation';

// What a post's page asks of the member's reports: did they report this item already? The
// report control then says "reported" instead of offering a second report. A visitor has none,
// and a visitor's page loads no Dexie for them.

export interface ReportedItems {
  has(item: ReportedItem): boolean;
}

const NOTHING: ReportedItems = { has: () => false };
const reportsOnDevice = () => import('../local/reports');

/** The signed-in member's reports, live from the device (none until it has answered). */
export function useReportedItems(uid: string | undefined): ReportedItems {
  const answer = useDeviceQuery(
    uid ? reportsOnDevice : null,
    async ({ reportedKeysOf }) => ({ uid, keys: await reportedKeysOf(uid!) }),
    [uid],
  );
  const keys = answer?.uid === uid ? answer?.keys : undefined;
  return useMemo(() => {
    if (!keys || keys.length === 0) return NOTHING;
    const set = new Set(keys);
    return { has: (item) => set.has(reportKey(item)) };
  }, [keys]);
}
