// A member's own parts of a page wait for the screen's first rows, on a page that shows rows
// first (src/lib/first-rows.ts). Each test loads the module afresh: its state is the page's.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type FirstRows = typeof import('../../src/lib/first-rows');

async function freshModule(): Promise<FirstRows> {
  vi.resetModules();
  return import('../../src/lib/first-rows');
}

/** Whether `promise` has settled once the pending timers and frames have run. */
async function settled(promise: Promise<unknown>, advanceMs = 0): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(advanceMs);
  return done;
}

beforeEach(() => {
  vi.useFakeTimers();
  // One frame: what afterNextPaint waits for.
  vi.stubGlobal('requestAnimationFrame', (frame: (time: number) => void) =>
    setTimeout(() => frame(performance.now()), 16),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the first rows gate', () => {
  it('is open at once on a page that shows no rows first', async () => {
    const gate = await freshModule();
    gate.expectFirstRows(false);
    expect(await settled(gate.afterFirstRows())).toBe(true);
  });

  it('opens after the paint that follows the first rows, not before', async () => {
    const gate = await freshModule();
    gate.expectFirstRows(true);
    const waiting = gate.afterFirstRows();
    expect(await settled(waiting, 500)).toBe(false);
    gate.firstRowsShown();
    // The rows' frame and a task after it.
    expect(await settled(waiting, 17)).toBe(true);
  });

  it('holds the idle work until then', async () => {
    vi.stubGlobal('window', {
      requestIdleCallback: (work: () => void) => setTimeout(work, 1),
      cancelIdleCallback: clearTimeout,
    });
    vi.stubGlobal('document', { readyState: 'complete' });
    const gate = await freshModule();
    gate.expectFirstRows(true);
    const work = vi.fn();
    gate.whenIdleAfterFirstRows(work);
    await vi.advanceTimersByTimeAsync(500);
    expect(work).not.toHaveBeenCalled();
    gate.firstRowsShown();
    await vi.advanceTimersByTimeAsync(50);
    expect(work).toHaveBeenCalledOnce();
    // Cancelled before the rows, it never runs.
    const cancelled = await freshModule();
    cancelled.expectFirstRows(true);
    const never = vi.fn();
    cancelled.whenIdleAfterFirstRows(never)();
    cancelled.firstRowsShown();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(never).not.toHaveBeenCalled();
  });

  it('opens after FIRST_ROWS_WAIT_MS when no rows come', async () => {
    const gate = await freshModule();
    gate.expectFirstRows(true);
    const waiting = gate.afterFirstRows();
    expect(await settled(waiting, gate.FIRST_ROWS_WAIT_MS - 1)).toBe(false);
    expect(await settled(waiting, 1)).toBe(true);
  });
});
