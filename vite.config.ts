import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, defineConfig, loadEnv, type Plugin, type ResolvedConfig } from 'vite';
import { parse } from '@formatjs/icu-messageformat-parser';
import { partOf } from './src/i18n/catalog-parts';
import { contentSecurityPolicy, firestoreOrigin } from './src/app/content-security-policy';
import { pageReadsHtml } from './src/data/remote/page-reads';
import { pickNoticeMessages } from './src/data/sync/background-notice';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import Beasties from 'beasties';
import subsetFont from 'subset-font';
import { decodedPath, HOSTING_404, NOT_FOUND_PAGE, pageFile, SHELL } from './src/app/page-shells';
import { builtPages, fallbackPage, firstViewOf } from './src/app/route-table';
import { routeModules } from './build/route-modules';

/**
 * Catalogs ship pre-parsed (ICU message ASTs), so the browser bundle can leave react-intl's
 * message parser out, and in two parts (`?core`, `?rest`: see src/i18n/catalog-parts.ts).
 */
function precompiledMessages(): Plugin {
  return {
    name: 'precompiled-messages',
    enforce: 'pre',
    transform(code, id) {
      const match = /[\\/]src[\\/]i18n[\\/][a-z]{2}\.json(?:\?(core|rest))?$/.exec(id);
      if (!match) return null;
      const part = match[1];
      const messages = JSON.parse(code) as Record<string, string>;
      const ast = Object.fromEntries(
        Object.entries(messages)
          .filter(([key]) => !part || partOf(key) === part)
          .map(([key, text]) => [key, parse(text)]),
      );
      // A plain `.json` import goes on to Vite's JSON handling; a part is served as a module.
      const json = JSON.stringify(ast);
      return {
        code: part ? `export default JSON.parse(${JSON.stringify(json)});` : json,
        map: null,
      };
    },
  };
}

/**
 * Writes this build's Content-Security-Policy beside it (`.content-security-policy`, a dotfile
 * Hosting never serves), so `npm start` serves the build with the policy that fits the backend
 * it was built for (the local emulators), while firebase.json carries the production one.
 */
function buildPolicyFile(policy: string): Plugin {
  return {
    name: 'build-policy-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '.content-security-policy', source: policy });
    },
  };
}

/** The service worker's replay script, loaded by sw/sw.ts with importScripts on Background Sync. */
const REPLAY_SCRIPT = 'sw-replay.js';

/**
 * Builds the service worker's replay (sw/replay.ts) into its own classic script beside sw.js.
 * A service worker cannot use import(), so the replay cannot be a chunk of sw.js; as a script of
 * its own, it is evaluated only when the worker replays, and it stays out of the precache. It
 * carries the two catalogs' words for its notification (src/data/sync/background-notice.ts).
 */
function serviceWorkerReplay(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'service-worker-replay',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      // Parsed like the app's catalogs (precompiledMessages above).
      const catalog = (locale: string) =>
        Object.fromEntries(
          Object.entries(
            JSON.parse(
              readFileSync(new URL(`./src/i18n/${locale}.json`, import.meta.url), 'utf8'),
            ) as Record<string, string>,
          ).map(([key, text]) => [key, parse(text)]),
        );
      await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        envDir: config.envDir,
        envPrefix: config.envPrefix,
        logLevel: 'warn',
        publicDir: false,
        define: {
          'process.env.NODE_ENV': JSON.stringify(
            config.mode === 'production' ? 'production' : 'development',
          ),
          __BACKGROUND_NOTICE__: JSON.stringify(
            pickNoticeMessages({ ko: catalog('ko'), en: catalog('en') }),
          ),
        },
        build: {
          outDir: config.build.outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          target: 'es2022',
          sourcemap: false,
          lib: {
            entry: fileURLToPath(new URL('./sw/replay.ts', import.meta.url)),
            name: 'pixelReplay',
            formats: ['iife'],
            fileName: () => REPLAY_SCRIPT,
          },
        },
      });
    },
  };
}

