// Finds a Chromium for the end-to-end tests, installing Debian's package where we can.
//
// The tests prefer Chromium's headless shell (Debian's `chromium-headless-shell`, the build
// Playwright itself runs when headless): the same engine, network stack and service workers
// without the browser's window and UI, for about a quarter less CPU a test than the full browser.
// Lighthouse runs the full browser (`findChromium()`), as a member's phone would.
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

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

/** The browser the end-to-end tests run: CHROMIUM_PATH, else the headless shell, else Chromium. */
export function findTestChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : findChromium();
}

function canInstallWithApt() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

/**
 * Returns the tests' Chromium, installing Debian's `chromium-headless-shell` when it is missing
 * and we are root; without apt, any Chromium found will do.
 */
export function ensureChromium() {
  const found = findTestChromium();
  // A browser named in CHROMIUM_PATH, or the shell, is used as is; the full browser only where
  // the shell cannot be installed.
  const chosen = found === process.env.CHROMIUM_PATH || found === HEADLESS_SHELL;
  if (found && (chosen || !canInstallWithApt())) return found;
  if (!canInstallWithApt()) {
    throw new Error(
      'No Chromium found for the end-to-end tests. Install one (Debian: `sudo apt-get install -y chromium-headless-shell`) ' +
        'or set CHROMIUM_PATH to its executable, then run `npm test` again.',
    );
  }
  console.log(
    "Installing Chromium's headless shell from Debian packages (about a minute, once)...",
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium-headless-shell'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      throw new Error(
        `apt-get ${args.join(' ')} failed; install Chromium by hand or set CHROMIUM_PATH.`,
      );
    }
  }
  const installed = findTestChromium();
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
