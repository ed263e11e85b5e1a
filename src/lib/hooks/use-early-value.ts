import { useLayoutEffect, useState } from 'react';
import { typedEarly } from '../early-input';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * A field the page showed before React had taken it over may hold what the reader typed then
 * (lib/early-input.ts): React leaves a field's text as it finds it, so its state would not know.
 * Once React has first committed the field, `take` is given that text, to make it the state's
 * (in a layout effect: what it calls, a router's navigation too, is ready by then). Returns the
 * callback ref to put on the field; `rendered` is the text React first rendered in it.
 */
export function useEarlyValue<E extends Field>(
  rendered: string,
  take: (typed: string) => void,
): (field: E | null) => void {
  // Made once, with the first render's text: later renders are React's own.
  const [early] = useState(() => {
    let first: E | null = null;
    return {
      attach: (field: E | null) => {
        first ??= field;
      },
      typed: () => (first ? typedEarly(first, rendered) : null),
    };
  });
  useLayoutEffect(() => {
    const typed = early.typed();
    if (typed !== null) take(typed);
    // Once, as React takes the field over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return early.attach;
}
