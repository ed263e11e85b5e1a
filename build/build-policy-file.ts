// This build's Content-Security-Policy, written beside it (`.content-security-policy`, a dotfile
// Hosting never serves), so `npm start` serves the build with the policy that fits the backend
// it was built for (the local emulators), while firebase.json carries the production one.
import type { Plugin } from 'vite';

export const POLICY_FILE = '.content-security-policy';

export function buildPolicyFile(policy: string): Plugin {
  return {
    name: 'build-policy-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: POLICY_FILE, source: policy });
    },
  };
}
