// A small stand-in for the Pokémon TCG API v2, for end-to-end tests (the public API is out of
// reach here). It serves GET /v2/cards with the API's `q` name filter (`name:"pika*"` prefix or
// `name:"pikachu"` exact, several joined with OR), `page`, `pageSize` and `select`, plus tiny SVG
// card images under /cards-images/. Any search for "missingno" answers 503, to exercise retries
// and the error message. Run alone: `node tests/e2e/card-api-stand-in.mjs [port]`.
import http from 'node:http';

const TYPE_COLOURS = {
  Lightning: ['#ffd84d', '#8a6d00'],
  Fire: ['#ff8a5b', '#8a2a0b'],
  Grass: ['#8fdc7a', '#2c6b1f'],
  Water: ['#7ab8ff', '#1d4f8a'],
  Colorless: ['#dcd8e8', '#555070'],
};

const SETS = [
  ['base1', 'Base', 'Base'],
  ['base2', 'Jungle', 'Base'],
  ['gym1', 'Gym Heroes', 'Gym'],
  ['neo1', 'Neo Genesis', 'Neo'],
  ['ex1', 'Ruby & Sapphire', 'EX'],
  ['dp1', 'Diamond & Pearl', 'Diamond & Pearl'],
  ['hgss1', 'HeartGold & SoulSilver', 'HeartGold & SoulSilver'],
  ['bw1', 'Black & White', 'Black & White'],
  ['xy1', 'XY', 'XY'],
  ['sm1', 'Sun & Moon', 'Sun & Moon'],
  ['swsh1', 'Sword & Shield', 'Sword & Shield'],
  ['sv1', 'Scarlet & Violet', 'Scarlet & Violet'],
];

function card(
  id,
  name,
  { hp, type, subtypes = ['Basic'], setIndex = 0, number, rarity = 'Common', flavorText },
) {
  const [setId, setName, series] = SETS[setIndex % SETS.length];
  return {
    id: `${setId}-${id}`,
    name,
    supertype: 'Pokémon',
    subtypes,
    hp: String(hp),
    types: [type],
    number: String(number),
    artist: 'Stand-in Studio',
    rarity,
    ...(flavorText ? { flavorText } : {}),
    set: { id: setId, name: setName, series, printedTotal: 100, releaseDate: '2000/01/01' },
  };
}

// 23 Pikachu cards (more than one page of 20), and a few others.
const PIKACHU_NAMES = ['Pikachu', 'Pikachu V', 'Pikachu ex', 'Pikachu VMAX', 'Pikachu & Zekrom-GX'];
const FIXTURES = [
  ...Array.from({ length: 23 }, (_, i) =>
    card(`pika${i + 1}`, PIKACHU_NAMES[i % PIKACHU_NAMES.length], {
      hp: 40 + (i % 5) * 30,
      type: 'Lightning',
      setIndex: i,
      number: 25 + i,
      rarity: i % 5 === 0 ? 'Common' : 'Rare Holo',
      flavorText:
        i === 0
          ? 'When several of these Pokémon gather, their electricity can build and cause lightning storms.'
          : undefined,
    }),
  ),
  card('char1', 'Charmander', { hp: 50, type: 'Fire', number: 46 }),
  card('char2', 'Charmeleon', {
    hp: 80,
    type: 'Fire',
    subtypes: ['Stage 1'],
    number: 24,
    rarity: 'Uncommon',
  }),
  card('char3', 'Charizard', {
    hp: 120,
    type: 'Fire',
    subtypes: ['Stage 2'],
    number: 4,
    rarity: 'Rare Holo',
  }),
  card('bulb1', 'Bulbasaur', { hp: 40, type: 'Grass', number: 44 }),
  card('bulb2', 'Ivysaur', {
    hp: 60,
    type: 'Grass',
    subtypes: ['Stage 1'],
    number: 30,
    rarity: 'Uncommon',
  }),
  card('bulb3', 'Venusaur', {
    hp: 100,
    type: 'Grass',
    subtypes: ['Stage 2'],
    number: 15,
    rarity: 'Rare Holo',
  }),
  card('squi1', 'Squirtle', { hp: 40, type: 'Water', number: 63 }),
  card('eeve1', 'Eevee', { hp: 50, type: 'Colorless', number: 51 }),
];

