// Finds a Chromium for the end-to-end tests, installing Debian's package where we can.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

// Flags that work on machines with no network beyond package registries.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

function canInstallWithApt() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

/** Returns a Chromium path, installing Debian's `chromium` if none is found and we are root. */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (!canInstallWithApt()) {
    throw new Error(
      'No Chromium found for the end-to-end tests. Install one (Debian: `sudo apt-get install -y chromium`) ' +
        'or set CHROMIUM_PATH to its executable, then run `npm test` again.',
    );
  }
  console.log('Installing Chromium from Debian packages (about a minute, once)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      throw new Error(
        `apt-get ${args.join(' ')} failed; install Chromium by hand or set CHROMIUM_PATH.`,
      );
    }
  }
  const installed = findChromium();
  if (!installed)
    throw new Error('Chromium was installed but its executable was not found; set CHROMIUM_PATH.');
  return installed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(ensureChromium());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
