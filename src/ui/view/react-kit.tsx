import { createElement, useMemo, type ReactNode } from 'react';
import { FormattedDate, useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import { dateWordsOf, relativeTimeWordsOf } from '../../i18n/early-words';
import { RelativeTime } from '../relative-time';
import { VIEW_COUNTED_KEYS, VIEW_KEYS, type H, type ViewKit, type ViewWords } from './h';

/** React's renderer for the app's views (h.ts): `createElement`, React Router's links, react-intl. */
export function useViewKit(): ViewKit<ReactNode> {
  const intl = useIntl();
  return useMemo(
    () => ({
      h: createElement as H<ReactNode>,
      locale: intl.locale,
      say: (id, values) => intl.formatMessage({ id }, values),
      // No `data-discover`: route discovery is for React Router's framework mode, not this app's.
      link: ({ href, ...props }, ...children) =>
        createElement(Link, { ...props, to: href, discover: 'none' }, ...children),
      relativeTime: (date) => createElement(RelativeTime, { date }),
      date: (date, month = 'short') =>
        createElement(FormattedDate, { value: date, year: 'numeric', month, day: 'numeric' }),
    }),
    [intl],
  );
}

/** The values the views' messages take, each kept as its place for the first script to fill. */
const PLACES = { name: '{name}', date: '{date}' };

/** The views' words in `intl`'s language, for the first script (an early slot carries them). */
export function viewWordsOf(intl: IntlShape): ViewWords {
  return {
    messages: Object.fromEntries(
      VIEW_KEYS.map((id) => [id, intl.formatMessage({ id }, PLACES)]),
    ) as ViewWords['messages'],
    counted: Object.fromEntries(
      VIEW_COUNTED_KEYS.map((id) => {
        // The number said, then its place marked (7: a count no language says as a word).
        const said = (count: number) =>
          intl.formatMessage({ id }, { ...PLACES, count }).replace(String(count), '{count}');
        return [id, [said(1), said(7)]];
      }),
    ) as ViewWords['counted'],
    relativeTime: relativeTimeWordsOf(intl),
    date: dateWordsOf(intl),
    longDate: dateWordsOf(intl, 'long'),
  };
}
