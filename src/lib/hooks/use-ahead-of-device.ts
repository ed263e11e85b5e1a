import { useCallback, useEffect, useState } from 'react';

/** A value the screen shows ahead of the device: what the member tapped, its writes under way. */
export interface Hold<T> {
  value: T;
  /** Writes started and not yet finished. */
  writing: number;
}

/** After a tap to `value`: held, one more write under way. */
export function tapped<T>(hold: Hold<T> | null, value: T): Hold<T> {
  return { value, writing: (hold?.writing ?? 0) + 1 };
}

/**
 * After one write finishes: a refused one lets the hold go (the screen shows the device's value
 * again); a done one leaves it held until the device shows it.
 */
export function written<T>(hold: Hold<T> | null, ok: boolean): Hold<T> | null {
  if (!hold || !ok) return null;
  return { ...hold, writing: Math.max(0, hold.writing - 1) };
}

/** Whether the hold can go: every write done and the device showing the held value. */
export function caughtUp<T>(hold: Hold<T> | null, device: T): boolean {
  return hold !== null && hold.writing === 0 && Object.is(hold.value, device);
}

/** How long a hold stays, every write done, for a device that decided otherwise. */
const SETTLE_MS = 1_000;

/**
 * The device's value, or what the member just tapped until the device catches up: the tap shows
 * in the next frame instead of after the device's write. `tap(value, write)` shows `value` and
 * runs `write`; a refused write puts the device's value back.
 */
export function useAheadOfDevice<T>(
  device: T,
): [shown: T, tap: (value: T, write: () => Promise<unknown>) => void] {
  const [hold, setHold] = useState<Hold<T> | null>(null);
  const tap = useCallback((value: T, write: () => Promise<unknown>) => {
    setHold((current) => tapped(current, value));
    write().then(
      () => setHold((current) => written(current, true)),
      () => setHold((current) => written(current, false)),
    );
  }, []);
  // Let go while rendering, as soon as the device shows the value (no frame of the old one).
  if (caughtUp(hold, device)) setHold(null);
  const done = hold !== null && hold.writing === 0;
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => setHold(null), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [done]);
  return [hold ? hold.value : device, tap];
}
