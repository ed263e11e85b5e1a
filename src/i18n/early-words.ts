import type { IntlShape } from 'react-intl';
import { dateWords, type DateWords } from '../lib/date-words';
import { relativeTimeWords, type RelativeTimeWords } from '../lib/relative-time';

/**
 * The words the app's first script says dates with before React has arrived, written by the
 * formatters React's own components use, so the early rows, cards and post say them the same way
 * (lib/relative-time.ts, lib/date-words.ts): the early slots carry them.
 */

/** How RelativeTime (ui/relative-time.tsx) says each unit in `intl`'s language. */
export function relativeTimeWordsOf(intl: IntlShape): RelativeTimeWords {
  return relativeTimeWords((value, unit, numeric) =>
    intl.formatRelativeTime(value, unit, { numeric }),
  );
}

/**
 * How FormattedDate says a date in `intl`'s language: with a short month as PostMeta does
 * (ui/post-meta.tsx), or a long one as a member's join date (features/members/member-page-view.ts).
 */
export function dateWordsOf(intl: IntlShape, month: 'short' | 'long' = 'short'): DateWords {
  return dateWords((date) =>
    intl.formatDateToParts(date, { year: 'numeric', month, day: 'numeric' }),
  );
}
