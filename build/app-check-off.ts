// A build without App Check (a Firebase project with no VITE_APPCHECK_SITE_KEY or
// VITE_APPCHECK_DEBUG_TOKEN) loads no App Check code: the module that starts it
// (src/data/remote/app-check.ts, which imports firebase/app-check) is swapped for
// app-check-off.ts, the same functions doing nothing. The page, its view counter and the
// member's service worker are built with this plugin alike.
import path from 'node:path';
import type { Plugin } from 'vite';
import { appCheckOn } from '../src/data/remote/app-check-plan';

const ON = /[\\/]src[\\/]data[\\/]remote[\\/]app-check\.ts$/;

export function appCheckOff(env: Record<string, string | boolean | undefined>): Plugin {
  const off = !appCheckOn(env);
  return {
    name: 'app-check-off',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!off || !importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !ON.test(resolved.id)) return null;
      return path.join(path.dirname(resolved.id), 'app-check-off.ts');
    },
  };
}
