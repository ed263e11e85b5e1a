// This build's Content-Security-Policy, written beside it (`.content-security-policy`, a dotfile
// Hosting never serves) and served with it: `npm start` (scripts/lib/emulators.mjs) and
// `vite preview` both answer with the policy of the build they serve, which fits the backend it
// was built for (say, emulators on other ports), while firebase.json carries the production one.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export const POLICY_FILE = '.content-security-policy';

/** The policy to serve a build with: the one it was built with, else `computed` (this config's). */
export function servedPolicy(outDir: string, computed: string): string {
  try {
    return readFileSync(path.join(outDir, POLICY_FILE), 'utf8').trim() || computed;
  } catch {
    return computed;
  }
}

export function buildPolicyFile(policy: string): Plugin {
  return {
    name: 'build-policy-file',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: POLICY_FILE, source: policy });
    },
    // Before the preview's own middleware reads its headers (the shell fallback's 404 too).
    configurePreviewServer({ config }) {
      const outDir = path.resolve(config.root, config.build.outDir);
      config.preview.headers = {
        ...config.preview.headers,
        'Content-Security-Policy': servedPolicy(outDir, policy),
      };
    },
  };
}
