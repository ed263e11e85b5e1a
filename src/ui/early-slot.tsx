/**
 * Where the app's first script draws part of a screen before React's own is ready
 * (lib/early-dom.ts, fillEarlySlot), with the words it needs in the page's language as the
 * `data-{slot}` attribute. Its content is inner HTML to React, which hydrating leaves as it finds
 * it; `display: contents`, so what it is given lies where React's own would, and empty it takes no
 * room. React's own takes its place when the screen's data is ready.
 */
export function EarlySlot({
  slot,
  words,
  html = '',
}: {
  slot: 'early-rows' | 'early-latest' | 'early-post';
  words: object;
  /** What it holds from the start: a screen React renders from scratch puts back what it found. */
  html?: string;
}) {
  const data = { [`data-${slot}`]: JSON.stringify(words) };
  return <div className="contents" {...data} dangerouslySetInnerHTML={{ __html: html }} />;
}
