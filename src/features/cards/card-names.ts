/**
 * Korean Pokémon names to English ones, for a card API that only knows English. The table is the
 * `pokemon` package's data (one list per language, in National Pokédex order, so the same index
 * is the same Pokémon). Its entry module would bundle all ten languages through a dynamic
 * require; importing the two lists keeps this chunk to Korean and English, and it loads only
 * when a member types Hangul.
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
