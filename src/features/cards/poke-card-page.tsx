import { useEarlyValue } from '../../lib/hooks/use-early-value';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../ui/page-title';
import { SearchIcon } from '../../ui/icons';
import type { CardApiErrorKind } from './card-api';
import { CardDetailDialog } from './card-detail-dialog';
import { CardName } from './card-name';
import {
  exactKoreanFirst,
  hasHangul,
  cardNameText,
  koreanCardName,
  loadNameTable,
  type NameMatch,
  type NameTable,
} from './card-names';
import { pageCount, type Card, type CardPage } from './card-types';
import { useCardSearch } from './use-card-search';

// Example searches, one of each language: names are the same words in every locale.
const EXAMPLES = ['Pikachu', '피카츄', 'Charizard', '이상해씨'];

const ERROR_MESSAGE: Record<CardApiErrorKind, string> = {
  offline: 'cards.error.offline',
  timeout: 'cards.error.timeout',
  unavailable: 'cards.error.unavailable',
  failed: 'cards.error.failed',
};

/**
 * The search's parameter in the page's address. The box carries it as its name, so a search sent
 * before any script runs (the browser's own submission of the form) asks for the same address.
 */
const QUERY_PARAM = 'q';

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (term: string) => void }) {
  const [draft, setDraft] = useState(initial);
  const field = useEarlyValue<HTMLInputElement>(draft, setDraft);
  const inputId = useId();
  const hintId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form
      role="search"
      onSubmit={submit}
      className="flex flex-col gap-2 bg-surface-alt p-4 pixel-border sm:p-5"
    >
      <label htmlFor={inputId} className="font-pixel text-sm">
        <FormattedMessage id="cards.label" />
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id={inputId}
          ref={field}
          type="search"
          name={QUERY_PARAM}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          aria-describedby={hintId}
          autoComplete="off"
          enterKeyHint="search"
          className="min-h-11 min-w-0 flex-1 border-2 border-line bg-surface px-3 py-2 text-lg"
        />
        <button type="submit" className="pixel-button min-h-11 !bg-primary !text-surface">
          <SearchIcon />
          <FormattedMessage id="cards.submit" />
        </button>
      </div>
      <p id={hintId} className="text-sm text-ink-muted">
        <FormattedMessage id="cards.hint" />
      </p>
    </form>
  );
}

/**
 * The Korean name table, for a Korean reader only (an English one sees English names alone); it
 * is the chunk a Korean search loads anyway.
 */
function useKoreanNames(korean: boolean): NameTable | null {
  const [table, setTable] = useState<NameTable | null>(null);
  useEffect(() => {
    if (!korean) return;
    let current = true;
    loadNameTable().then(
      (loaded) => current && setTable(loaded),
      (error: unknown) => console.warn(error),
    );
    return () => {
      current = false;
    };
  }, [korean]);
  return korean ? table : null;
}

function CardTile({
  card,
  korean,
  onOpen,
}: {
  card: Card;
  korean: string | null;
  onOpen: (card: Card) => void;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(card)}
        className="group flex h-full w-full flex-col gap-2 bg-surface p-2 text-left pixel-border transition-transform hover:-translate-y-1 focus-visible:-translate-y-1"
        data-testid="card-tile"
      >
        <span className="block aspect-[245/342] w-full bg-surface-alt">
          {card.images && (
            <img
              src={card.images.small}
              alt=""
              width={245}
              height={342}
              loading="lazy"
              decoding="async"
              className="h-full w-full object-contain"
            />
          )}
        </span>
        <span
          className="font-pixel text-sm leading-snug group-hover:text-primary"
          data-testid="card-name"
        >
          <CardName name={card.name} korean={korean} />
        </span>
        {card.set && (
          <span className="text-xs text-ink-muted">
            {card.set.name}
            {card.number ? ` · ${card.number}` : ''}
          </span>
        )}
      </button>
    </li>
  );
}

function Pagination({ result, onPage }: { result: CardPage; onPage: (page: number) => void }) {
  const intl = useIntl();
  const pages = pageCount(result);
  if (pages <= 1) return null;
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'cards.paging' })}
      className="flex items-center justify-center gap-4"
    >
      <button
        type="button"
        className="pixel-button"
        disabled={result.page <= 1}
        onClick={() => onPage(result.page - 1)}
      >
        <span aria-hidden="true">←</span>
        <FormattedMessage id="cards.prev" />
      </button>
      <p className="font-pixel">
        <FormattedMessage id="cards.pageOf" values={{ page: result.page, pages }} />
      </p>
      <button
        type="button"
        className="pixel-button"
        disabled={result.page >= pages}
        onClick={() => onPage(result.page + 1)}
      >
        <FormattedMessage id="cards.next" />
        <span aria-hidden="true">→</span>
      </button>
    </nav>
  );
}

