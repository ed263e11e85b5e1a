import type { Card, CardPage } from './card-types';

export const DEFAULT_CARD_API_BASE = 'https://api.pokemontcg.io';
export const CARD_PAGE_SIZE = 20;
/** The fields the page shows; `select` keeps responses (and the offline cache) small. */
export const CARD_FIELDS = [
  'id',
  'name',
  'supertype',
  'subtypes',
  'hp',
  'types',
  'rarity',
  'number',
  'artist',
  'flavorText',
  'set',
  'images',
] as const;

/** The API's base URL from VITE_CARD_API_BASE, or the public API. */
export function cardApiBase(configured: unknown): string {
  const text = typeof configured === 'string' ? configured.trim() : '';
  return (text || DEFAULT_CARD_API_BASE).replace(/\/+$/, '');
}

const CONFIGURED_BASE = cardApiBase(import.meta.env.VITE_CARD_API_BASE);

// Inside a quoted term only quotes and backslashes are special; wildcards are ours to add.
function cleanName(name: string): string {
  return name
    .normalize('NFC')
    .replace(/["\\*?]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `name:"pika*"` for one name, `(name:"a*" OR name:"b*")` for several: prefix matches. */
export function cardNameQuery(names: readonly string[]): string {
  const terms = [...new Set(names.map(cleanName).filter((n) => n !== ''))].map(
    (n) => `name:"${n}*"`,
  );
  return terms.length > 1 ? `(${terms.join(' OR ')})` : (terms[0] ?? '');
}

export function cardSearchUrl(
  base: string,
  names: readonly string[],
  page: number,
  pageSize = CARD_PAGE_SIZE,
): string {
  const params = new URLSearchParams({
    q: cardNameQuery(names),
    page: String(page),
    pageSize: String(pageSize),
    select: CARD_FIELDS.join(','),
  });
  return `${base}/v2/cards?${params.toString()}`;
}

/**
 * What went wrong, in the terms the page explains to the member:
 * offline (and nothing cached), timeout, unavailable (server errors, rate limits, network),
 * failed (the service refused or answered nonsense: retrying will not help).
 */
export type CardApiErrorKind = 'offline' | 'timeout' | 'unavailable' | 'failed';

export class CardApiError extends Error {
  readonly kind: CardApiErrorKind;
  readonly status: number | undefined;
  readonly retryable: boolean;
  constructor(kind: CardApiErrorKind, options: { status?: number; retryable?: boolean } = {}) {
    super(`card API: ${kind}${options.status ? ` (HTTP ${options.status})` : ''}`);
    this.name = 'CardApiError';
    this.kind = kind;
    this.status = options.status;
    this.retryable = options.retryable ?? false;
  }
}

/** Worth another try: server errors, request timeouts (408) and rate limits (429). */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

export function errorForStatus(status: number): CardApiError {
  const retryable = isRetryableStatus(status);
  const kind: CardApiErrorKind = status === 408 ? 'timeout' : retryable ? 'unavailable' : 'failed';
  return new CardApiError(kind, { status, retryable });
}

const BASE_DELAY_MS = 500;
const MAX_DELAY_MS = 4000;

/**
 * Pause before retry `attempt` (1-based): doubling from 0.5 s up to 4 s, with jitter so that
 * many clients do not retry in step. A server's Retry-After wins when it is longer (capped).
 */
export function retryDelayMs(
  attempt: number,
  random: () => number = Math.random,
  retryAfterMs = 0,
): number {
  const exponential = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (attempt - 1));
  const jittered = exponential / 2 + random() * (exponential / 2);
  return Math.round(Math.min(MAX_DELAY_MS, Math.max(jittered, retryAfterMs)));
}

export function parseRetryAfter(header: string | null): number {
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;
const texts = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : undefined;

function readCard(value: unknown): Card | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  const id = text(raw.id);
  const name = text(raw.name);
  if (!id || !name) return null;
  const card: Card = { id, name };
  const optional = {
    supertype: text(raw.supertype),
    hp: text(raw.hp),
    rarity: text(raw.rarity),
    number: text(raw.number),
    artist: text(raw.artist),
    flavorText: text(raw.flavorText),
  };
  for (const [key, v] of Object.entries(optional)) if (v) Object.assign(card, { [key]: v });
  const subtypes = texts(raw.subtypes);
  if (subtypes?.length) card.subtypes = subtypes;
  const types = texts(raw.types);
  if (types?.length) card.types = types;
  const set = raw.set as Record<string, unknown> | undefined;
  const setName = text(set?.name);
  if (setName)
    card.set = { name: setName, ...(text(set?.series) ? { series: text(set?.series)! } : {}) };
  const images = raw.images as Record<string, unknown> | undefined;
  const small = text(images?.small);
  if (small)
    card.images = { small, ...(text(images?.large) ? { large: text(images?.large)! } : {}) };
  return card;
}

/** Reads the API's `{ data, page, pageSize, totalCount }`, dropping cards it cannot use. */
export function readCardPage(body: unknown, page: number, pageSize: number): CardPage {
  if (
    typeof body !== 'object' ||
    body === null ||
    !Array.isArray((body as { data?: unknown }).data)
  ) {
    throw new CardApiError('failed');
  }
  const raw = body as { data: unknown[]; page?: unknown; pageSize?: unknown; totalCount?: unknown };
  const cards = raw.data.map(readCard).filter((c): c is Card => c !== null);
  const number = (value: unknown, fallback: number) =>
    typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
  return {
    cards,
    page: number(raw.page, page),
    pageSize: number(raw.pageSize, pageSize) || pageSize,
    totalCount: number(raw.totalCount, cards.length),
  };
}

export interface CardSearchOptions {
  signal?: AbortSignal;
  baseUrl?: string;
  pageSize?: number;
  /** Per attempt, including reading the body. */
  timeoutMs?: number;
  maxAttempts?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  isOnline?: () => boolean;
  random?: () => number;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });
}

