// The edits the build makes to a page's HTML (build/prerender-pages.ts), each a function from
// HTML to HTML over the Vite manifest's facts, so each is tested alone (tests/unit/page-html.test.ts).

/** What Vite's manifest says of a chunk. */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  imports?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/** The root the app's markup goes into, empty in index.html. */
export const EMPTY_ROOT = '<div id="root"></div>';

/** Adds `html` right after the page's title, where the page's own hints go. */
function afterTitle(page: string, html: string): string {
  if (!page.includes('</title>')) throw new Error('the page has no title');
  return page.replace('</title>', `</title>\n    ${html}`);
}

/**
 * Takes the stylesheet's `@font-face` rules out of it, for the page's head (`withFontFaces`): a
 * face declared twice is two faces, and the stylesheet's, arriving after the first paint, would
 * put the font in under a reader whose first paint went without it (a layout shift), where
 * `font-display: optional` meant to keep the fallback.
 */
export function takeFontFaces(css: string): { css: string; faces: string[] } {
  const faces: string[] = [];
  const rest = css.replace(/@font-face\s*\{[^}]*\}/g, (face) => {
    faces.push(face);
    return '';
  });
  return { css: rest, faces };
}

/**
 * The web fonts (the pixel font, the only one), declared in the page's head and preloaded:
 * fetched with the page, in time for the first paint (Chrome holds the paint for a preloaded
 * optional font, briefly), and declared before the whole stylesheet, which comes after it.
 */
export function withFontFaces(page: string, faces: readonly string[]): string {
  if (faces.length === 0) return afterTitle(page, '');
  const files = faces.flatMap((face) =>
    [...face.matchAll(/url\(["']?([^"')]+)["']?\)/g)].map((url) => url[1]!),
  );
  const preloads = files
    .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${file}">`)
    .join('');
  return afterTitle(page, `${preloads}<style>${faces.join('')}</style>`);
}

/** The page's first reads (data/remote/page-reads.ts), begun as it parses: first in its head. */
export function withPageReads(page: string, readsHtml: string | null): string {
  if (!readsHtml) return page;
  const charset = /<meta charset="[^"]*"\s*\/?>/.exec(page)?.[0];
  if (!charset) throw new Error('the page has no charset');
  return page.replace(charset, `${charset}\n    ${readsHtml}`);
}

/**
 * The views' words in each language (src/app/prerender.tsx, viewWordsHtml) on a page whose first
 * script draws an early view: last in its body, read once the view's data has answered.
 */
export function withViewWords(page: string, wordsHtml: string): string {
  if (!page.includes('</body>')) throw new Error('the page has no body');
  return page.replace('</body>', `  ${wordsHtml}\n  </body>`);
}

/** `markup` in the page's root; `prerendered` marks a page React hydrates (its path). */
export function intoRoot(page: string, markup: string, prerendered?: string): string {
  if (!page.includes(EMPTY_ROOT)) throw new Error('the page has no empty root');
  const attributes =
    prerendered === undefined ? '' : ` data-prerendered="${encodeURI(prerendered)}"`;
  return page.replace(EMPTY_ROOT, `<div id="root"${attributes}>${markup}</div>`);
}

/** The chunk `file` and every chunk it imports statically, the app's entry left out. */
export function withStaticImports(manifest: BuildManifest, files: readonly string[]): string[] {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const found = new Set<string>();
  const visit = (key: string | undefined) => {
    const chunk = key === undefined ? undefined : manifest[key];
    if (!chunk || key === 'index.html' || found.has(chunk.file)) return;
    found.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  for (const file of files) visit(byFile.get(file));
  return [...found];
}

/**
 * Names modules for the browser to fetch with the page (`<link rel="modulepreload">`), those
 * the page already names left out; `low` gives way to the page's own requests.
 */
export function preloadModules(page: string, files: readonly string[], priority?: 'low'): string {
  const hint = priority ? ` fetchpriority="${priority}"` : '';
  const links = files
    .filter((file) => !page.includes(`href="/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin${hint} href="/${file}">`)
    .join('');
  return afterTitle(page, links);
}

/** How a page's code loads once it has painted from its HTML (src/app/app-code.ts). */
export type CodeLoad = 'after-paint' | 'on-reason';

/**
 * A page that paints its content from its HTML alone: the app's entry and the chunks it
 * preloads (React among them) are listed in `<meta name="app-code">` instead of being fetched
 * beside that first paint, and the first script adds them once the page has painted, or on a
 * reason (`load`). `extra` are more chunks to fetch with them (the page's screen, which the
 * browser would otherwise learn of one round trip after the entry). What the first script
 * imports stays with it, preloaded once (`firstScript`: its manifest key).
 */
export function moveAppCode(
  page: string,
  manifest: BuildManifest,
  { extra = [], load, firstScript }: { extra?: string[]; load: CodeLoad; firstScript: string },
): string {
  const entry = manifest['index.html'];
  if (!entry) throw new Error('the build manifest has no index.html');
  const importsOf = (key: string) => {
    const files = new Set<string>();
    const visit = (at: string) => {
      const chunk = manifest[at];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    manifest[key]?.imports?.forEach(visit);
    return files;
  };
  const preloads = importsOf('index.html');
  const withFirstScript = importsOf(firstScript);
  const tags = [
    `<script type="module" crossorigin src="/${entry.file}"></script>`,
    ...[...preloads].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  const listed = [
    entry.file,
    ...[...preloads, ...extra.filter((file) => !preloads.has(file))].filter(
      (file) => !withFirstScript.has(file),
    ),
  ]
    .map((file) => `/${file}`)
    .join(' ');
  let moved = page;
  for (const tag of tags) {
    if (!moved.includes(tag)) throw new Error(`the page has no ${tag}`);
    moved = moved.replace(tag, '');
  }
  return afterTitle(moved, `<meta name="app-code" data-load="${load}" content="${listed}">`);
}
