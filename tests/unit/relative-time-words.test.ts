import { describe, expect, it } from 'vitest';
import { relativeTimeWords, sayRelativeTime, type RelativeUnit } from '../../src/lib/relative-time';

const UNITS: RelativeUnit[] = ['second', 'minute', 'hour', 'day', 'week', 'month', 'year'];
const VALUES = [-120, -59, -31, -24, -12, -7, -3, -2, -1, 0, 1, 2, 3, 7, 23, 60];

describe('relative time said from its words (the first script, without a formatter)', () => {
  for (const locale of ['ko', 'en']) {
    it(`says every unit and value as Intl.RelativeTimeFormat does, in ${locale}`, () => {
      const intl = (numeric: 'auto' | 'always') => new Intl.RelativeTimeFormat(locale, { numeric });
      const words = relativeTimeWords((value, unit, numeric) => intl(numeric).format(value, unit));
      const formatter = intl('auto');
      for (const unit of UNITS)
        for (const value of VALUES)
          expect(sayRelativeTime(words, value, unit), `${value} ${unit}`).toBe(
            formatter.format(value, unit),
          );
    });
  }

  it('keeps the words a language has for some values ("어제", "yesterday", "지금")', () => {
    const format =
      (locale: string) => (value: number, unit: RelativeUnit, numeric: 'auto' | 'always') =>
        new Intl.RelativeTimeFormat(locale, { numeric }).format(value, unit);
    expect(sayRelativeTime(relativeTimeWords(format('ko')), -1, 'day')).toBe('어제');
    expect(sayRelativeTime(relativeTimeWords(format('en')), -1, 'day')).toBe('yesterday');
    expect(sayRelativeTime(relativeTimeWords(format('en')), 0, 'second')).toBe('now');
    expect(sayRelativeTime(relativeTimeWords(format('en')), -1, 'hour')).toBe('1 hour ago');
    expect(sayRelativeTime(relativeTimeWords(format('en')), -5, 'hour')).toBe('5 hours ago');
  });
});
