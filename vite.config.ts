import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { contentSecurityPolicy, firestoreOrigin } from './src/app/content-security-policy';
import { appCheckOff } from './build/app-check-off';
import { buildPolicyFile } from './build/build-policy-file';
import { chunkGroups, preloadedWithImport, recordModuleGraph, rootsOf } from './build/chunk-groups';
import { EARLY_ENTRY, earlyEntry } from './build/early-entry';
import { installableApp } from './build/installable-app';
import { pageBudget } from './build/page-budget';
import { preconnectFirestore } from './build/preconnect-firestore';
import { precompiledMessages } from './build/precompiled-messages';
import { prerenderPages } from './build/prerender-pages';
import { routeModules } from './build/route-modules';
import { serviceWorkerReplay } from './build/service-worker-replay';
import { shellFallback } from './build/shell-fallback';
import { subsetPixelFont } from './build/subset-pixel-font';

// The build, as a list of plugins: each is a file of build/ that says why it is there.

/** The first script: its own entry, loaded ahead of the app's (build/early-entry.ts). */
const FIRST_SCRIPT = 'src/early.ts';

/** The list of posts: its rows' pieces and its virtualizer are chunks of their own. */
const POST_LIST = 'src/features/posts/post-list.tsx';

const fromRoot = (file: string) => fileURLToPath(new URL(file, import.meta.url));

// react-router's package exports only its development build; the production build drops the
// dev-time warnings and checks.
const routerProduction = fromRoot('./node_modules/react-router/dist/production/index.mjs');
// The catalogs ship pre-parsed (build/precompiled-messages.ts): no message parser in the bundle.
const noParser = fromRoot('./node_modules/@formatjs/icu-messageformat-parser/no-parser.js');

export default defineConfig(({ mode, isSsrBuild }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  const policy = contentSecurityPolicy(env);
  const moduleGraph = recordModuleGraph(rootsOf(FIRST_SCRIPT, POST_LIST));
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
      appCheckOff(env),
      precompiledMessages(),
      routeModules(),
      react(),
      tailwindcss(),
      // The Node build that renders the pages (build/prerender-pages.ts) needs none of what
      // follows.
      ...(isSsrBuild
        ? []
        : [
            moduleGraph.plugin,
            buildPolicyFile(policy),
            preconnectFirestore(firestoreOrigin(env)),
            earlyEntry(),
            serviceWorkerReplay(),
            subsetPixelFont(),
            prerenderPages(),
            shellFallback(),
            installableApp(),
            pageBudget(),
          ]),
    ],
    // The worker that counts a visitor's views (src/data/remote/hits-worker.ts): a module, as
    // the app's own scripts are.
    worker: { format: 'es' as const, plugins: () => [appCheckOff(env)] },
    build: {
      target: 'es2022',
      sourcemap: false,
      manifest: true,
      // Every browser that runs a service worker already supports modulepreload.
      modulePreload: { polyfill: false, resolveDependencies: preloadedWithImport },
      rolldownOptions: {
        ...(isSsrBuild ? {} : { input: { index: 'index.html', [EARLY_ENTRY]: FIRST_SCRIPT } }),
        treeshake: {
          moduleSideEffects: [
            { test: /src[\\/]features[\\/]analytics[\\/]analytics\.ts$/, sideEffects: true },
            { test: /src[\\/](features|data|ui|lib|i18n)[\\/].*\.tsx?$/, sideEffects: false },
          ],
        },
        output: isSsrBuild ? {} : { codeSplitting: { groups: chunkGroups(moduleGraph.graph) } },
      },
    },
    // The dev server runs without a policy (its hot reload injects inline scripts); the built app
    // is served with its own (build/build-policy-file.ts).
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