/** Where the words the app shows come from: catalogs, content files and the demo data. */
const TEXT_SOURCES = [
  'src/i18n',
  'src/features/career/content',
  'src/features/hobby/content',
  'src/features/portfolio/content',
  'scripts/lib/seed-data.mjs',
];

async function textOf(source: string): Promise<string> {
  const full = fileURLToPath(new URL(source, import.meta.url));
  if (path.extname(full)) return readFile(full, 'utf8');
  const files = await readdir(full);
  const texts = await Promise.all(
    files
      .filter((file) => /\.(json|ts)$/.test(file) && !file.endsWith('.d.ts'))
      .map((file) => readFile(path.join(full, file), 'utf8')),
  );
  return texts.join('');
}

/**
 * The pixel heading font, cut down to the characters the app's own words use (and printable
 * ASCII), as woff2: about a tenth of the whole font. Its file name carries the cut's own hash, so
 * a new word in a catalog ships a new file rather than a stale cached one. Headings with other
 * characters (a member's post title, say) show those in the body font.
 */
function subsetPixelFont(): Plugin {
  return {
    name: 'subset-pixel-font',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const original = Object.keys(bundle).find((name) => /Galmuri11-Bold-.*\.woff2$/.test(name));
      if (!original) return;
      const asset = bundle[original];
      if (asset.type !== 'asset') return;
      let text = '';
      for (let code = 0x20; code < 0x7f; code++) text += String.fromCharCode(code);
      for (const source of TEXT_SOURCES) text += await textOf(source);
      const subset = await subsetFont(Buffer.from(asset.source), text, { targetFormat: 'woff2' });
      const hash = createHash('sha256').update(subset).digest('base64url').slice(0, 8);
      const fileName = `assets/Galmuri11-Bold-${hash}.woff2`;
      delete bundle[original];
      this.emitFile({ type: 'asset', fileName, source: subset });
      for (const output of Object.values(bundle)) {
        if (output.type === 'asset' && output.fileName.endsWith('.css')) {
          output.source = String(output.source).replaceAll(
            path.basename(original),
            path.basename(fileName),
          );
        }
      }
    },
  };
}

/**
 * Public routes ship as HTML (src/app/prerender.tsx): after the browser build, the app is built
 * once more for Node and each route is rendered into a copy of index.html (`/board` to
 * `board.html`, served at `/board`), which the browser then hydrates. `posts-shell.html` (the
 * header and a post's loading state) answers every post's URL, and `shell.html`, the page with
 * an empty root, every other path. Runs before the service worker's precache list
 * is made, so the list has the pages as written.
 */
