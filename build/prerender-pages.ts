// Public pages ship as HTML, so they paint before any of the app's code has arrived: after the
// browser build, the app is built once more for Node (src/app/prerender.tsx) and each page of
// the route table (builtPages: `/board` to `board.html`, served at `/board`; a post's shell,
// which answers every post's URL) is rendered into a copy of index.html, which the browser then
// hydrates or renders over. `shell.html`, the page with an empty root, answers every other
// screen's path. Runs before the service worker's precache list is made, so the list has the
// pages as written.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { HOSTING_404, NOT_FOUND_PAGE, SHELL } from '../src/app/page-shells';
import { builtPages, FIRST_VIEW_MODULES, firstViewOf } from '../src/app/route-table';
import { pageReadsHtml } from '../src/data/remote/page-reads';
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
} from './page-html';

/** The first script: what it imports is on every page already. */
const FIRST_SCRIPT = 'src/early.ts';

/**
 * GitHub's extensions for the early post, which it imports once the post's read says the text
 * may use them: named by the shell too, at a low priority, so they are on their way before the
 * read answers without taking the network from the first paint.
 */
const EARLY_GFM = 'src/features/posts/markdown/gfm-syntax.ts';

export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  /** Each module's chunk, by its path from the root: a screen grouped with others is found too. */
  const chunkOf = new Map<string, string>();
  /** The stylesheets' `@font-face` rules, moved into every page's head. */
  const fontFaces: string[] = [];
  return {
    name: 'prerender-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      fontFaces.length = 0;
      for (const output of Object.values(bundle)) {
        if (output.type === 'asset' && output.fileName.endsWith('.css')) {
          const { css, faces } = takeFontFaces(String(output.source));
          output.source = css;
          fontFaces.push(...faces);
        }
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds)
          chunkOf.set(path.relative(config.root, id), output.fileName);
      }
    },
    closeBundle: {
      sequential: true,
      order: 'pre',
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        const serverDir = path.join(outDir, '.prerender');
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: {
            ssr: 'src/app/prerender.tsx',
            outDir: serverDir,
            emptyOutDir: true,
            copyPublicDir: false,
          },
        });
        try {
          const entry = pathToFileURL(path.join(serverDir, 'prerender.js')).href;
          const { prerenderPath, pageReadsOf, viewWordsHtml } = (await import(
            entry
          )) as typeof import('../src/app/prerender');
          const manifest = JSON.parse(
            await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
          ) as BuildManifest;
          // A module's chunk and what it imports, fetched together.
          const filesOf = (module: string) => {
            const file = chunkOf.get(module);
            if (!file) throw new Error(`the build has no chunk of ${module}`);
            return withStaticImports(manifest, [file]);
          };
          const template = withFontFaces(
            await readFile(path.join(outDir, 'index.html'), 'utf8'),
            fontFaces,
          );
          await writeFile(path.join(outDir, SHELL), intoRoot(template, ''));
          // Each page inlines the CSS its own markup uses; the whole stylesheet moves to the end
          // of the body, so it no longer holds back the first paint (no inline script needed).
          const beasties = new Beasties({
            path: outDir,
            publicPath: '/',
            preload: 'body',
            pruneSource: false,
            inlineFonts: false,
            preloadFonts: false,
            reduceInlineStyles: false,
            logLevel: 'warn',
          });
          const viewWords = await viewWordsHtml();
          for (const built of builtPages()) {
            const markup = await prerenderPath(built.route);
            // A route's shell (a post's) is no page of its own: React renders over it from
            // scratch, while a prerendered page is hydrated.
            let page = intoRoot(template, markup, built.hydrated ? built.route : undefined);
            // A page whose code waits for a reason fetches its screen with it, not one round
            // trip after: the visitor is waiting for the tap that gave the reason.
            page = moveAppCode(page, manifest, {
              extra: built.load === 'on-reason' ? filesOf(built.screen) : [],
              load: built.load,
              firstScript: FIRST_SCRIPT,
            });
            // The module that draws the page's first view (and its words): the first script
            // imports it once it has run, so the browser would learn of it a round trip after
            // the first script; the page names it for the browser to fetch with it.
            const firstView = firstViewOf(encodeURI(built.route));
            if (firstView) {
              page = withViewWords(page, viewWords);
              page = preloadModules(page, filesOf(`src/${FIRST_VIEW_MODULES[firstView].module}`));
            }
            // After the post's own, so their low priority is not given to the parser they share.
            if (firstView === 'post') page = preloadModules(page, filesOf(EARLY_GFM), 'low');
            const reads = pageReadsOf(built.route);
            page = await beasties.process(withPageReads(page, reads && pageReadsHtml(reads)));
            const file = path.join(outDir, built.file);
            await mkdir(path.dirname(file), { recursive: true });
            await writeFile(file, page);
            // Hosting answers every path no screen answers with its copy, `404.html`.
            if (built.file === NOT_FOUND_PAGE)
              await writeFile(path.join(outDir, HOSTING_404), page);
          }
        } finally {
          await rm(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}
