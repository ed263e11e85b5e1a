// Starts and stops the Auth, Firestore and Storage emulators (firebase-tools `emulators:start`),
// with Hosting and the optional server's Functions where asked.
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { constants as osConstants } from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { prepareLocalBinaries } from './binaries.mjs';
import {
  CACHE_DIR,
  EMULATOR_NAMES,
  FUNCTIONS_REGION,
  HOST,
  PORT_ENV,
  PROJECT_ID,
  ROOT_DIR,
  STORAGE_BUCKET,
  UsageError,
  emulatorEnv,
  resolvePorts,
} from './config.mjs';
import {
  commandExists,
  descendants,
  isPortFree,
  probe,
  signal,
  stillRuns,
  waitForExit,
  waitUntil,
} from './processes.mjs';

const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;
const DATA_EMULATORS = ['auth', 'firestore', 'storage'];

// firebase-tools lines that are expected here and only add noise to the console.
const NOISE = [
  /Unable to fetch the CLI MOTD/,
  /Env variable override detected/,
  /Java version < 21/,
  /Emulator UI is not starting/,
  // The server's functions run on the host's Node, whatever functions/package.json deploys.
  /Your requested "node" version/,
  /running multiple instances of the emulator suite/,
];

/** How to tell that each emulator answers on its port (and is the emulator we expect). */
const READY_CHECKS = {
  auth: async (port) => (await probe(`http://${HOST}:${port}/`))?.text.includes('authEmulator'),
  firestore: async (port) => (await probe(`http://${HOST}:${port}/`))?.text.trim() === 'Ok',
  storage: async (port) =>
    (
      await probe(`http://${HOST}:${port}/v0/b/${STORAGE_BUCKET}/o`, {
        headers: { Authorization: 'Bearer owner' },
      })
    )?.status === 200,
};

/** Which emulators already answer on `ports`, e.g. { auth: true, firestore: true, storage: false }. */
export async function detectEmulators(ports) {
  const entries = await Promise.all(
    Object.entries(READY_CHECKS).map(async ([name, check]) => [
      name,
      Boolean(await check(ports[name])),
    ]),
  );
  return Object.fromEntries(entries);
}

/** True when all three emulators answer on `ports`. */
export async function emulatorsRunning(ports) {
  return Object.values(await detectEmulators(ports)).every(Boolean);
}

/**
 * Starts the emulators and resolves once all three answer over HTTP.
 *
 * @param {object} [options]
 * @param {Partial<{auth: number, firestore: number, storage: number}>} [options.ports]
 *   Overrides FIREBASE_AUTH_PORT / FIRESTORE_PORT / FIREBASE_STORAGE_PORT.
 * @param {(line: string) => void} [options.log] Receives status lines and firebase-tools warnings.
 * @param {boolean} [options.verbose] Pass every firebase-tools output line to `log`.
 * @param {AbortSignal} [options.signal] Aborting during start-up stops what was started.
 * @param {{port: number, publicDir: string}} [options.hosting] Also run the Hosting emulator,
 *   serving `publicDir` (a production build) with firebase.json's hosting section on `port`.
 * @param {boolean} [options.hostingOnly] Run only the Hosting emulator (the others already run
 *   elsewhere, or the app uses a real Firebase project).
 * @param {boolean} [options.functions] Also run the optional server's functions (functions/,
 *   built first) in the Functions emulator; Hosting then sends the paths firebase.json rewrites
 *   to a function there. Without it, those paths get the pages that follow their rewrites.
 * @returns {Promise<{ports: {auth: number, firestore: number, storage: number},
 *   env: Record<string, string>, logFile: string, startupMs: number,
 *   exited: Promise<{code: number | null, signal: string | null}>,
 *   stop: () => Promise<void>, kill: () => void}>}
 *   `stop()` shuts down cleanly (idempotent); `kill()` SIGKILLs everything at once.
 * @throws {UsageError} when Java is missing or a port is taken (message fit for one line).
 */
