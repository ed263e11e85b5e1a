import { CATEGORIES, type Category } from './post';

// The board's orders, declared once: the device's indexes, the server's queries and the merge
// of the two all read these.

export const SORTS = ['update', 'inquiry', 'like'] as const;
export type BoardSort = (typeof SORTS)[number];
export type BoardTab = Category | 'all';

/** The board's tabs: every post, then one per category. */
export const BOARD_TABS: readonly BoardTab[] = ['all', ...CATEGORIES];

export function isBoardSort(value: unknown): value is BoardSort {
  return (SORTS as readonly unknown[]).includes(value);
}

/** Which post field each sort order reads, newest or largest first. */
export const SORT_FIELD = { update: 'updatedAt', inquiry: 'hits', like: 'likeCount' } as const;

export const BOARD_PAGE = 30;
/**
 * The board's first page: a phone's screenful and a little more, every byte of it on the way
 * to the first row; the next pages are read as the member scrolls.
 */
export const FIRST_BOARD_PAGE = 12;

export interface BoardQuery {
  tab: BoardTab;
  sort: BoardSort;
}

type Sortable = { id: string; updatedAt: Date; hits: number; likeCount: number };

/**
 * The board's order, the server's own: the sort field descending, then the document id
 * descending, so ties always fall the same way.
 */
export function compareForSort(sort: BoardSort): (a: Sortable, b: Sortable) => number {
  const field = SORT_FIELD[sort];
  return (a, b) => {
    const left = field === 'updatedAt' ? a.updatedAt.getTime() : a[field];
    const right = field === 'updatedAt' ? b.updatedAt.getTime() : b[field];
    return right - left || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
  };
}
