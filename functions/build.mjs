// Bundles the functions into lib/index.js: the app's own modules they import (the tokenizer, the
// markdown pipeline, the page's reads) and their packages travel inside the bundle; the Firebase
// SDKs stay dependencies (functions/package.json), as the deploy installs them.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));

await build({
  absWorkingDir: dir,
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  external: ['firebase-admin', 'firebase-admin/*', 'firebase-functions', 'firebase-functions/*'],
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
});
