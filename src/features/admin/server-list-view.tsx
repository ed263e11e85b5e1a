import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ServerList } from '../../data/admin/server-lists';
import { Loading } from '../../ui/loading';

/** What a server list shows around its items: waiting, offline, failure, empty, "load more". */
export function ServerListView<T>({
  list,
  retry,
  loadMore,
  children,
}: {
  list: ServerList<T>;
  retry: () => void;
  loadMore: () => void;
  children: (items: T[]) => ReactNode;
}) {
  switch (list.status) {
    case 'loading':
      return <Loading />;
    case 'offline':
      return (
        <p role="status" className="bg-surface-alt p-4" data-testid="admin-offline">
          <FormattedMessage id="admin.offline" />
        </p>
      );
    case 'failed':
      return (
        <div role="alert" className="flex flex-wrap items-center gap-3 bg-surface-alt p-4">
          <FormattedMessage id="admin.loadFailed" />
          <button type="button" className="pixel-button text-sm" onClick={retry}>
            <FormattedMessage id="admin.retry" />
          </button>
        </div>
      );
    case 'ready':
      return (
        <>
          {list.items.length === 0 ? (
            <p className="bg-surface-alt p-4">
              <FormattedMessage id="admin.empty" />
            </p>
          ) : (
            children(list.items)
          )}
          {list.hasMore && (
            <button
              type="button"
              className="pixel-button self-center"
              onClick={loadMore}
              disabled={list.loadingMore}
              aria-busy={list.loadingMore || undefined}
            >
              <FormattedMessage id="admin.loadMore" />
            </button>
          )}
        </>
      );
  }
}
