export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

const STEPS: Array<[RelativeUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.345],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** The largest unit that keeps the number at least 1, e.g. -3 day; seconds under a minute. */
export function relativeParts(date: Date, now: number): { value: number; unit: RelativeUnit } {
  let value = (date.getTime() - now) / 1000;
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return { value: Math.round(value), unit };
    value /= size;
  }
  return { value: Math.round(value), unit: 'year' };
}
