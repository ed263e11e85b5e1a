import { afterNextPaint } from '../lib/after-next-paint';

/**
 * A prerendered page paints its screen from the HTML alone, so its code (React and the app's
 * entry) is not fetched until that paint: on a phone's network it would otherwise share the
 * bandwidth the HTML's first paint needs, and it has nothing to add to that paint. The build
 * (vite.config.ts, prerenderPages) moves the entry's script tag and its preloads into
 * `<meta name="app-code">`; this adds them back once the page has painted. Taps and edits
 * made meanwhile are kept (early-input.ts) and played once React has started. The board, whose
 * rows need the code, and the pages rendered in the browser (a post's shell, the empty shell)
 * load their code at once (src/app/prerender.tsx, CODE_WITH_PAGE).
 */
export function loadAppCodeAfterPaint(): void {
  const listed = document.querySelector<HTMLMetaElement>('meta[name="app-code"]')?.content;
  const [entry, ...preloads] = listed?.split(' ') ?? [];
  if (!entry) return;
  afterNextPaint(() => {
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
  });
}
