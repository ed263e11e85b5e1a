import { useCallback, useEffect, useRef } from 'react';

/**
 * "More" for a list: asks for the next page and, once it has come, moves the focus from the
 * button (which goes when the server has no more) to the first new item's link, where the reader
 * goes on reading. Items carry their place in `data-index` (as PostList's rows do); `container`
 * is the list's element once rendered.
 */
export function useFocusAfterMore(
  container: HTMLElement | null,
  count: number,
  loadMore: () => void,
): () => void {
  const waitingAfter = useRef<number | null>(null);
  useEffect(() => {
    const before = waitingAfter.current;
    if (before === null || count <= before) return;
    waitingAfter.current = null;
    container
      ?.querySelector(`[data-index="${before}"]`)
      ?.querySelector<HTMLElement>('a:not([tabindex="-1"])')
      ?.focus();
  }, [count, container]);
  return useCallback(() => {
    waitingAfter.current = count;
    loadMore();
  }, [count, loadMore]);
}
