import { describe, expect, it } from 'vitest';
import {
  CARD_PAGE_SIZE,
  CardApiError,
  cardApiBase,
  cardNameQuery,
  cardSearchUrl,
  errorForStatus,
  isRetryableStatus,
  readCardPage,
  retryDelayMs,
  searchCards,
  type CardSearchOptions,
} from '../../src/features/cards/card-api';

const PAGE = {
  data: [
    {
      id: 'base1-58',
      name: 'Pikachu',
      hp: '40',
      types: ['Lightning'],
      set: { name: 'Base', series: 'Base' },
      images: { small: 'https://images.pokemontcg.io/base1/58.png' },
    },
  ],
  page: 1,
  pageSize: 20,
  totalCount: 1,
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/** A fetch that answers from a script, one entry per call, and counts the calls. */
function scripted(...steps: Array<() => Promise<Response>>) {
  const calls: string[] = [];
  const fetch = ((input: RequestInfo | URL) => {
    calls.push(String(input));
    const step = steps[Math.min(calls.length - 1, steps.length - 1)]!;
    return step();
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const noPause = { sleep: async () => undefined, random: () => 0.5, isOnline: () => true };

describe('the card API query', () => {
  it('defaults to the public API and trims a configured base URL', () => {
    expect(cardApiBase(undefined)).toBe('https://api.pokemontcg.io');
    expect(cardApiBase('  ')).toBe('https://api.pokemontcg.io');
    expect(cardApiBase('http://127.0.0.1:4180/')).toBe('http://127.0.0.1:4180');
  });

  it('searches names by prefix, several joined with OR', () => {
    expect(cardNameQuery(['pika'])).toBe('name:"pika*"');
    expect(cardNameQuery(['Bulbasaur', 'Ivysaur'])).toBe('(name:"Bulbasaur*" OR name:"Ivysaur*")');
    expect(cardNameQuery(['Mr. Mime', 'Mr. Mime'])).toBe('name:"Mr. Mime*"');
  });

  it('keeps quotes and wildcards typed by the member out of the query', () => {
    expect(cardNameQuery(['pi"ka*'])).toBe('name:"pi ka*"');
    expect(cardNameQuery(['  ', '"'])).toBe('');
  });

  it('asks for one page of selected fields', () => {
    const url = new URL(cardSearchUrl('https://api.example', ['pika'], 2));
    expect(url.pathname).toBe('/v2/cards');
    expect(url.searchParams.get('q')).toBe('name:"pika*"');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('pageSize')).toBe(String(CARD_PAGE_SIZE));
    expect(url.searchParams.get('select')?.split(',')).toEqual(
      expect.arrayContaining(['id', 'name', 'images', 'set']),
    );
  });
});

describe('the retry policy', () => {
  it('retries server errors, 408 and 429, and nothing else', () => {
    for (const status of [500, 502, 503, 504, 408, 429])
      expect(isRetryableStatus(status), String(status)).toBe(true);
    for (const status of [400, 401, 403, 404])
      expect(isRetryableStatus(status), String(status)).toBe(false);
    expect(errorForStatus(503).kind).toBe('unavailable');
    expect(errorForStatus(408).kind).toBe('timeout');
    expect(errorForStatus(404)).toMatchObject({ kind: 'failed', retryable: false });
  });

  it('backs off by doubling, with jitter, up to 4 seconds', () => {
    expect(retryDelayMs(1, () => 0)).toBe(250);
    expect(retryDelayMs(1, () => 1)).toBe(500);
    expect(retryDelayMs(2, () => 1)).toBe(1000);
    expect(retryDelayMs(3, () => 1)).toBe(2000);
    expect(retryDelayMs(10, () => 1)).toBe(4000);
  });

  it('waits as long as Retry-After asks, within the cap', () => {
    expect(retryDelayMs(1, () => 0, 3000)).toBe(3000);
    expect(retryDelayMs(1, () => 0, 60_000)).toBe(4000);
  });
});

describe('reading a page of cards', () => {
  it('keeps the fields the page shows and drops unusable cards', () => {
    const result = readCardPage({ ...PAGE, data: [...PAGE.data, { id: 'x' }, null] }, 1, 20);
    expect(result.cards).toHaveLength(1);
    expect(result.cards[0]).toMatchObject({
      id: 'base1-58',
      name: 'Pikachu',
      set: { name: 'Base' },
    });
    expect(result.totalCount).toBe(1);
  });

  it('rejects a body without a data list', () => {
    expect(() => readCardPage({ error: 'nope' }, 1, 20)).toThrow(CardApiError);
  });
});

describe('searchCards', () => {
  const search = (options: CardSearchOptions) =>
    searchCards(['pika'], 1, { baseUrl: 'https://api.example', ...noPause, ...options });

  it('returns the page on success, in one request', async () => {
    const { fetch, calls } = scripted(async () => json(200, PAGE));
    const result = await search({ fetch });
    expect(result.cards[0]?.name).toBe('Pikachu');
    expect(calls).toHaveLength(1);
  });

  it('retries a 503 and a network error, then succeeds', async () => {
    const { fetch, calls } = scripted(
      async () => json(503, {}),
      async () => Promise.reject(new TypeError('Failed to fetch')),
      async () => json(200, PAGE),
    );
    const result = await search({ fetch });
    expect(result.totalCount).toBe(1);
    expect(calls).toHaveLength(3);
  });

  it('gives up after three attempts with "unavailable"', async () => {
    const { fetch, calls } = scripted(async () => json(500, {}));
    await expect(search({ fetch })).rejects.toMatchObject({ kind: 'unavailable', status: 500 });
    expect(calls).toHaveLength(3);
  });

  it('honours Retry-After on a 429', async () => {
    const pauses: number[] = [];
    const { fetch } = scripted(
      async () => json(429, {}, { 'Retry-After': '2' }),
      async () => json(200, PAGE),
    );
    await search({ fetch, sleep: async (ms) => void pauses.push(ms) });
    expect(pauses).toEqual([2000]);
  });

  it('does not retry a refused request', async () => {
    const { fetch, calls } = scripted(async () => json(400, {}));
    await expect(search({ fetch })).rejects.toMatchObject({ kind: 'failed', status: 400 });
    expect(calls).toHaveLength(1);
  });

  it('says "offline" at once when the network is gone and nothing answered from the cache', async () => {
    const { fetch, calls } = scripted(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(search({ fetch, isOnline: () => false })).rejects.toMatchObject({
      kind: 'offline',
    });
    expect(calls).toHaveLength(1);
  });

  it('times out a request that hangs', async () => {
    const fetch = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      })) as typeof globalThis.fetch;
    await expect(search({ fetch, timeoutMs: 20 })).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('lets the caller cancel without reporting a failure', async () => {
    const controller = new AbortController();
    const fetch = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      })) as typeof globalThis.fetch;
    const pending = search({ fetch, signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(CardApiError);
  });
});