async function attemptOnce(
  fetchImpl: typeof fetch,
  url: string,
  timeoutMs: number,
  page: number,
  pageSize: number,
  outer: AbortSignal | undefined,
): Promise<CardPage | { error: CardApiError; retryAfterMs: number }> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forward = () => controller.abort(outer?.reason);
  outer?.addEventListener('abort', forward, { once: true });
  try {
    const response = await fetchImpl(url, {
      signal: controller.signal,
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) {
      return {
        error: errorForStatus(response.status),
        retryAfterMs: parseRetryAfter(response.headers.get('Retry-After')),
      };
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      if (timedOut || outer?.aborted) throw error;
      throw new CardApiError('failed');
    }
    return readCardPage(body, page, pageSize);
  } catch (error) {
    if (error instanceof CardApiError || outer?.aborted) throw error;
    if (timedOut) return { error: new CardApiError('timeout'), retryAfterMs: 0 };
    // A network error: worth retrying only while the browser thinks it is online.
    return { error: new CardApiError('unavailable', { retryable: true }), retryAfterMs: 0 };
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forward);
  }
}

/**
 * Searches cards whose name starts with any of `names`. Each attempt has a time limit; server
 * errors, 408, 429 and network errors are retried with backoff. Offline (and not answered from
 * the service worker's cache) it fails at once with kind `offline`. An abort by the caller
 * rejects with the abort reason, not a CardApiError.
 */
export async function searchCards(
  names: readonly string[],
  page: number,
  options: CardSearchOptions = {},
): Promise<CardPage> {
  const {
    signal,
    baseUrl = CONFIGURED_BASE,
    pageSize = CARD_PAGE_SIZE,
    timeoutMs = 10_000,
    maxAttempts = 3,
    fetch: fetchImpl = (input, init) => fetch(input, init),
    sleep: pause = sleep,
    isOnline = () => navigator.onLine,
    random = Math.random,
  } = options;
  const url = cardSearchUrl(baseUrl, names, page, pageSize);

  for (let attempt = 1; ; attempt++) {
    signal?.throwIfAborted();
    const outcome = await attemptOnce(fetchImpl, url, timeoutMs, page, pageSize, signal);
    if (!('error' in outcome)) return outcome;
    const { error, retryAfterMs } = outcome;
    if (error.kind === 'unavailable' && error.status === undefined && !isOnline()) {
      throw new CardApiError('offline');
    }
    if (!error.retryable || attempt >= maxAttempts) throw error;
    await pause(retryDelayMs(attempt, random, retryAfterMs), signal);
  }
}
