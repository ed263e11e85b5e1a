import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

/**
 * A question asked in place of the button that asked it ("Discard this change?"): it takes
 * focus when it appears, Escape or cancel steps back, and focus returns to the button.
 */
export function useInlineConfirm() {
  const [confirming, setConfirming] = useState(false);
  const [asked, setAsked] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (asked) openerRef.current?.focus();
  }, [confirming, asked]);

  return {
    confirming,
    openerRef,
    confirmRef,
    ask: () => {
      setAsked(true);
      setConfirming(true);
    },
    close: () => setConfirming(false),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Escape') setConfirming(false);
    },
  };
}
