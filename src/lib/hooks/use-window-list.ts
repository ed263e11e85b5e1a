import { useCallback, useState, type CSSProperties } from 'react';
import { useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual';

/** The window's size, for the list's first render (none while prerendering). */
const windowRect = () =>
  typeof window === 'undefined'
    ? { width: 0, height: 0 }
    : { width: window.innerWidth, height: window.innerHeight };

/** Past this many rows, a list renders only the rows near the screen (shorter ones render whole). */
export const WINDOWED_FROM = 100;

/** What a windowed row's element takes: where it sits, and the ref that measures it. */
export interface WindowRow {
  'data-index': number;
  ref: (element: Element | null) => void;
  style: CSSProperties;
}

export interface WindowListOptions {
  /** The list's rows, each keyed by its id (a new array is a new list: every row is placed again). */
  rows: readonly { id: string }[];
  /** A row's height before it is measured: the shortest row, so measuring only makes rows taller. */
  estimateSize: number;
  /** Space between rows, in pixels. */
  gap?: number;
  overscan?: number;
}

/**
 * A list rendered against the window's scroll: only the rows near the screen mount (with
 * @tanstack/react-virtual). Put `listRef` on the list (position: relative, height `totalSize`)
 * and `row(item)` on each of `items`' rows (position: absolute, top 0, full width).
 */
export function useWindowList({ rows, estimateSize, gap = 0, overscan = 6 }: WindowListOptions) {
  // Where the list starts on the page, so the window's scroll maps onto its rows; null until the
  // list has been laid out (the first render takes it to start at the top of the page).
  const [measuredMargin, setMeasuredMargin] = useState<number | null>(null);
  const scrollMargin = measuredMargin ?? 0;
  // The same function while the rows are the same: the virtualizer places every row again (a
  // pass over all of them) whenever it gets a new one, and a list re-renders far more often than
  // its rows change (a keystroke in /search's box, with 100,000 posts found).
  const getItemKey = useCallback((index: number) => rows[index]?.id ?? index, [rows]);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => estimateSize,
    overscan,
    gap,
    scrollMargin,
    getItemKey,
    // Let React batch the re-render a scroll event asks for, instead of forcing it at once.
    useFlushSync: false,
    // The first render lays out the rows the window shows. Without it, the first render has no
    // rows, and they all mount in the synchronous re-render that reading the window's size
    // asks for, inside the commit: one long task when a page arrives.
    initialRect: windowRect(),
  });
  const listRef = useCallback((list: HTMLElement | null) => {
    if (list) setMeasuredMargin(list.getBoundingClientRect().top + window.scrollY);
  }, []);
  const row = (item: VirtualItem): WindowRow => ({
    'data-index': item.index,
    ref: virtualizer.measureElement,
    style: { transform: `translateY(${item.start - scrollMargin}px)` },
  });
  return {
    virtualizer,
    listRef,
    measuredMargin,
    items: virtualizer.getVirtualItems(),
    totalSize: virtualizer.getTotalSize(),
    row,
  };
}