function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
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
          const { prerenderPath, pageReadsOf } = (await import(
            entry
          )) as typeof import('./src/app/prerender');
          // A first visit's server reads, begun by the page as it parses (page-reads.ts).
          const withPageReads = (route: string) => (html: string) => {
            const reads = pageReadsOf(route);
            if (!reads) return html;
            const charset = /<meta charset="[^"]*"\s*\/?>/.exec(html)?.[0];
            if (!charset) throw new Error('index.html has no charset');
            return html.replace(charset, `${charset}\n    ${pageReadsHtml(reads)}`);
          };
          // The pixel font is the only web font on the first paint's path: preloaded.
          const font = (await readdir(path.join(outDir, 'assets'))).find((file) =>
            /^Galmuri11-Bold-.*\.woff2$/.test(file),
          );
          // Its @font-face is inlined too: the page's whole stylesheet comes after the first paint.
          const fontPreload = font
            ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${font}">` +
              `<style>@font-face{font-family:'Galmuri11';font-weight:700;font-display:optional;` +
              `src:url('/assets/${font}') format('woff2')}</style>`
            : '';
          const template = (await readFile(path.join(outDir, 'index.html'), 'utf8')).replace(
            '</title>',
            `</title>\n    ${fontPreload}`,
          );
          const emptyRoot = '<div id="root"></div>';
          if (!template.includes(emptyRoot)) throw new Error('index.html has no empty root');
          await writeFile(path.join(outDir, SHELL), template);
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
          const manifest = JSON.parse(
            await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
          ) as BuildManifest;
          for (const built of builtPages()) {
            const html = await prerenderPath(built.route);
            // A page whose code waits for a reason fetches its screen with it, not one round trip
            // after: the visitor is waiting for the tap that gave the reason.
            const steps = [
              built.load === 'on-reason'
                ? codeAfterPaint(manifest, screenFiles(manifest, built.screen), 'on-reason')
                : codeAfterPaint(manifest),
              // A post's shell: the first script shows a visitor's post (early-post.ts), with the
              // code named here (the early post's preloads first, so the GitHub extensions' low
              // priority is not given to the parser they share with it).
              ...(firstViewOf(encodeURI(built.route)) === 'post'
                ? [preloadModules(manifest, EARLY_POST), preloadModules(manifest, EARLY_GFM, 'low')]
                : []),
              withPageReads(built.route),
            ];
            // A route's shell (a post's) is no page of its own: React renders over it from
            // scratch, while a prerendered page is hydrated (`data-prerendered`).
            const root = built.hydrated
              ? `<div id="root" data-prerendered="${encodeURI(built.route)}">${html}</div>`
              : `<div id="root">${html}</div>`;
            const page = await beasties.process(
              steps.reduce((page, step) => step(page), template.replace(emptyRoot, root)),
            );
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

type BuildManifest = Record<
  string,
  { file: string; name?: string; src?: string; imports?: string[] }
>;

/**
 * What shows a visitor's post on a post's shell before React (early-post.ts): the first script
 * imports it once it has run, so the browser would learn of it, and of the markdown parser, a
 * round trip after the first script; the shell names them for the browser to fetch with it.
 */
const EARLY_POST = 'src/features/posts/early-post.ts';

/**
 * GitHub's extensions for the early post (early-gfm.ts), which it imports once the post's read
 * says the text may use them: named by the shell too, at a low priority, so they are on their way
 * before the read answers without taking the network from the first paint. Lighthouse, four and
 * five A/B pairs: LCP of a post with a table 1.81 s to 1.67 s, with a strikethrough 1.85 s to
 * 1.67 s; a plain post's about the same (1.66 s to 1.69 s without the low priority).
 */
const EARLY_GFM = 'src/features/posts/early-gfm.ts';

function preloadModules(
  manifest: BuildManifest,
  module: string,
  priority?: 'low',
): (page: string) => string {
  const files = screenFiles(manifest, module);
  const hint = priority ? ` fetchpriority="${priority}"` : '';
  return (page) => {
    const links = files
      .filter((file) => !page.includes(`href="/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin${hint} href="/${file}">`)
      .join('');
    return page.replace('</title>', `</title>\n    ${links}`);
  };
}

/**
 * A screen's chunk and those it imports, for a shell React renders that screen over (a post's)
 * to fetch with the app's own code: the browser learns of a chunk's imports only once it has
 * arrived, so the post's code otherwise came in three round trips (the entry, the screen, then
 * its parts and the markdown renderer), each after the one before.
 */
function screenFiles(manifest: BuildManifest, screen: string): string[] {
  const files = new Set<string>();
  // A screen grouped into a chunk of its name (the board's: codeSplitting's groups below) is
  // listed by that chunk's name, not its module's.
  const name = path.basename(screen).replace(/\.tsx?$/, '');
  const screenKey =
    screen in manifest
      ? screen
      : Object.keys(manifest).find(
          (chunk) => manifest[chunk]?.name === name && !manifest[chunk]?.src,
        );
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || key === 'index.html' || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  if (screenKey) visit(screenKey);
  if (files.size === 0) throw new Error(`the build manifest has no ${screen}`);
  return [...files];
}

/**
 * A prerendered page that paints its content from its HTML alone: the app's entry and the chunks
 * it preloads (React among them) are listed in `<meta name="app-code">` instead of being fetched
 * beside that first paint, and the first script adds them once the page has painted
 * (src/app/app-code.ts); the board once its first rows, shown by that script, have painted.
 * `extra` are more chunks to fetch with them (a post's screen, on its shell). `load: 'on-reason'`
 * marks a page whose code waits for a reason to load (a control reached for, the service worker
 * taking the page over: src/app/app-code.ts). The empty shell keeps them as they are.
 */
function codeAfterPaint(
  manifest: BuildManifest,
  extra: string[] = [],
  load: 'after-paint' | 'on-reason' = 'after-paint',
): (page: string) => string {
  const entry = manifest['index.html'];
  if (!entry) throw new Error('the build manifest has no index.html');
  const preloads = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || preloads.has(chunk.file)) return;
    preloads.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  entry.imports?.forEach(visit);
  // What the first script imports (the first reads) stays with it, preloaded once.
  const withFirstScript = new Set<string>();
  const early = manifest['src/early.ts'];
  const keep = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || withFirstScript.has(chunk.file)) return;
    withFirstScript.add(chunk.file);
    chunk.imports?.forEach(keep);
  };
  early?.imports?.forEach(keep);
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
  return (page) => {
    let moved = page;
    for (const tag of tags) {
      if (!moved.includes(tag)) throw new Error(`index.html has no ${tag}`);
      moved = moved.replace(tag, '');
    }
    return moved.replace(
      '</title>',
      `</title>\n    <meta name="app-code" data-load="${load}" content="${listed}">`,
    );
  };
}

