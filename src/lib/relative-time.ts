export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

const STEPS: Array<[RelativeUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.345],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** The largest unit that keeps the number at least 1, e.g. -3 day; seconds under a minute. */
export function relativeParts(date: Date, now: number): { value: number; unit: RelativeUnit } {
  let value = (date.getTime() - now) / 1000;
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return { value: Math.round(value), unit };
    value /= size;
  }
  return { value: Math.round(value), unit: 'year' };
}

/**
 * How one unit is said: the words some values have (numeric 'auto': -1 day is "어제",
 * "yesterday"), then the patterns for the rest, `{n}` for the number: past and future, each for
 * one (1) and for any other number.
 */
export interface UnitWords {
  auto: Partial<Record<string, string>>;
  past: [one: string, other: string];
  future: [one: string, other: string];
}

/**
 * A relative time's words in one language, as its formatter says them, for the app's first script
 * to say "3일 전" without a formatter of its own: a page's first `Intl` formatter loads the
 * browser's locale data, a long task on a phone's CPU, in the middle of a first visit. The build
 * writes them into the page from react-intl's formatters (i18n/early-words.ts); ko and en have one plural form for 1 and one for the rest, which is all
 * `sayRelativeTime` tells apart.
 */
export type RelativeTimeWords = Record<RelativeUnit, UnitWords>;

const UNITS = STEPS.map(([unit]) => unit);

/** The values whose 'auto' words may differ from the number's ("지금", "어제", "그저께", "내일"). */
const AUTO_VALUES = [-2, -1, 0, 1, 2];

/** Written with `format`, the language's formatter (react-intl's formatRelativeTime). */
export function relativeTimeWords(
  format: (value: number, unit: RelativeUnit, numeric: 'auto' | 'always') => string,
): RelativeTimeWords {
  const pattern = (value: number, unit: RelativeUnit) =>
    format(value, unit, 'always').replace(String(Math.abs(value)), '{n}');
  const words = {} as RelativeTimeWords;
  for (const unit of UNITS) {
    const auto: Partial<Record<string, string>> = {};
    for (const value of AUTO_VALUES) {
      const said = format(value, unit, 'auto');
      if (said !== format(value, unit, 'always')) auto[String(value)] = said;
    }
    words[unit] = {
      auto,
      past: [pattern(-1, unit), pattern(-7, unit)],
      future: [pattern(1, unit), pattern(7, unit)],
    };
  }
  return words;
}

/** "3일 전" for -3 day, as `Intl.RelativeTimeFormat` with numeric 'auto' says it in `words`' language. */
export function sayRelativeTime(
  words: RelativeTimeWords,
  value: number,
  unit: RelativeUnit,
): string {
  const unitWords = words[unit];
  const auto = unitWords.auto[String(value)];
  if (auto !== undefined) return auto;
  const [one, other] = value < 0 || Object.is(value, -0) ? unitWords.past : unitWords.future;
  return (Math.abs(value) === 1 ? one : other).replace('{n}', String(Math.abs(value)));
}