export async function startEmulators({
  ports: portOverrides,
  log = console.log,
  verbose = false,
  signal: cancel,
  hosting,
  hostingOnly = false,
  functions = false,
} = {}) {
  const startedAt = Date.now();
  const ports = resolvePorts(portOverrides);
  if (!hostingOnly) {
    await assertJava();
    await assertPortsFree(ports, functions ? [...DATA_EMULATORS, 'functions'] : DATA_EMULATORS);
  }
  if (functions) buildFunctions();
  if (hosting && !(await isPortFree(hosting.port, HOST))) {
    throw new UsageError(
      `Port already in use on ${HOST}: ${hosting.port} (the app; set PORT to change).`,
    );
  }
  const binaries = await prepareLocalBinaries();
  binaries.notes.forEach((note) => log(`emulators: ${note}`));

  cancel?.throwIfAborted();
  const runDir = path.join(
    CACHE_DIR,
    hostingOnly ? `run-hosting-${hosting.port}` : `run-${ports.firestore}`,
  );
  await mkdir(runDir, { recursive: true });
  const configFile = await writeRunConfig(runDir, ports, hosting, hostingOnly, functions);
  const logFile = path.join(runDir, 'emulators.log');
  const only = hostingOnly ? ['hosting'] : [...DATA_EMULATORS];
  if (hosting && !hostingOnly) only.push('hosting');
  if (functions) only.push('functions');
  // The functions read the shell from the app's origin (functions/src/post-page.ts).
  const functionsEnv = hosting ? { APP_ORIGIN: `http://${HOST}:${hosting.port}` } : {};
  const child = spawnFirebase(configFile, runDir, { ...binaries.env, ...functionsEnv }, only);
  const functionsState = { loaded: false, failed: null };
  const output = captureOutput(child, logFile, (line) => {
    if (/Loaded functions definitions from source/.test(line)) functionsState.loaded = true;
    if (/Failed to load function definition/.test(line)) functionsState.failed = line;
    if (verbose || (isWarning(line) && !NOISE.some((pattern) => pattern.test(line)))) log(line);
  });
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signalName) => resolve({ code, signal: signalName }));
  });
  const { stop, kill, track } = stopper(child, exited);

  try {
    await waitUntilReady(ports, exited, cancel, hosting, hostingOnly, functions && functionsState);
    await track();
  } catch (error) {
    if (cancel?.aborted) {
      // Interrupted while starting: nothing worth a clean shutdown yet.
      await track();
      kill();
      throw cancel.reason;
    }
    await stop();
    throw new Error(`${error.message}\n--- last lines of ${logFile} ---\n${output.tail()}`, {
      cause: error,
    });
  }
  const startupMs = Date.now() - startedAt;
  return { ports, env: emulatorEnv(ports), logFile, startupMs, exited, stop, kill };
}

async function assertJava() {
  if (!(await commandExists('java'))) {
    throw new UsageError(
      'Java is required for the Firestore and Storage emulators, but `java` is not on PATH ' +
        '(install a JDK, e.g. `apt-get install openjdk-17-jdk-headless`).',
    );
  }
}

/** Bundles the server's functions into functions/lib (functions/build.mjs), as the deploy does. */
function buildFunctions() {
  execFileSync(process.execPath, [path.join(ROOT_DIR, 'functions', 'build.mjs')], {
    stdio: 'inherit',
  });
}

/** The URL of one of the server's HTTP functions under the Functions emulator. */
export function functionUrl(ports, name) {
  return `http://${HOST}:${ports.functions}/${PROJECT_ID}/${FUNCTIONS_REGION}/${name}`;
}

async function assertPortsFree(ports, names) {
  const taken = [];
  for (const name of names) {
    if (!(await isPortFree(ports[name], HOST))) taken.push(name);
  }
  if (taken.length === 0) return;
  if (await emulatorsRunning(ports)) {
    throw new UsageError(
      `Firebase emulators are already running on ${HOST} (auth ${ports.auth}, ` +
        `firestore ${ports.firestore}, storage ${ports.storage}).`,
    );
  }
  const details = taken
    .map((name) => `${ports[name]} (${EMULATOR_NAMES[name]}; set ${PORT_ENV[name]} to change)`)
    .join(', ');
  throw new UsageError(`Port already in use on ${HOST}: ${details}.`);
}

