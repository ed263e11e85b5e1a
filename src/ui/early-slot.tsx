import type { ViewKey } from './view/h';

/**
 * Where the app's first script draws part of a screen before React's own is ready (the same
 * views, rendered into the DOM: ui/view/early-slots.ts). Its content is inner HTML to React,
 * which hydrating leaves as it finds it; `display: contents`, so what it is given lies where
 * React's own would, and empty it takes no room. React's own takes its place when the screen's
 * data is ready.
 */
export function EarlySlot({
  slot,
  labelKey,
  html = '',
}: {
  slot: 'early-rows' | 'early-latest' | 'early-post' | 'early-member';
  /** The name of the list the slot shows (the board's), where it has one. */
  labelKey?: ViewKey;
  /** What it holds from the start: a screen React renders from scratch puts back what it found. */
  html?: string;
}) {
  const marker = { [`data-${slot}`]: '' };
  return (
    <div
      className="contents"
      {...marker}
      data-label-key={labelKey}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
