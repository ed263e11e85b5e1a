import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useState } from 'react';
import { notificationPage, type NotificationPage } from '../local/notifications';
import { NOTIFICATION_PAGE_SIZE } from '../model/notification';
import { callRemote } from '../remote';
import { mirrorNotifications } from '../sync/mirror-writes';
import { useOnline } from '../../lib/hooks/use-online';

export interface NotificationList {
  /** The page from the device; undefined while first loading. */
  page: NotificationPage | undefined;
  /** More may follow: on the device, or (online) on the server. */
  more: boolean;
  loading: boolean;
  /** The last read of the server's next page failed ("more" asks again). */
  failed: boolean;
  showMore: () => void;
}

/**
 * The member's notification list, a page at a time, read from the device (offline too): the
 * listener keeps the newest there; "more" shows what the device holds next, else (online) reads
 * the server's next page into the device first.
 */
export function useNotificationList(uid: string): NotificationList {
  const [size, setSize] = useState(NOTIFICATION_PAGE_SIZE);
  const read = useLiveQuery(
    async () => ({ uid, size, page: await notificationPage(uid, size) }),
    [uid, size],
  );
  const page = read?.uid === uid ? read.page : undefined;
  const online = useOnline();
  // Set once the server had nothing older than what the device holds.
  const [end, setEnd] = useState(false);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const full = page !== undefined && page.rows >= size;
  const more = page !== undefined && (page.moreHere || (online && !end && full));

  const showMore = useCallback(() => {
    if (!page || loading) return;
    const next = size + NOTIFICATION_PAGE_SIZE;
    if (page.moreHere || !online || page.oldest === null) {
      setSize(next);
      return;
    }
    setLoading(true);
    setFailed(false);
    const oldest = page.oldest;
    callRemote((api) => api.fetchNotificationsBefore(uid, oldest))
      .then(async (older) => {
        await mirrorNotifications(uid, { changed: older, removedIds: [], allIds: null });
        if (older.length < NOTIFICATION_PAGE_SIZE) setEnd(true);
        setSize(next);
      })
      .catch((error: unknown) => {
        console.error('more notifications', error);
        setFailed(true);
      })
      .finally(() => setLoading(false));
  }, [page, loading, size, online, uid]);

  return { page, more, loading, failed, showMore };
}
