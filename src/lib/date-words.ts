/**
 * A date's words in one language, as FormattedDate says "2026년 11월 26일" / "Nov 26, 2026" (year,
 * short month, day: ui/post-meta.tsx), for the app's first script to say it without a formatter of
 * its own: a page's first `Intl` formatter loads the browser's locale data, a long task on a
 * phone's CPU (see lib/relative-time.ts). The build writes them into the page from the same
 * formatters (ui/view/react-kit.tsx, viewWordsOf).
 */
export interface DateWords {
  /** The date's parts in order: `{year}`, `{month}` and `{day}` where they go. */
  pattern: string;
  /** The month as the pattern shows it, January first ("1월", "Jan"). */
  months: string[];
}

type Part = { type: string; value: string };

/** Written with `partsOf`, the language's formatter's parts (react-intl's formatDateToParts). */
export function dateWords(partsOf: (date: Date) => Part[]): DateWords {
  const pattern = partsOf(new Date(2001, 0, 2))
    .map((part) =>
      part.type === 'year' || part.type === 'month' || part.type === 'day'
        ? `{${part.type}}`
        : part.value,
    )
    .join('');
  const months = Array.from(
    { length: 12 },
    (_, month) =>
      partsOf(new Date(2001, month, 2)).find((part) => part.type === 'month')?.value ?? '',
  );
  return { pattern, months };
}

/** `date` in `words`' language, in the device's time zone (as the formatter says it). */
export function sayDate(words: DateWords, date: Date): string {
  return words.pattern
    .replace('{year}', String(date.getFullYear()))
    .replace('{month}', words.months[date.getMonth()] ?? '')
    .replace('{day}', String(date.getDate()));
}
