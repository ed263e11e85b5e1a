import { useIntl } from 'react-intl';
import { viewWordsOf } from './view/react-kit';

/**
 * Where the app's first script draws part of a screen before React's own is ready (the same
 * views, rendered into the DOM: ui/view/dom-kit.ts), with the views' words in the page's language
 * as the `data-{slot}` attribute (ViewWords). Its content is inner HTML to React, which hydrating
 * leaves as it finds it; `display: contents`, so what it is given lies where React's own would,
 * and empty it takes no room. React's own takes its place when the screen's data is ready.
 */
export function EarlySlot({
  slot,
  label,
  html = '',
}: {
  slot: 'early-rows' | 'early-latest' | 'early-post';
  /** The name of the list the slot shows (the board's), where it has one. */
  label?: string;
  /** What it holds from the start: a screen React renders from scratch puts back what it found. */
  html?: string;
}) {
  const intl = useIntl();
  const data = { [`data-${slot}`]: JSON.stringify(viewWordsOf(intl)) };
  return (
    <div
      className="contents"
      {...data}
      data-label={label}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
