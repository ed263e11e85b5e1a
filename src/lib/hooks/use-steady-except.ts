import { useState } from 'react';

/**
 * Whether two values hold the same data: the same primitive, Dates at the same time, arrays and
 * plain objects with the same entries (compared the same way). A row read again from the device
 * is a new object with new nested objects, equal to the last read in this sense.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  return sameExcept(a, b, []);
}

/** Whether `a` and `b` have the same fields with the same values (sameValue), but for `ignored`. */
export function sameExcept<T extends object>(a: T, b: T, ignored: ReadonlyArray<keyof T>): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const skip = new Set<string>(ignored as readonly string[]);
  const keys = Object.keys(left).filter((key) => !skip.has(key));
  if (keys.length !== Object.keys(right).filter((key) => !skip.has(key)).length) return false;
  return keys.every((key) => Object.hasOwn(right, key) && sameValue(left[key], right[key]));
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/**
 * `value`, kept as the same object while only its `ignored` fields change (sameExcept): the parts
 * of a screen memoized on it render again only when what they show changes. Undefined stays so.
 */
export function useSteadyExcept<T extends object>(
  value: T | undefined,
  ignored: ReadonlyArray<keyof T>,
): T | undefined {
  const [kept, setKept] = useState(value);
  if (value === kept) return kept;
  if (value !== undefined && kept !== undefined && sameExcept(kept, value, ignored)) return kept;
  // A render's worth of information from the last one (React's documented pattern).
  setKept(value);
  return value;
}