/**
 * The build's own Content-Security-Policy (written beside it by build/build-policy-file.ts) replaces
 * firebase.json's production one: a build for the local emulators talks to them, not to Google.
 */
async function useBuildPolicy(hostingConfig, buildDir) {
  const policy = await readFile(path.join(buildDir, '.content-security-policy'), 'utf8').catch(
    () => null,
  );
  if (!policy) return;
  for (const rule of hostingConfig.headers ?? []) {
    for (const header of rule.headers ?? []) {
      if (header.key === 'Content-Security-Policy') header.value = policy.trim();
    }
  }
}

/**
 * firebase.json for this run: the repo's config with absolute rule paths and the chosen ports
 * (and, with `hosting`, the build folder to serve and the app's port).
 */
async function writeRunConfig(runDir, ports, hosting, hostingOnly, functions) {
  const config = JSON.parse(await readFile(path.join(ROOT_DIR, 'firebase.json'), 'utf8'));
  const fromRoot = (file) => path.resolve(ROOT_DIR, file);
  if (config.firestore?.rules) config.firestore.rules = fromRoot(config.firestore.rules);
  if (config.firestore?.indexes) config.firestore.indexes = fromRoot(config.firestore.indexes);
  if (config.storage?.rules) config.storage.rules = fromRoot(config.storage.rules);
  config.emulators = {
    ...config.emulators,
    singleProjectMode: true,
    auth: { host: HOST, port: ports.auth },
    firestore: { host: HOST, port: ports.firestore },
    storage: { host: HOST, port: ports.storage },
    ui: { enabled: false },
  };
  if (functions) {
    // Relative to the run folder, as firebase-tools reads it.
    config.functions = {
      ...config.functions,
      source: path.relative(runDir, fromRoot('functions')),
    };
    delete config.functions.predeploy;
    config.emulators.functions = { host: HOST, port: ports.functions };
  } else {
    delete config.functions;
    delete config.emulators.functions;
  }
  if (hosting) {
    // Hosting joins `public` to the config's folder, so it must be relative to the run folder.
    const publicDir = path.relative(runDir, path.resolve(ROOT_DIR, hosting.publicDir));
    config.hosting = { ...config.hosting, public: publicDir };
    // Without the server, a path its function answers gets the page its next rewrite names.
    if (!functions) config.hosting.rewrites = config.hosting.rewrites.filter((r) => !r.function);
    await useBuildPolicy(config.hosting, path.resolve(ROOT_DIR, hosting.publicDir));
    config.emulators.hosting = { host: HOST, port: hosting.port };
  } else {
    delete config.hosting;
    delete config.emulators.hosting;
  }
  // The hub and logging ports follow the Firestore port (the functions' tests find the hub there),
  // so emulators started side by side (on other ports) have their own: firebase-tools moves the
  // hub off a taken port, but not the logging port.
  if (hostingOnly) {
    // Beside emulators that already hold the hub and logging ports.
    config.emulators.hub = { host: HOST, port: hosting.port + 1 };
    config.emulators.logging = { host: HOST, port: hosting.port + 2 };
  } else {
    config.emulators.hub = { host: HOST, port: ports.firestore + 1 };
    config.emulators.logging = { host: HOST, port: ports.firestore + 2 };
  }
  const file = path.join(runDir, 'firebase.json');
  await writeFile(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}

function spawnFirebase(configFile, cwd, binaryEnv, only) {
  const require = createRequire(import.meta.url);
  const cli = path.join(
    path.dirname(require.resolve('firebase-tools/package.json')),
    'lib/bin/firebase.js',
  );
  const args = [
    cli,
    'emulators:start',
    '--project',
    PROJECT_ID,
    '--only',
    only.join(','),
    '--config',
    configFile,
  ];
  return spawn(process.execPath, args, {
    cwd, // firebase-tools writes its *-debug.log files into the working directory
    // Own process group: a terminal Ctrl-C reaches only us, and we stop the whole group in order.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...binaryEnv,
      // Never prompt or check for updates (CI, no stdin).
      CI: process.env.CI ?? 'true',
      NO_UPDATE_NOTIFIER: '1',
      NO_COLOR: '1',
      // The Storage emulator keeps (and wipes) its blobs under the temp dir: one per run, so
      // emulators started side by side on other ports do not delete each other's files.
      TMPDIR: cwd,
    },
  });
}

