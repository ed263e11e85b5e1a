import { describe, expect, it } from 'vitest';
import { BACKOFF_MAX_MS, backoffDelay } from '../../src/data/sync/backoff';

describe('the replay backoff', () => {
  it('doubles from one second', () => {
    const top = (attempt: number) => backoffDelay(attempt, () => 1);
    expect([1, 2, 3, 4, 5, 6, 7].map(top)).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 64000]);
  });

  it('never waits more than 64 seconds, however many attempts failed', () => {
    for (const attempt of [7, 8, 20, 1000]) {
      expect(backoffDelay(attempt, () => 1)).toBe(BACKOFF_MAX_MS);
      expect(backoffDelay(attempt, () => 0)).toBe(BACKOFF_MAX_MS * 0.75);
    }
  });

  it('spreads retries with random jitter over the top quarter of the step', () => {
    expect(backoffDelay(3, () => 0)).toBe(3000);
    expect(backoffDelay(3, () => 0.5)).toBe(3500);
    const seen = new Set(Array.from({ length: 50 }, () => backoffDelay(4)));
    expect(seen.size).toBeGreaterThan(1);
    for (const delay of seen) expect(delay >= 6000 && delay <= 8000).toBe(true);
  });
});
