import { isCategory, type Category } from '../../data/model/post';

/** What a search asks, as the URL holds it: `?q=`, `?tag=` (repeatable) and `?category=`. */
export interface SearchState {
  q: string;
  tags: string[];
  category: Category | null;
}

const unique = (values: string[]) => [...new Set(values.filter((v) => v !== ''))];

export function readSearchState(params: URLSearchParams): SearchState {
  const category = params.get('category');
  return {
    q: (params.get('q') ?? '').trim(),
    tags: unique(params.getAll('tag').map((tag) => tag.trim().replace(/^#/, ''))),
    category: isCategory(category) ? category : null,
  };
}

export function searchParamsOf(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  for (const tag of state.tags) params.append('tag', tag);
  if (state.category) params.set('category', state.category);
  return params;
}

/**
 * The search box: words, and `#tag` for a tag (`#"pixel art"` for one with spaces); a bare `#`
 * is a tag still being typed.
 */
export function parseSearchBox(box: string): Pick<SearchState, 'q' | 'tags'> {
  const words: string[] = [];
  const tags: string[] = [];
  for (const [, quoted, tag, word] of box.matchAll(/#"([^"]*)"?|#(\S*)|(\S+)/g)) {
    if (quoted !== undefined) tags.push(quoted.trim());
    else if (tag !== undefined) tags.push(tag);
    else if (word) words.push(word);
  }
  return { q: words.join(' '), tags: unique(tags) };
}

/** What the box shows for a state read from the URL. */
export function searchBoxOf(state: Pick<SearchState, 'q' | 'tags'>): string {
  const tags = state.tags.map((tag) => (/\s/.test(tag) ? `#"${tag}"` : `#${tag}`));
  return [...tags, state.q].filter(Boolean).join(' ');
}

export function sameSearch(
  a: Pick<SearchState, 'q' | 'tags'>,
  b: Pick<SearchState, 'q' | 'tags'>,
): boolean {
  return (
    a.q === b.q && a.tags.length === b.tags.length && a.tags.every((tag, i) => tag === b.tags[i])
  );
}