/**
 * `vite preview` answers a path with no page of its own as firebase.json's rewrites do, rather
 * than with the home page's HTML: a screen's path (member-only screens) with the empty shell, a
 * post with the post's shell, and a path no screen answers with the not-found page and a 404.
 */
function shellFallback(): Plugin {
  return {
    name: 'shell-fallback',
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const page = decodedPath(url.pathname);
        if (req.method !== 'GET' || path.extname(page)) return next();
        if (existsSync(path.join(outDir, pageFile(page)))) return next();
        const fallback = fallbackPage(page);
        if (fallback !== NOT_FOUND_PAGE) {
          req.url = `/${fallback}${url.search}`;
          return next();
        }
        // Served here: the static server would answer it with a 200. With the preview's headers
        // (its Content-Security-Policy), which its own middleware sets only after this one.
        for (const [name, value] of Object.entries(server.config.preview.headers ?? {}))
          if (value !== undefined) res.setHeader(name, value);
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        createReadStream(path.join(outDir, NOT_FOUND_PAGE)).pipe(res);
      });
    },
  };
}

/**
 * Opens the connection to Firestore while the page's code loads: a screen's first read (the
 * board's first page, a post: app/route-reads.ts) then starts without a connection setup (a
 * DNS lookup and a TLS handshake on a phone's network). Anonymous (`crossorigin`), as Firestore's
 * requests are.
 */
function preconnectFirestore(origin: string): Plugin {
  return {
    name: 'preconnect-firestore',
    transformIndexHtml: () => [
      {
        tag: 'link',
        attrs: { rel: 'preconnect', href: origin, crossorigin: '' },
        injectTo: 'head',
      },
    ],
  };
}

/**
 * The app's first script, src/early.ts: it begins the opened screen's first server reads (plain
 * REST requests: src/data/remote/rest-reads.ts) while React and the app's code download. Built
 * as an entry of its own and loaded ahead of the app's entry, with its one shared chunk
 * preloaded; in index.html's own module graph, Vite would bundle it into the app's entry, to run
 * only once React had arrived.
 */
const EARLY_ENTRY = 'early';

function earlyEntry(): Plugin {
  return {
    name: 'early-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) => {
        const chunk = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === EARLY_ENTRY,
        );
        if (!chunk || chunk.type !== 'chunk') throw new Error('the early entry was not built');
        return [
          {
            tag: 'script',
            attrs: { type: 'module', crossorigin: '', src: `/${chunk.fileName}` },
            injectTo: 'head-prepend',
          },
          ...chunk.imports.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
            injectTo: 'head-prepend' as const,
          })),
        ];
      },
    },
  };
}

// react-router's package exports only its development build; the production build drops the
// dev-time warnings and checks.
const routerProduction = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

const noParser = fileURLToPath(
  new URL('./node_modules/@formatjs/icu-messageformat-parser/no-parser.js', import.meta.url),
);

