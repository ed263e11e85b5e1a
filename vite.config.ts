import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build as viteBuild, defineConfig, loadEnv, type Plugin, type ResolvedConfig } from 'vite';
import { parse } from '@formatjs/icu-messageformat-parser';
import { partOf } from './src/i18n/catalog-parts';
import { contentSecurityPolicy } from './src/app/content-security-policy';
import { pickNoticeMessages } from './src/data/sync/background-notice';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';

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
      await viteBuild({
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

// react-router's package exports only its development build; the production build drops the
// dev-time warnings and checks.
const routerProduction = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

const noParser = fileURLToPath(
  new URL('./node_modules/@formatjs/icu-messageformat-parser/no-parser.js', import.meta.url),
);

// The manifest's words are the app's own; the icons come from public/logo.svg (pwa-assets.config.ts).
export default defineConfig(({ mode }) => {
  const policy = contentSecurityPolicy({
    ...loadEnv(mode, process.cwd(), 'VITE_'),
    ...process.env,
  });
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
      buildPolicyFile(policy),
      serviceWorkerReplay(),
      react(),
      tailwindcss(),
      VitePWA({
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
          globIgnores: ['**/node_modules/**/*', REPLAY_SCRIPT],
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        },
        devOptions: { enabled: false },
      }),
    ],
    build: {
      target: 'es2022',
      sourcemap: false,
      manifest: true,
      // Every browser that runs a service worker already supports modulepreload.
      modulePreload: {
        polyfill: false,
        // The page's own chunks are preloaded from index.html. A lazy screen's chunks are not
        // listed in the first load for preloading: the service worker precaches every chunk
        // right after the first visit, so a screen's imports come from the cache anyway.
        resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
      },
      rolldownOptions: {
        output: {
          codeSplitting: {
            // The libraries every screen needs ship as one chunk: one request, one gzip window.
            groups: [
              {
                name: 'framework',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-intl|@formatjs|intl-messageformat|jotai)[\\/]|vite[\\/]preload-helper|src[\\/](i18n[\\/](catalogs|locale)|lib[\\/](app-store|activity|notifications))\.ts$/,
                priority: 10,
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