function captureOutput(child, logFile, onLine) {
  const file = createWriteStream(logFile);
  const tail = [];
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      file.write(`${line}\n`);
      tail.push(line);
      if (tail.length > 30) tail.shift();
      onLine(line);
    });
  }
  child.once('exit', () => file.end());
  return { tail: () => tail.join('\n') };
}

function isWarning(line) {
  return /^\s*(⚠|✖|!!)|\b(error|fatal)\b/i.test(line);
}

async function waitUntilReady(ports, exited, cancel, hosting, hostingOnly, functionsState) {
  const exitedEarly = new AbortController();
  exited.then(({ code, signal: name }) =>
    exitedEarly.abort(
      new Error(`firebase emulators:start exited early (${name ?? `code ${code}`})`),
    ),
  );
  const abort = cancel ? AbortSignal.any([cancel, exitedEarly.signal]) : exitedEarly.signal;
  const checks = hostingOnly ? {} : { ...READY_CHECKS };
  if (hosting) {
    checks.hosting = async () => (await probe(`http://${HOST}:${hosting.port}/`))?.status === 200;
  }
  if (functionsState) {
    // Ready once it has loaded the functions' definitions (it says so), not by calling one.
    checks.functions = async () => {
      if (functionsState.failed) throw new Error(functionsState.failed);
      return functionsState.loaded;
    };
  }
  const pending = new Set(Object.keys(checks));
  try {
    await waitUntil(
      async () => {
        for (const name of [...pending]) {
          if (await checks[name](ports[name])) pending.delete(name);
        }
        return pending.size === 0;
      },
      { timeoutMs: START_TIMEOUT_MS, intervalMs: 200, abort },
    );
  } catch (error) {
    if (abort.aborted) throw abort.reason;
    throw new Error(`emulators not ready (${[...pending].join(', ')}): ${error.message}`, {
      cause: error,
    });
  }
}

/**
 * Stops firebase-tools and everything it started. firebase-tools shuts its emulators down on
 * SIGINT; the Firestore JVM runs in its own process group, so survivors are found by parentage
 * and killed explicitly.
 */
function stopper(child, exited) {
  let stopping;
  let known = []; // descendants as { pid, args }
  const running = () => child.exitCode === null && child.signalCode === null;
  const kill = () => {
    for (const { pid } of known) signal(pid, 'SIGKILL');
    signal(-child.pid, 'SIGKILL');
  };
  // Last resort if this process exits without stopping them: never leave JVMs behind.
  const onExit = () => running() && kill();
  process.once('exit', onExit);
  // They run in their own process group, so a caller that does not handle stop signals itself
  // would die on one and leave them running: kill them, then exit as that signal would.
  const unhandled = ['SIGINT', 'SIGTERM', 'SIGHUP'].filter((name) => !process.listenerCount(name));
  const onSignal = (name) => {
    kill();
    process.exit(128 + osConstants.signals[name]);
  };
  unhandled.forEach((name) => process.on(name, onSignal));

  // Remember the JVMs while firebase-tools is alive: once it is gone they are orphans.
  const track = async () => {
    known = await descendants(child.pid);
  };

  const stop = () => {
    stopping ??= (async () => {
      if (running()) {
        await track();
        signal(-child.pid, 'SIGINT');
        const exitedInTime = await Promise.race([
          exited.then(() => true),
          sleep(STOP_TIMEOUT_MS, false, { ref: false }),
        ]);
        if (!exitedInTime) kill();
      }
      // Whatever outlived firebase-tools (e.g. after it crashed) and is still the same process.
      const pids = known.map(({ pid }) => pid);
      if (!(await waitForExit(pids, 3000))) {
        for (const leftover of known) {
          if (await stillRuns(leftover)) signal(leftover.pid, 'SIGKILL');
        }
        await waitForExit(pids, 2000);
      }
      process.off('exit', onExit);
      unhandled.forEach((name) => process.off(name, onSignal));
    })();
    return stopping;
  };
  return { stop, kill, track };
}
