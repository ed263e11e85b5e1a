// Helpers for the command-line entry points in scripts/.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';
import { EMULATOR_NAMES, HOST, ROOT_DIR, UsageError } from './config.mjs';

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** Runs `main`; prints failures as one line (stack only with DEBUG) and sets the exit code. */
export async function runMain(main) {
  try {
    const code = await main();
    if (typeof code === 'number') process.exitCode = code;
  } catch (error) {
    if (error?.name === 'AbortError') {
      process.exitCode = 130; // interrupted during start-up
      return;
    }
    console.error(`error: ${error?.message ?? error}`);
    if (!(error instanceof UsageError) && process.env.DEBUG) console.error(error);
    process.exitCode = error?.exitCode ?? 1;
  }
}

/**
 * Takes over SIGINT / SIGTERM / SIGHUP. The first one aborts `signal` (and resolves
 * `requested`), so the caller can shut down in order; a second one calls `onForce` (by default:
 * exit at once) for when a clean shutdown hangs.
 */
export function stopOnSignals({ onForce = () => process.exit(130) } = {}) {
  const controller = new AbortController();
  const requested = new Promise((resolve) => {
    controller.signal.addEventListener('abort', () => resolve(controller.signal.reason), {
      once: true,
    });
  });
  for (const name of STOP_SIGNALS) {
    process.on(name, () => {
      if (controller.signal.aborted) onForce();
      else controller.abort(Object.assign(new Error(name), { name: 'AbortError' }));
    });
  }
  return { signal: controller.signal, requested };
}

/**
 * Runs a command in the foreground (inherited stdio, same process group, node_modules/.bin on
 * PATH) and passes stop signals on to it. A terminal Ctrl-C already reaches the whole foreground
 * group, so SIGINT is only forwarded if the command is still running a moment later.
 * @returns {{child: import('node:child_process').ChildProcess, exitCode: Promise<number>}}
 */
export function runCommand(command, args, { env = process.env } = {}) {
  const bin = path.join(ROOT_DIR, 'node_modules', '.bin');
  const child = spawn(command, args, {
    stdio: 'inherit',
    env: { ...env, PATH: [bin, env.PATH].filter(Boolean).join(path.delimiter) },
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  const forward = (name) => {
    if (name !== 'SIGINT') child.kill(name);
    else setTimeout(() => running() && child.kill('SIGINT'), 500).unref();
  };
  STOP_SIGNALS.forEach((name) => process.on(name, forward));
  const exitCode = new Promise((resolve, reject) => {
    const done = () => STOP_SIGNALS.forEach((name) => process.off(name, forward));
    child.once('error', (error) => {
      done();
      const notFound = new UsageError(`command not found: ${command}`);
      reject(error.code === 'ENOENT' ? Object.assign(notFound, { exitCode: 127 }) : error);
    });
    child.once('exit', (code, signalName) => {
      done();
      resolve(code ?? 128 + (constants.signals[signalName] ?? 0));
    });
  });
  return { child, exitCode };
}

export function describeEmulators(ports, names = ['auth', 'firestore', 'storage']) {
  return Object.entries(EMULATOR_NAMES)
    .filter(([key]) => names.includes(key))
    .map(([key, name]) => `  ${name.padEnd(10)} http://${HOST}:${ports[key]}`)
    .join('\n');
}

export function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}
