import { useEffect, useState } from 'react';
import { trackActivity } from '../../lib/activity';
import { trackEvent } from '../analytics';
import { CardApiError, searchCards, type CardApiErrorKind } from './card-api';
import { hasHangul, loadNameTable, resolveKoreanName, type NameMatch } from './card-names';
import type { CardPage } from './card-types';

export type CardSearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  /** Hangul that matches no Pokémon name. */
  | { status: 'no-match' }
  | { status: 'ready'; result: CardPage; translated: readonly NameMatch[] }
  | { status: 'error'; kind: CardApiErrorKind };

async function runSearch(
  term: string,
  page: number,
  signal: AbortSignal,
): Promise<CardSearchState> {
  let names = [term];
  let translated: NameMatch[] = [];
  if (hasHangul(term)) {
    translated = resolveKoreanName(term, await loadNameTable());
    if (translated.length === 0) return { status: 'no-match' };
    names = translated.map((match) => match.en);
  }
  const result = await searchCards(names, page, { signal });
  return { status: 'ready', result, translated };
}

function failure(error: unknown): CardSearchState {
  if (error instanceof CardApiError) return { status: 'error', kind: error.kind };
  // The name table's chunk could not load: offline before it was ever cached, most likely.
  return { status: 'error', kind: navigator.onLine ? 'failed' : 'offline' };
}

/**
 * Runs the search for `term` (English, or Korean mapped to English) and `page` whenever they or
 * `attempt` (a retry) change; a newer search cancels the one still running.
 */
export function useCardSearch(term: string, page: number, attempt: number): CardSearchState {
  const key = `${attempt}|${page}|${term}`;
  const [settled, setSettled] = useState<{ key: string; state: CardSearchState } | null>(null);

  useEffect(() => {
    if (term === '') return;
    const controller = new AbortController();
    if (page === 1 && attempt === 0) trackEvent('search', { search_term: term });
    trackActivity(runSearch(term, page, controller.signal)).then(
      (state) => !controller.signal.aborted && setSettled({ key, state }),
      (error: unknown) => !controller.signal.aborted && setSettled({ key, state: failure(error) }),
    );
    return () => controller.abort();
  }, [key, term, page, attempt]);

  if (term === '') return { status: 'idle' };
  return settled?.key === key ? settled.state : { status: 'loading' };
}
