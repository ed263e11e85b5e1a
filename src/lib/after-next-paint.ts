/**
 * Runs `work` once the browser has painted what it has: a frame callback runs just before the
 * paint, and a task queued from it runs after. Work that must not hold back a paint (React's
 * start, the app's code on a page shown from its HTML, opening the device's database) waits here.
 */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}

/** `afterNextPaint` as a promise: what the first script adds to the page waits for it. */
export function painted(): Promise<void> {
  return new Promise((resolve) => afterNextPaint(resolve));
}
