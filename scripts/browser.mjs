// Finds the Chromium builds the end-to-end tests run, installing Debian's packages where we can.
//
// Most tests run in Chromium's headless shell (Debian's `chromium-headless-shell`, the build
// Playwright itself runs when headless): the same engine, network stack and service workers
// without the browser's window and UI, for about a quarter less CPU a test. The shell has no
// notification centre, so tests of system notifications (tagged `@system-notifications`) run in
// the full browser, which Lighthouse also runs, as a member's phone would.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

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

/** The full browser: CHROMIUM_PATH, else the first one installed. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

/** The browser most end-to-end tests run: the headless shell where installed, else the full one. */
export function findTestChromium() {
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : findChromium();
}

function canInstallWithApt() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

/**
 * Returns the full browser and the tests' browser, installing Debian's `chromium` and
 * `chromium-headless-shell` when missing and we are root. Without apt, the full browser alone
 * will do (every test runs in it).
 */
export function ensureChromium() {
  const missing = [
    ...(findChromium() ? [] : ['chromium']),
    ...(existsSync(HEADLESS_SHELL) ? [] : ['chromium-headless-shell']),
  ];
  if (missing.length > 0 && canInstallWithApt()) {
    console.log(
      `Installing ${missing.join(' and ')} from Debian packages (about a minute, once)...`,
    );
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', ...missing],
    ]) {
      const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (result.status !== 0) {
        throw new Error(
          `apt-get ${args.join(' ')} failed; install Chromium by hand or set CHROMIUM_PATH.`,
        );
      }
    }
  }
  const browser = findChromium();
  if (!browser) {
    throw new Error(
      'No Chromium found for the end-to-end tests. Install it (Debian: `sudo apt-get install -y ' +
        'chromium chromium-headless-shell`) or set CHROMIUM_PATH to its executable, then run ' +
        '`npm test` again.',
    );
  }
  return { browser, tests: findTestChromium() };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(ensureChromium());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
