import { isCategory, type Category } from '../../data/model/post';

export const SORTS = ['update', 'inquiry', 'like'] as const;
export type BoardSort = (typeof SORTS)[number];
export type BoardTab = Category | 'all';

/** Which post field each sort order reads, newest or largest first. */
export const SORT_FIELD = { update: 'updatedAt', inquiry: 'hits', like: 'likeCount' } as const;

export interface BoardQuery {
  tab: BoardTab;
  sort: BoardSort;
}

/** The board's state lives in the URL (`?category=&sort=`), so back, reload and links keep it. */
export function readBoardQuery(params: URLSearchParams): BoardQuery {
  const category = params.get('category');
  const sort = params.get('sort');
  return {
    tab: isCategory(category) ? category : 'all',
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as BoardSort) : 'update',
  };
}

export function boardSearch(query: BoardQuery): string {
  const params = new URLSearchParams();
  if (query.tab !== 'all') params.set('category', query.tab);
  if (query.sort !== 'update') params.set('sort', query.sort);
  const text = params.toString();
  return text ? `?${text}` : '';
}

type Sortable = { id: string; updatedAt: Date; hits: number; likeCount: number };

/** The board's order: the sort field descending, then newest id first for a stable tie-break. */
export function compareForSort(sort: BoardSort): (a: Sortable, b: Sortable) => number {
  const field = SORT_FIELD[sort];
  return (a, b) => {
    const left = field === 'updatedAt' ? a.updatedAt.getTime() : a[field];
    const right = field === 'updatedAt' ? b.updatedAt.getTime() : b[field];
    return right - left || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
  };
}
