import { useDeferredValue, useEffect, useState, type ChangeEvent, type RefCallback } from 'react';
import { useEarlyValue } from '../../lib/hooks/use-early-value';
import { useSearchParams } from 'react-router-dom';
import { isCategory } from '../../data/model/post';
import {
  parseSearchBox,
  readSearchState,
  sameSearch,
  searchBoxOf,
  searchParamsOf,
  type SearchState,
} from './search-query';

/**
 * How long the box waits for the member to pause before the URL follows it. A navigation per key
 * re-renders every screen that reads the URL and is a new address for the browser (Chromium
 * fetches the page's icon again for each); the results follow the box itself, at once.
 */
const URL_AFTER_MS = 300;

interface UrlSeen {
  /** The URL's query as last rendered. */
  key: string;
  /** Queries this box has asked the router for and the URL has not shown yet, oldest first. */
  pending: string[];
}

export interface SearchBox {
  /** The member's text as typed. */
  box: string;
  onType: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The box's field: what was typed in it before React took the page over becomes its text. */
  boxField: RefCallback<HTMLInputElement>;
  categoryField: RefCallback<HTMLSelectElement>;
  onCategory: (event: ChangeEvent<HTMLSelectElement>) => void;
  /** What the box asks for now, every keystroke (the device's index searches it in a worker). */
  search: SearchState;
  /**
   * The same, deferred (it may lag a keystroke behind on a slow device): for the server's search,
   * which waits for typing to settle anyway.
   */
  settledSearch: SearchState;
}

/**
 * The search box and the URL (`?q=`, `?tag=`, `?category=`). The box is the member's text; the
 * URL follows it once the member pauses (URL_AFTER_MS), replacing the history entry. On a slow
 * device the router shows those URLs late, so a URL this box asked for never writes back into
 * it: only a URL from elsewhere (back, forward, a tag link) replaces what is in the box.
 */
export function useSearchBox(): SearchBox {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const fromUrl = readSearchState(params);
  const [box, setBox] = useState(() => searchBoxOf(fromUrl));
  const [seen, setSeen] = useState<UrlSeen>({ key, pending: [] });
  /** Typed text the URL has yet to follow (it does once the member pauses). */
  const [typed, setTyped] = useState<string | null>(null);

  if (seen.key !== key) {
    const ours = seen.pending.indexOf(key);
    if (ours >= 0) {
      setSeen({ key, pending: seen.pending.slice(ours + 1) });
    } else {
      setSeen({ key, pending: [] });
      setTyped(null);
      if (!sameSearch(parseSearchBox(box), fromUrl)) setBox(searchBoxOf(fromUrl));
    }
  }

  // The URL the router will show once it has caught up with this box.
  const target = seen.pending.at(-1) ?? seen.key;
  const category = readSearchState(new URLSearchParams(target)).category;

  const navigate = (next: SearchState, replace: boolean) => {
    const nextParams = searchParamsOf(next);
    const nextKey = nextParams.toString();
    if (nextKey === target) return;
    setSeen((s) => ({ ...s, pending: [...s.pending, nextKey] }));
    setParams(nextParams, { replace });
  };

  const type = (value: string) => {
    setBox(value);
    setTyped(value);
  };
  const choose = (value: string) => {
    setTyped(null);
    navigate({ ...parseSearchBox(box), category: isCategory(value) ? value : null }, false);
  };
  useEffect(() => {
    if (typed === null) return;
    const timer = setTimeout(() => {
      setTyped(null);
      navigate({ ...parseSearchBox(typed), category }, true);
    }, URL_AFTER_MS);
    return () => clearTimeout(timer);
    // Again when the text or the URL it goes on from changes; `navigate` is made from those.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed, target, category]);
  const boxField = useEarlyValue<HTMLInputElement>(box, type);
  const categoryField = useEarlyValue<HTMLSelectElement>(category ?? '', choose);

  const settledBox = useDeferredValue(box);
  return {
    box,
    onType: (event) => type(event.target.value),
    onCategory: (event) => choose(event.target.value),
    boxField,
    categoryField,
    search: { ...parseSearchBox(box), category },
    settledSearch: { ...parseSearchBox(settledBox), category },
  };
}
