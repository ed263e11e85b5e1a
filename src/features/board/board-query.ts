import { isBoardSort, type BoardQuery } from '../../data/model/board';
import { isCategory } from '../../data/model/post';

/** The board's state lives in the URL (`?category=&sort=`), so back, reload and links keep it. */
export function readBoardQuery(params: URLSearchParams): BoardQuery {
  const category = params.get('category');
  const sort = params.get('sort');
  return {
    tab: isCategory(category) ? category : 'all',
    sort: isBoardSort(sort) ? sort : 'update',
  };
}

export function boardSearch(query: BoardQuery): string {
  const params = new URLSearchParams();
  if (query.tab !== 'all') params.set('category', query.tab);
  if (query.sort !== 'update') params.set('sort', query.sort);
  const text = params.toString();
  return text ? `?${text}` : '';
}