/** A little pixel-style card face: coloured frame, a blocky "creature" and the card's name. */
function cardSvg(fixture, large) {
  const [light, dark] = TYPE_COLOURS[fixture.types[0]] ?? TYPE_COLOURS.Colorless;
  const [w, h] = large ? [490, 684] : [245, 342];
  const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const name = escape(fixture.name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 245 342" shape-rendering="crispEdges">
<rect width="245" height="342" rx="12" fill="${dark}"/>
<rect x="10" y="10" width="225" height="322" rx="6" fill="${light}"/>
<rect x="22" y="48" width="201" height="140" fill="#ffffff" stroke="${dark}" stroke-width="4"/>
<g fill="${dark}"><rect x="98" y="86" width="48" height="48"/><rect x="86" y="98" width="72" height="24"/><rect x="106" y="134" width="12" height="24"/><rect x="126" y="134" width="12" height="24"/><rect x="102" y="70" width="12" height="16"/><rect x="130" y="70" width="12" height="16"/></g>
<g fill="#ffffff"><rect x="106" y="98" width="8" height="8"/><rect x="130" y="98" width="8" height="8"/></g>
<text x="22" y="36" font-family="monospace" font-size="${name.length > 14 ? 11 : 16}" font-weight="bold" fill="${dark}">${name}</text>
<text x="223" y="36" font-family="monospace" font-size="14" text-anchor="end" fill="${dark}">HP ${fixture.hp}</text>
<rect x="22" y="204" width="201" height="110" fill="#ffffff" opacity="0.6"/>
<text x="30" y="228" font-family="monospace" font-size="12" fill="${dark}">${escape(fixture.set.name)} · ${fixture.number}</text>
</svg>`;
}

/** The `q` filter: every `name:` term, each a prefix (ends in *) or an exact name, any may match. */
export function parseNameFilter(q) {
  const terms = [...String(q ?? '').matchAll(/name:(?:"([^"]*)"|([^\s()]+))/gi)].map((m) =>
    (m[1] ?? m[2]).toLowerCase(),
  );
  return terms.map((term) =>
    term.endsWith('*') ? { prefix: term.slice(0, -1).trim() } : { exact: term.trim() },
  );
}

function matches(fixture, filters) {
  const name = fixture.name.toLowerCase();
  return filters.some((f) => ('prefix' in f ? name.startsWith(f.prefix) : name === f.exact));
}

function withImages(fixture, origin) {
  return {
    ...fixture,
    images: {
      small: `${origin}/cards-images/${fixture.id}.svg`,
      large: `${origin}/cards-images/${fixture.id}_hires.svg`,
    },
  };
}

function select(item, fields) {
  if (!fields) return item;
  return Object.fromEntries(fields.filter((f) => f in item).map((f) => [f, item[f]]));
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, OPTIONS',
  'Access-Control-Allow-Headers': 'Accept, Content-Type, X-Api-Key',
};

function send(response, status, body, type = 'application/json; charset=utf-8', extra = {}) {
  response.writeHead(status, { 'Content-Type': type, ...CORS, ...extra });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

function handle(request, response, origin, stats) {
  const url = new URL(request.url ?? '/', origin);
  if (request.method === 'OPTIONS') {
    response.writeHead(204, CORS);
    response.end();
    return;
  }
  if (request.method !== 'GET')
    return send(response, 405, { error: { message: 'GET only', code: 405 } });

  const image = url.pathname.match(/^\/cards-images\/([\w-]+?)(_hires)?\.svg$/);
  if (image) {
    const fixture = FIXTURES.find((f) => f.id === image[1]);
    if (!fixture) return send(response, 404, 'not found', 'text/plain');
    stats.images++;
    return send(response, 200, cardSvg(fixture, Boolean(image[2])), 'image/svg+xml', {
      'Cache-Control': 'public, max-age=86400',
    });
  }

  if (url.pathname === '/v2/cards') {
    stats.searches++;
    const q = url.searchParams.get('q') ?? '';
    const filters = parseNameFilter(q);
    if (filters.some((f) => (f.prefix ?? f.exact).startsWith('missingno'))) {
      return send(response, 503, { error: { message: 'Service Unavailable', code: 503 } });
    }
    const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
    const pageSize = Math.min(250, Math.max(1, Number(url.searchParams.get('pageSize')) || 250));
    const fields = url.searchParams
      .get('select')
      ?.split(',')
      .map((f) => f.trim())
      .filter(Boolean);
    const found = filters.length ? FIXTURES.filter((f) => matches(f, filters)) : FIXTURES;
    const data = found
      .slice((page - 1) * pageSize, page * pageSize)
      .map((f) => select(withImages(f, origin), fields));
    return send(response, 200, {
      data,
      page,
      pageSize,
      count: data.length,
      totalCount: found.length,
    });
  }

  const single = url.pathname.match(/^\/v2\/cards\/([\w-]+)$/);
  if (single) {
    const fixture = FIXTURES.find((f) => f.id === single[1]);
    if (!fixture) return send(response, 404, { error: { message: 'Not Found', code: 404 } });
    return send(response, 200, { data: withImages(fixture, origin) });
  }
  return send(response, 404, { error: { message: 'Not Found', code: 404 } });
}

/**
 * Starts the stand-in on `host:port` (port 0 picks a free one). Resolves with its origin, a count
 * of requests served and a close function.
 */
export function startCardApiStandIn({ host = '127.0.0.1', port = 0 } = {}) {
  const stats = { searches: 0, images: 0 };
  const server = http.createServer();
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const origin = `http://${host}:${typeof address === 'object' && address ? address.port : port}`;
      server.on('request', (request, response) => handle(request, response, origin, stats));
      resolve({
        origin,
        stats,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections?.();
            server.close(() => done());
          }),
      });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const standIn = await startCardApiStandIn({ port: Number(process.argv[2] ?? 4180) });
  console.log(`card API stand-in at ${standIn.origin} (Ctrl-C stops it)`);
  process.on('SIGINT', () => void standIn.close().then(() => process.exit(0)));
}
