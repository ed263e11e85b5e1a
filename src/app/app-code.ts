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
 * in the page, and the code is fetched once they have painted (or after FIRST_ROWS_WAIT_MS at the
 * most). Taps and edits made meanwhile are kept (early-input.ts) and
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
  const waited = new Promise((resolve) => setTimeout(resolve, FIRST_ROWS_WAIT_MS));
  // Two frames: a task queued after the rows' frame can run before that frame reaches the screen.
  void Promise.race([firstRows, waited]).then(() => afterNextPaint(() => afterNextPaint(load)));
}
