import { useCallback, useEffect, useState } from 'react';
import type { Page } from '../model/page';
import { callRemote, type RemoteApi } from '../remote';
import { useOnline } from '../../lib/hooks/use-online';

export type ServerList<T> =
  | { status: 'loading' | 'offline' | 'failed' }
  | { status: 'ready'; items: T[]; hasMore: boolean; loadingMore: boolean };

interface Loaded<T> {
  items: T[];
  more: Page<T>['more'];
  loadingMore: boolean;
}

/**
 * A list read page by page from the server (not mirrored, so it needs a connection): the first
 * page on mount, or when the connection returns, the next on `loadMore`. `drop` removes an item
 * that was just deleted, without reading the list again.
 */
export function useServerList<T>(first: (api: RemoteApi) => Promise<Page<T>>) {
  const online = useOnline();
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  const [failedAttempt, setFailedAttempt] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);
  const waiting = loaded === null && failedAttempt !== attempt;

  useEffect(() => {
    if (!online || !waiting) return;
    let current = true;
    callRemote(first).then(
      (page) => current && setLoaded({ items: page.items, more: page.more, loadingMore: false }),
      (error: unknown) => {
        console.warn('admin: list', error);
        if (current) setFailedAttempt(attempt);
      },
    );
    return () => {
      current = false;
    };
  }, [online, waiting, attempt, first]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const loadMore = useCallback(() => {
    if (!loaded?.more || loaded.loadingMore) return;
    const next = loaded.more;
    setLoaded({ ...loaded, loadingMore: true });
    callRemote(next).then(
      (page) =>
        setLoaded((s) =>
          s ? { items: [...s.items, ...page.items], more: page.more, loadingMore: false } : s,
        ),
      (error: unknown) => {
        console.warn('admin: next page', error);
        setLoaded((s) => (s ? { ...s, loadingMore: false } : s));
      },
    );
  }, [loaded]);

  const drop = useCallback((keep: (item: T) => boolean) => {
    setLoaded((s) => (s ? { ...s, items: s.items.filter(keep) } : s));
  }, []);

  const list: ServerList<T> = loaded
    ? {
        status: 'ready',
        items: loaded.items,
        hasMore: loaded.more !== null,
        loadingMore: loaded.loadingMore,
      }
    : !online
      ? { status: 'offline' }
      : failedAttempt === attempt
        ? { status: 'failed' }
        : { status: 'loading' };

  return { list, retry, loadMore, drop };
}

const readMembers = (api: RemoteApi) => api.admin.listMembers(50);
const readComments = (api: RemoteApi) => api.admin.listRecentComments(30);

/** Every member, newest first, 50 at a time, read from the server. */
export const useMemberList = () => useServerList(readMembers);

/** The newest comments on every post, 30 at a time, read from the server. */
export const useRecentComments = () => useServerList(readComments);
