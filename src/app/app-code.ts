import { afterNextPaint } from '../lib/after-next-paint';

/**
 * The longest the code waits for a page's first rows (the board's or a post's, shown by the first
 * script): on a slow read the page's buttons should not wait for it too.
 */
const FIRST_ROWS_WAIT_MS = 1500;

/**
 * A prerendered page paints its screen from the HTML alone, so its code (React and the app's
 * entry) is not fetched until that paint: on a phone's network it would otherwise share the
 * bandwidth the HTML's first paint needs, and it has nothing to add to that paint. The build
 * (vite.config.ts, prerenderPages) moves the entry's script tag and its preloads into
 * `<meta name="app-code">`; this adds them back once the page has painted. On a first visit the
 * board paints its first rows, and a post its article, from the first script
 * (features/board/early-rows.ts, features/posts/early-post.ts): `firstRows` settles once they are
 * in the page, and the code is fetched once they are on the screen (or after FIRST_ROWS_WAIT_MS
 * at the most). Taps and edits made meanwhile are kept (early-input.ts) and
 * played once React has started. A post's shell, which React renders over, fetches the post's
 * screen with it; the empty shell and `/index copy` load their code at once
 * (src/app/prerender.tsx, CODE_WITH_PAGE).
 */
export function loadAppCodeAfterPaint(firstRows?: Promise<void>): void {
  const listed = document.querySelector<HTMLMetaElement>('meta[name="app-code"]')?.content;
  const [entry, ...preloads] = listed?.split(' ') ?? [];
  if (!entry) return;
  const load = () => {
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  if (!firstRows) {
    afterNextPaint(load);
    return;
  }
  const waited = new Promise<false>((resolve) =>
    setTimeout(() => resolve(false), FIRST_ROWS_WAIT_MS),
  );
  void Promise.race([firstRows.then(() => true), waited]).then((shown) =>
    shown ? onScreenSince(performance.now()).then(load) : afterNextPaint(load),
  );
}

/**
 * The longest the code waits, once the first rows are in the page, to hear that they are on the
 * screen: where the browser reports no largest contentful paint for them (they were not the
 * page's largest, or it reports none).
 */
const ON_SCREEN_WAIT_MS = 250;

/**
 * Resolves once a paint made after `since` has reached the screen: the largest-contentful-paint
 * entry the rows make, whose time is when they were shown, not when their frame began (a task
 * queued after the frame, even two frames on, can run before that; the code's requests then
 * counted as on the way to the rows, in Lighthouse's LCP as on a phone's network).
 */
function onScreenSince(since: number): Promise<void> {
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      clearTimeout(timer);
      observer?.disconnect();
      resolve();
    };
    const timer = setTimeout(done, ON_SCREEN_WAIT_MS);
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => entry.startTime >= since)) done();
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
    } catch {
      // A browser without these entries: the wait alone.
    }
  });
}
