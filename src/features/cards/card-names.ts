/**
 * Korean Pokémon names to English ones, for a card API that only knows English. The table is the
 * `pokemon` package's data (one list per language, in National Pokédex order, so the same index
 * is the same Pokémon). Its entry module would bundle all ten languages through a dynamic
 * require; importing the two lists keeps this chunk to Korean and English. It loads when a member
 * types Hangul, and on the card page of a Korean reader, whose cards it names in Korean.
 */
export interface NameTable {
  ko: readonly string[];
  en: readonly string[];
}

export interface NameMatch {
  ko: string;
  en: string;
}

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/;

export function hasHangul(text: string): boolean {
  return HANGUL.test(text);
}

/** The table's English spelling turned into what card names use: "Nidoran♀" is "Nidoran ♀" on cards. */
export function cardSearchName(english: string): string {
  return english.replace(/[♀♂]/g, '').replace(/’/g, "'").trim();
}

/**
 * The Pokémon a Korean input means: the exact name if there is one, else names starting with it,
 * else names containing it (at most `max`, in Pokédex order).
 */
export function resolveKoreanName(input: string, table: NameTable, max = 6): NameMatch[] {
  const wanted = input.normalize('NFC').replace(/\s+/g, '');
  if (wanted === '') return [];
  const match = (index: number): NameMatch => ({
    ko: table.ko[index] ?? '',
    en: cardSearchName(table.en[index] ?? ''),
  });
  const exact = table.ko.indexOf(wanted);
  if (exact >= 0) return [match(exact)];
  const indexes = (test: (name: string) => boolean) =>
    table.ko.flatMap((name, index) => (test(name) ? [index] : [])).slice(0, max);
  const prefixed = indexes((name) => name.startsWith(wanted));
  const found = prefixed.length > 0 ? prefixed : indexes((name) => name.includes(wanted));
  return found.map(match).filter((m) => m.en !== '');
}

let table: Promise<NameTable> | undefined;

export function loadNameTable(): Promise<NameTable> {
  table ??= Promise.all([import('pokemon/data/ko.json'), import('pokemon/data/en.json')]).then(
    ([ko, en]) => ({ ko: ko.default, en: en.default }),
  );
  // A failed load (offline before it was cached) may succeed later: do not keep the rejection.
  table.catch(() => {
    table = undefined;
  });
  return table;
}

const namers = new WeakMap<NameTable, (cardName: string) => string | null>();

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function namerOf(table: NameTable): (cardName: string) => string | null {
  const korean = new Map<string, string>();
  table.en.forEach((english, index) => {
    const name = cardSearchName(english);
    const ko = table.ko[index];
    if (name && ko && !korean.has(name)) korean.set(name, ko);
  });
  // Longest first, so "Mr. Mime" wins over "Mime Jr."'s parts and "Porygon-Z" over "Porygon".
  const names = [...korean.keys()].sort((a, b) => b.length - a.length).map(escapeForPattern);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${names.join('|')})(?![\\p{L}\\p{N}])`, 'gu');
  return (cardName) => {
    let found = false;
    const named = cardName.replace(pattern, (english) => {
      found = true;
      return korean.get(english) ?? english;
    });
    return found ? named : null;
  };
}

/**
 * A card's name in Korean where the table knows the Pokémon it names: "Pikachu V" is "피카츄 V",
 * "Pikachu & Zekrom-GX" is "피카츄 & 제크로무-GX"; null when it names none (a trainer, an energy).
 */
export function koreanCardName(cardName: string, table: NameTable): string | null {
  let namer = namers.get(table);
  if (!namer) {
    namer = namerOf(table);
    namers.set(table, namer);
  }
  return namer(cardName);
}

const compact = (text: string) => text.normalize('NFC').replace(/\s+/g, '');

/**
 * The cards with those whose Korean name is exactly the Korean name searched for first (a
 * Korean input as typed, an English one through the table), each group in the service's order.
 */
export function exactKoreanFirst<T extends { name: string }>(
  cards: readonly T[],
  term: string,
  table: NameTable,
): T[] {
  const wanted = hasHangul(term) ? term : koreanCardName(term.trim(), table);
  if (!wanted) return [...cards];
  const target = compact(wanted);
  const exact = (card: T) => compact(koreanCardName(card.name, table) ?? '') === target;
  return [...cards.filter(exact), ...cards.filter((card) => !exact(card))];
}

/** "피카츄 (Pikachu)" where there is a Korean name, else the English name alone. */
export function cardNameText(name: string, korean: string | null): string {
  return korean ? `${korean} (${name})` : name;
}