// The manifest's words are the app's own; the icons come from public/logo.svg (pwa-assets.config.ts).
export default defineConfig(({ mode, isSsrBuild }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  const policy = contentSecurityPolicy(env);
  return {
    resolve: {
      alias: [
        { find: /^@formatjs\/icu-messageformat-parser$/, replacement: noParser },
        ...(mode === 'production'
          ? [{ find: /^react-router$/, replacement: routerProduction }]
          : []),
      ],
    },
    plugins: [
      precompiledMessages(),
      routeModules(),
      react(),
      tailwindcss(),
      // The Node build that renders the pages needs none of what follows.
      ...(isSsrBuild
        ? []
        : [
            buildPolicyFile(policy),
            preconnectFirestore(firestoreOrigin(env)),
            earlyEntry(),
            serviceWorkerReplay(),
            subsetPixelFont(),
            prerenderPages(),
            shellFallback(),
          ]),
      ...(isSsrBuild
        ? []
        : VitePWA({
            strategies: 'injectManifest',
            srcDir: 'sw',
            filename: 'sw.ts',
            registerType: 'prompt',
            injectRegister: false,
            pwaAssets: { config: true, overrideManifestIcons: true },
            manifest: {
              id: '/',
              name: 'Pixel Community',
              short_name: 'Pixel',
              description: 'A pixel-style community and portfolio that works offline.',
              lang: 'ko',
              start_url: '/',
              scope: '/',
              display: 'standalone',
              orientation: 'any',
              theme_color: '#1f1b3a',
              background_color: '#0f0c24',
              shortcuts: [
                { name: '글쓰기 (Write a post)', short_name: '글쓰기', url: '/board?write=1' },
                { name: '할 일 (To-dos)', short_name: '할 일', url: '/todos' },
              ],
              // Text, links and images shared from other apps open a new post draft (sw/sw.ts).
              share_target: {
                action: '/share-target',
                method: 'POST',
                enctype: 'multipart/form-data',
                params: {
                  title: 'title',
                  text: 'text',
                  url: 'url',
                  files: [{ name: 'images', accept: ['image/*'] }],
                },
              },
            },
            injectManifest: {
              globPatterns: ['**/*.{js,css,html,svg,png,ico}', 'assets/Galmuri11-Bold*.woff2'],
              // The replay script is not part of the shell: the worker loads it itself (see above).
              globIgnores: ['**/node_modules/**/*', REPLAY_SCRIPT, HOSTING_404],
              maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
            },
            devOptions: { enabled: false },
          })),
    ],
    // The worker that counts a visitor's views (src/data/remote/hits-worker.ts): a module, as
    // the app's own scripts are.
    worker: { format: 'es' as const },
    build: {
      target: 'es2022',
      sourcemap: false,
      manifest: true,
      // Every browser that runs a service worker already supports modulepreload.
      modulePreload: {
        polyfill: false,
        // The page's own chunks are preloaded from index.html. A lazy screen's chunks are not
        // listed in the first load for preloading: the service worker precaches every chunk
        // right after the first visit, so a screen's imports come from the cache anyway. The
        // first script's early post (src/app/route-reads.ts) is the exception: it is on the way
        // to a first visit's paint, and its markdown parser should come with it, not after it.
        resolveDependencies: (file, deps, { hostType }) =>
          hostType === 'html' || /(^|\/)early-post-[^/]+\.js$/.test(file) ? deps : [],
      },
      rolldownOptions: {
        ...(isSsrBuild ? {} : { input: { index: 'index.html', [EARLY_ENTRY]: 'src/early.ts' } }),
        treeshake: {
          moduleSideEffects: [
            { test: /src[\\/]features[\\/]analytics[\\/]analytics\.ts$/, sideEffects: true },
            { test: /src[\\/](features|data|ui|lib|i18n)[\\/].*\.tsx?$/, sideEffects: false },
          ],
        },
        output: {
          codeSplitting: {
            // The libraries every screen needs ship as one chunk: one request, one gzip window.
            groups: [
              {
                // What the first script (src/early.ts) shares with the app: the first reads, the
                // board's early rows and the little they and the early post need (its own chunk,
                // with the markdown parser: on a post's page alone). Nothing of React's or
                // Firebase's. (The early rows on their own chunk, loaded on the board alone, were
                // tried: the board's LCP rose from 1.82 to 2.12 s in Lighthouse.)
                name: 'first-reads',
                test: /src[\\/](app[\\/](route-reads|page-shells|early-input)|lib[\\/](after-next-paint|avatar|relative-time|text-language|early-dom|other-host|when-idle)|features[\\/]board[\\/]early-rows|features[\\/]home[\\/]early-latest|features[\\/]auth[\\/]session-key|data[\\/]local[\\/]database-name|features[\\/]install[\\/]early-install-prompt|i18n[\\/]locale-key|data[\\/]remote[\\/](rest-reads|early-reads|config|document-converters|firestore-fields)|data[\\/]model[\\/](post|board)|features[\\/]board[\\/]board-query)\.ts$/,
                priority: 20,
              },
              // A lazy screen's code arrives as few chunks as its modules allow. Each static import
              // between chunks is one more round trip before the screen can render (the browser
              // learns of it only once its importer has arrived), and the board's rows waited on
              // five of them: the board, its screen, the list, the tag links, the avatar.
              // Dependencies stay where they are (includeDependenciesRecursively: false), so a
              // group holds only what it names: no screen pulls in another's code.
              {
                name: 'board-page',
                test: /src[\\/](features[\\/]board[\\/](board-page|board-screen|pinned-notices)|data[\\/](board[\\/](board-merge|board-reads|board-pager|use-board-posts)|posts[\\/]pinned-notices))\.tsx?$/,
                priority: 8,
                includeDependenciesRecursively: false,
              },
              {
                // The posts list (the board, search, a tag), with its virtualizer.
                name: 'post-list',
                test: /src[\\/]features[\\/]posts[\\/](index|post-list)\.tsx?$|@tanstack[\\/](react-virtual|virtual-core)[\\/]/,
                priority: 8,
                includeDependenciesRecursively: false,
              },
              {
                // The small pieces most screens show: a title, an avatar, a post's meta line, tags.
                name: 'screen-parts',
                test: /src[\\/](ui[\\/](avatar|pending-badge|post-meta|relative-time|page-title)|lib[\\/](avatar|relative-time|text-language)|features[\\/]posts[\\/]tag-links|data[\\/](model[\\/](document-paths|local-rows)|local[\\/]use-device-query|remote[\\/]read-once))\.tsx?$/,
                priority: 9,
                includeDependenciesRecursively: false,
              },
              {
                // CommonMark's parser: a first visit's early post (features/posts/early-markdown.ts)
                // and react-markdown share it, so it loads once. GitHub's extensions stay apart.
                name: 'markdown-parser',
                test: /node_modules[\\/](micromark|micromark-(core|factory|util)-[a-z-]+|decode-named-character-reference)[\\/]|src[\\/]features[\\/]posts[\\/]gfm-sign\.ts$/,
                priority: 7,
                includeDependenciesRecursively: false,
              },
              {
                name: 'framework',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-intl|@formatjs|intl-messageformat|jotai)[\\/]|vite[\\/]preload-helper|src[\\/](i18n[\\/](catalogs|locale)|lib[\\/](app-store|activity|notifications)|data[\\/]model[\\/](post|board))\.ts$/,
                priority: 10,
              },
              {
                // What Firestore Lite (a visitor's reads) and the full SDK share, loaded once.
                name: 'firebase-app',
                test: /node_modules[\\/](@firebase[\\/](app|component|logger|util)|firebase[\\/]app)[\\/]|src[\\/]data[\\/]remote[\\/](config|firebase-app|document-converters)\.ts$/,
                priority: 5,
              },
            ],
          },
        },
      },
    },
    // The dev server runs without a policy (its hot reload injects inline scripts); the built app
    // is served with the one made from this build's settings.
    server: { host: '127.0.0.1' },
    preview: {
      host: '127.0.0.1',
      headers: {
        'Content-Security-Policy': policy,
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
      },
    },
  };
});
