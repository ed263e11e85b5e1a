// The service worker's replay (sw/replay.ts) as a classic script of its own beside sw.js: a
// service worker cannot use import(), so the replay cannot be a chunk of sw.js; as a script of
// its own, it is evaluated only when the worker replays, and it stays out of the precache. It
// carries the two catalogs' words for its notification (src/data/sync/background-notice.ts).
import path from 'node:path';
import { build, loadEnv, type Plugin, type ResolvedConfig } from 'vite';
import { pickNoticeMessages } from '../src/data/sync/background-notice';
import { appCheckOff } from './app-check-off';
import { catalogWithFallback, parsedCatalog } from './precompiled-messages';

/** The replay script's file, loaded by sw/sw.ts with importScripts. */
export const REPLAY_SCRIPT = 'sw-replay.js';

export function serviceWorkerReplay(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'service-worker-replay',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      // A word missing from a catalog is said in English, as in the app.
      const catalog = (locale: string) =>
        parsedCatalog(catalogWithFallback(path.join(config.root, 'src/i18n'), locale));
      await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        envDir: config.envDir,
        envPrefix: config.envPrefix,
        logLevel: 'warn',
        publicDir: false,
        plugins: [
          appCheckOff({
            ...loadEnv(config.mode, config.envDir || config.root, 'VITE_'),
            ...process.env,
          }),
        ],
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
            entry: path.join(config.root, 'sw/replay.ts'),
            name: 'pixelReplay',
            formats: ['iife'],
            fileName: () => REPLAY_SCRIPT,
          },
        },
      });
    },
  };
}