function Translated({ matches }: { matches: readonly NameMatch[] }) {
  if (matches.length === 0) return null;
  const names = matches.map((m) => `${m.ko} → ${m.en}`).join(', ');
  return (
    <p className="text-sm" data-testid="cards-translated">
      <FormattedMessage id="cards.mapped" values={{ names }} />
    </p>
  );
}

/** /pokeCardPage: trading cards by name, English or Korean, with paging and a detail view. */
export function PokeCardPage() {
  const [params, setParams] = useSearchParams();
  const term = (params.get(QUERY_PARAM) ?? '').trim();
  const page = readPage(params.get('page'));
  const [attempt, setAttempt] = useState(0);
  const [openCard, setOpenCard] = useState<Card | null>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const state = useCardSearch(term, page, attempt);
  const table = useKoreanNames(useIntl().locale === 'ko');
  const koreanOf = (name: string) => (table ? koreanCardName(name, table) : null);
  const cards = useMemo(() => {
    if (state.status !== 'ready') return [];
    return table ? exactKoreanFirst(state.result.cards, term, table) : state.result.cards;
  }, [state, table, term]);
  // The browser tab names what is shown: the open card, else the search. Korean input that means
  // one Pokémon is named by it; input that begins several is named as typed.
  const searched =
    state.status === 'ready' && hasHangul(term) && state.translated.length === 1
      ? (state.translated[0]?.en ?? term)
      : term;
  const subject = openCard
    ? cardNameText(openCard.name, koreanOf(openCard.name))
    : searched && cardNameText(searched, koreanOf(searched));

  const search = (next: string, nextPage = 1) => {
    // The same search again is a retry: the URL would not change, so nothing else would run it.
    if (next === term && nextPage === page) {
      setAttempt((n) => n + 1);
      return;
    }
    setAttempt(0);
    setParams(
      next ? { [QUERY_PARAM]: next, ...(nextPage > 1 ? { page: String(nextPage) } : {}) } : {},
    );
  };
  const goToPage = (nextPage: number) => {
    search(term, nextPage);
    resultsRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <div className="flex flex-col gap-6" data-testid="poke-card-page">
      <div>
        <PageTitle titleKey="pokeCard.title" subject={subject || undefined} />
        <p className="-mt-3 text-ink-muted">
          <FormattedMessage id="cards.intro" />
        </p>
      </div>
      {/* Keyed by the term so going back in history also resets the field. */}
      <SearchForm key={term} initial={term} onSearch={(next) => search(next)} />

      <div
        ref={resultsRef}
        className="flex scroll-mt-20 flex-col gap-5"
        aria-busy={state.status === 'loading'}
      >
        <div role="status" className="flex flex-col gap-1">
          {state.status === 'loading' && (
            <p className="text-ink-muted">
              <FormattedMessage id="cards.loading" />
            </p>
          )}
          {state.status === 'ready' && (
            <>
              <Translated matches={state.translated} />
              <p className="font-pixel" data-testid="cards-count">
                {state.result.totalCount === 0 ? (
                  <FormattedMessage id="cards.empty" />
                ) : (
                  <FormattedMessage id="cards.count" values={{ total: state.result.totalCount }} />
                )}
              </p>
            </>
          )}
          {state.status === 'no-match' && (
            <p>
              <FormattedMessage id="cards.noMatch" values={{ term }} />
            </p>
          )}
        </div>

        {state.status === 'idle' && (
          <div className="flex flex-wrap items-center gap-2">
            {EXAMPLES.map((example) => (
              <button
                key={example}
                type="button"
                className="border-2 border-line bg-surface px-3 py-1 font-pixel text-sm hover:bg-surface-alt"
                onClick={() => search(example)}
              >
                {example}
              </button>
            ))}
          </div>
        )}

        {state.status === 'error' && (
          <div
            role="alert"
            className="flex flex-col items-start gap-3 border-2 border-l-8 border-danger bg-surface p-4"
          >
            <p data-testid="cards-error" data-kind={state.kind}>
              <FormattedMessage id={ERROR_MESSAGE[state.kind]} />
            </p>
            <button type="button" className="pixel-button" onClick={() => setAttempt((n) => n + 1)}>
              <FormattedMessage id="cards.retry" />
            </button>
          </div>
        )}

        {state.status === 'ready' && state.result.cards.length > 0 && (
          <>
            <ul
              className="grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5"
              data-testid="card-results"
            >
              {cards.map((card) => (
                <CardTile
                  key={card.id}
                  card={card}
                  korean={koreanOf(card.name)}
                  onOpen={setOpenCard}
                />
              ))}
            </ul>
            <Pagination result={state.result} onPage={goToPage} />
          </>
        )}
      </div>

      <p className="text-xs text-ink-muted">
        <FormattedMessage id="cards.source" />
      </p>
      <CardDetailDialog
        card={openCard}
        korean={openCard ? koreanOf(openCard.name) : null}
        onClose={() => setOpenCard(null)}
      />
    </div>
  );
}
