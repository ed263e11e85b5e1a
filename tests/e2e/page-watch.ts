// What a page does, watched from the test: its requests, its console, its layout shifts, where
// its elements lie; and what the test holds back (a script) or slows (the CPU).
import type { Page } from '@playwright/test';

/** Every URL the page itself asks for, from the first request on. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** The console's errors and warnings and the page's uncaught errors, from now on. */
export function recordConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Holds back the page's requests for `url` until `release()`; `asked()` says one was made. */
export async function holdRequests(page: Page, url: RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(url, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  // A page the service worker has come to control meanwhile is answered by the worker, out of
  // the route's sight: the page asked all the same.
  page.on('request', (request) => {
    if (url.test(request.url())) asked = true;
  });
  return { release, asked: () => asked };
}

/**
 * Starts summing the page's layout shifts from its first paint, as CLS counts them (not those
 * right after the reader's own input); call before `goto`.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    const shifts: { value: number; at: number; moved: string[] }[] = [];
    const box = ({ x, y, width, height }: DOMRectReadOnly) => `${x},${y} ${width}x${height}`;
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[])
        if (!entry.hadRecentInput)
          shifts.push({
            value: entry.value,
            at: Math.round(entry.startTime),
            moved: entry.sources.map(
              ({ node, previousRect, currentRect }) =>
                `${node instanceof Element ? node.outerHTML.slice(0, 80) : String(node?.nodeName)}: ` +
                `${box(previousRect)} to ${box(currentRect)}`,
            ),
          });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async () => {
    const shifts = await page.evaluate(
      () => (window as unknown as { shifts: { value: number; moved: string[] }[] }).shifts,
    );
    // What moved, said where a test fails on it.
    if (shifts.length > 0) console.log('layout shifts:', JSON.stringify(shifts));
    return shifts.reduce((sum, shift) => sum + shift.value, 0);
  };
}

/** Each element's tag, place in the page and words; a time by its date ("2분 전" may turn "3분 전"). */
export function boxes(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const { top, left, width, height } = element.getBoundingClientRect();
      const words = element.cloneNode(true) as HTMLElement;
      for (const time of words.querySelectorAll('time'))
        time.textContent = time.getAttribute('datetime');
      const place = { top: top + scrollY, left: left + scrollX, width, height };
      return { tag: element.tagName, text: words.textContent, ...place };
    }),
  );
}

/** From the page's next load on, whether `selector` ever matched (call before `goto`). */
export async function watchFor(page: Page, selector: string): Promise<() => Promise<boolean>> {
  await page.addInitScript((watched) => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector(watched)) return;
      (window as unknown as { sawWatched: boolean }).sawWatched = true;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, selector);
  return () =>
    page.evaluate(() => (window as unknown as { sawWatched?: boolean }).sawWatched === true);
}

/** Chromium's CPU slowed `rate` times, as on a slow phone. */
export async function slowCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}
