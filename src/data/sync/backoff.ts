/** Retries back off, doubling up to 64 seconds, with random jitter. */
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 64_000;

/**
 * Wait before attempt `attempt + 1`, after `attempt` failed tries (1, 2, ...): 1 s, 2 s, 4 s ...
 * capped at 64 s, then spread over the top quarter of that range so tabs and devices that failed
 * together do not all come back in the same instant.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, Math.min(attempt - 1, 16));
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** exponent);
  return Math.round(ceiling * (0.75 + 0.25 * random()));
}
