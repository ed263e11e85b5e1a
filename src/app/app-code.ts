import { afterNextPaint } from '../lib/after-next-paint';

/**
 * The longest the code waits for a page's first rows (the board's, shown by the first script):
 * on a slow read the page's buttons should not wait for it too.
 */
const FIRST_ROWS_WAIT_MS = 1500;

/**
 * A prerendered page paints its screen from the HTML alone, so its code (React and the app's
 * entry) is not fetched until that paint: on a phone's network it would otherwise share the
 * bandwidth the HTML's first paint needs, and it has nothing to add to that paint. The build
 * (vite.config.ts, prerenderPages) moves the entry's script tag and its preloads into
 * `<meta name="app-code">`; this adds them back once the page has painted. The board paints its
 * first rows from the first script (features/board/early-rows.ts): `firstRows` settles once they
 * are on screen, and on a first visit the code is fetched then (or after FIRST_ROWS_WAIT_MS at
 * the most). Taps and edits made meanwhile are kept (early-input.ts) and played once React has
 * started. The pages rendered in the browser (a post's shell, the empty shell) load their code
 * at once (src/app/prerender.tsx, CODE_WITH_PAGE).
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
  // A page the service worker answered has its code in the cache, and the board its rows in
  // the device's copy: nothing there waits on the network.
  if (!firstRows || navigator.serviceWorker?.controller) {
    afterNextPaint(load);
    return;
  }
  const waited = new Promise((resolve) => setTimeout(resolve, FIRST_ROWS_WAIT_MS));
  void Promise.race([firstRows, waited]).then(() => afterNextPaint(load));
}
