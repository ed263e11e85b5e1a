import { describe, expect, it } from 'vitest';
import {
  intoRoot,
  moveAppCode,
  preloadModules,
  takeFontFaces,
  withFontFaces,
  withPageReads,
  withStaticImports,
  withViewWords,
  type BuildManifest,
} from '../../build/page-html';
import { earlyEntryTags } from '../../build/early-entry';
import { preconnectTag } from '../../build/preconnect-firestore';
import type { Rolldown } from 'vite';

// The edits the build makes to each page's HTML (build/page-html.ts), over a small page and a
// manifest shaped as Vite writes it.

const PAGE = [
  '<!doctype html>',
  '<html lang="ko">',
  '  <head>',
  '    <script type="module" crossorigin src="/assets/early-E.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/first-reads-F.js">',
  '    <meta charset="UTF-8">',
  '    <title>Pixel Community</title>',
  '    <script type="module" crossorigin src="/assets/index-I.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/framework-W.js">',
  '    <link rel="modulepreload" crossorigin href="/assets/first-reads-F.js">',
  '  </head>',
  '  <body><div id="root"></div></body>',
  '</html>',
].join('\n');

const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-I.js', imports: ['_framework-W.js', '_first-reads-F.js'] },
  'src/early.ts': { file: 'assets/early-E.js', imports: ['_first-reads-F.js'] },
  '_framework-W.js': { file: 'assets/framework-W.js', name: 'framework' },
  '_first-reads-F.js': { file: 'assets/first-reads-F.js', name: 'first-reads' },
  '_board-page-B.js': {
    file: 'assets/board-page-B.js',
    name: 'board-page',
    imports: ['_post-list-L.js', '_framework-W.js', 'index.html'],
  },
  '_post-list-L.js': { file: 'assets/post-list-L.js', name: 'post-list', imports: ['_parts-P.js'] },
  '_parts-P.js': { file: 'assets/parts-P.js', name: 'parts', imports: ['_post-list-L.js'] },
};

describe("a page's HTML", () => {
  it("takes the stylesheet's @font-face rules out of it, for the page's head", () => {
    const face =
      '@font-face{font-family:Galmuri11;font-weight:700;font-display:optional;' +
      'src:url(/assets/Galmuri11-Bold-X.woff2)format("woff2")}';
    expect(takeFontFaces(`a{b:c}${face}d{e:f}`)).toEqual({ css: 'a{b:c}d{e:f}', faces: [face] });
    expect(takeFontFaces('a{b:c}')).toEqual({ css: 'a{b:c}', faces: [] });
  });

  it('declares its fonts in its head, each preloaded for the first paint', () => {
    const face = "@font-face{font-family:Galmuri11;src:url('/assets/Galmuri11-Bold-X.woff2')}";
    expect(withFontFaces(PAGE, [face])).toContain(
      '<title>Pixel Community</title>\n    <link rel="preload" as="font" type="font/woff2" ' +
        `crossorigin href="/assets/Galmuri11-Bold-X.woff2"><style>${face}</style>`,
    );
    expect(withFontFaces(PAGE, [])).toBe(PAGE.replace('</title>', '</title>\n    '));
  });

  it('begins its first reads right after its charset, and only where it has some', () => {
    const reads = '<script type="application/json" id="page-reads">{}</script>';
    expect(withPageReads(PAGE, reads)).toContain(`<meta charset="UTF-8">\n    ${reads}\n`);
    expect(withPageReads(PAGE, null)).toBe(PAGE);
    expect(() => withPageReads('<title>x</title>', reads)).toThrow(/charset/);
  });

  it("puts the views' words last in the body, where the first script reads them", () => {
    const words = '<script type="application/json" id="view-words">{}</script>';
    expect(withViewWords(PAGE, words)).toMatch(
      /<script type="application\/json" id="view-words">\{\}<\/script>\n {2}<\/body>/,
    );
    expect(() => withViewWords('<p>x</p>', words)).toThrow(/body/);
  });

  it('puts the markup in its root, marked with its path where React hydrates it', () => {
    expect(intoRoot(PAGE, '<main>x</main>', '/index copy')).toContain(
      '<div id="root" data-prerendered="/index%20copy"><main>x</main></div>',
    );
    expect(intoRoot(PAGE, '<main>x</main>')).toContain('<div id="root"><main>x</main></div>');
    expect(() => intoRoot('<div id="root">x</div>', 'y')).toThrow(/empty root/);
  });

  it("finds a chunk's static imports once each, never the app's entry", () => {
    expect(withStaticImports(MANIFEST, ['assets/board-page-B.js'])).toEqual([
      'assets/board-page-B.js',
      'assets/post-list-L.js',
      'assets/parts-P.js',
      'assets/framework-W.js',
    ]);
  });

  it('preloads modules the page does not name yet, at a low priority when asked', () => {
    const page = preloadModules(PAGE, ['assets/first-reads-F.js', 'assets/x-X.js'], 'low');
    expect(page).toContain(
      '</title>\n    <link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/x-X.js">',
    );
    expect(page.match(/first-reads-F\.js/g)).toHaveLength(2);
  });

  it("moves the app's code into <meta name=app-code>, the first script's chunks left in place", () => {
    const page = moveAppCode(PAGE, MANIFEST, {
      extra: ['assets/board-page-B.js', 'assets/framework-W.js'],
      load: 'on-reason',
      firstScript: 'src/early.ts',
    });
    expect(page).not.toContain('src="/assets/index-I.js"');
    expect(page).not.toContain('href="/assets/framework-W.js"');
    expect(page).toContain(
      '<title>Pixel Community</title>\n    <meta name="app-code" data-load="on-reason" ' +
        'content="/assets/index-I.js /assets/framework-W.js /assets/board-page-B.js">',
    );
    // The first script's own script and preload stay.
    expect(page).toContain('<script type="module" crossorigin src="/assets/early-E.js"></script>');
    expect(page.match(/href="\/assets\/first-reads-F\.js"/g)).toHaveLength(1);
    expect(() =>
      moveAppCode('<title>x</title>', MANIFEST, {
        load: 'after-paint',
        firstScript: 'src/early.ts',
      }),
    ).toThrow(/has no <script/);
  });

  it('loads the first script first, its imports preloaded, and opens the connection to Firestore', () => {
    const chunk = (fields: Partial<Rolldown.OutputChunk>) => ({ type: 'chunk', ...fields });
    const bundle = {
      'assets/index-I.js': chunk({ isEntry: true, name: 'index', fileName: 'assets/index-I.js' }),
      'assets/early-E.js': chunk({
        isEntry: true,
        name: 'early',
        fileName: 'assets/early-E.js',
        imports: ['assets/first-reads-F.js'],
      }),
    } as unknown as Rolldown.OutputBundle;
    expect(earlyEntryTags(bundle)).toEqual([
      {
        tag: 'script',
        attrs: { type: 'module', crossorigin: '', src: '/assets/early-E.js' },
        injectTo: 'head-prepend',
      },
      {
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: '', href: '/assets/first-reads-F.js' },
        injectTo: 'head-prepend',
      },
    ]);
    expect(() => earlyEntryTags({})).toThrow(/early entry/);
    expect(preconnectTag('https://firestore.googleapis.com')).toEqual({
      tag: 'link',
      attrs: { rel: 'preconnect', href: 'https://firestore.googleapis.com', crossorigin: '' },
      injectTo: 'head',
    });
  });
});
