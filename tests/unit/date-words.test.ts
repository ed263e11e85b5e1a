import { describe, expect, it } from 'vitest';
import { dateWords, sayDate } from '../../src/lib/date-words';

const OPTIONS = { year: 'numeric', month: 'short', day: 'numeric' } as const;

describe('a date said from its words (the first script, without a formatter)', () => {
  for (const locale of ['ko', 'en']) {
    it(`says every month and day as Intl.DateTimeFormat does, in ${locale}`, () => {
      const format = new Intl.DateTimeFormat(locale, OPTIONS);
      const words = dateWords((date) => format.formatToParts(date));
      for (let month = 0; month < 12; month++)
        for (const day of [1, 9, 10, 28])
          for (const year of [1999, 2026]) {
            const date = new Date(year, month, day, 23, 59);
            expect(sayDate(words, date), date.toISOString()).toBe(format.format(date));
          }
    });
  }

  it('says "2026년 11월 26일" and "Nov 26, 2026"', () => {
    const words = (locale: string) =>
      dateWords((date) => new Intl.DateTimeFormat(locale, OPTIONS).formatToParts(date));
    expect(sayDate(words('ko'), new Date(2026, 10, 26))).toBe('2026년 11월 26일');
    expect(sayDate(words('en'), new Date(2026, 10, 26))).toBe('Nov 26, 2026');
  });
});
