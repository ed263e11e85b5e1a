// `npm test`: every check. The end-to-end tests in Chromium against production builds and their
// service worker, in lanes side by side (scripts/lib/e2e-lanes.mjs), each with emulators of its
// own, start as soon as their builds are made; beside them, on the local emulators, the rules and
// integration tests and then the optional server's tests (functions/) under the Functions and
// Hosting emulators; and types, lint, format and unit tests.
// `node scripts/test.mjs --e2e`: the end-to-end lanes alone, as `npm test` runs them.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { ensureChromium } from './browser.mjs';
import { resolvePorts, emulatorEnv } from './lib/config.mjs';
import { endToEndLane, laneCount } from './lib/e2e-lanes.mjs';
import { emulatorsRunning, startEmulators } from './lib/emulators.mjs';
import { seed } from './lib/seed.mjs';
import { runMain, seconds } from './lib/cli.mjs';

const bin = (name) => path.join('node_modules', '.bin', name);

/**
 * Runs one check. `quiet`: its output is held and printed whole when it ends, for a check that
 * runs beside another (their lines would interleave); `prefix`: each line of its output is
 * printed as it comes, after the prefix, for a long check beside others of its kind.
 */
function run(label, command, args, env = {}, { quiet = false, prefix } = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}${quiet ? ' (its output follows when it ends)' : ''}`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: quiet || prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    const output = [];
    if (prefix) {
      for (const stream of [child.stdout, child.stderr]) {
        readline
          .createInterface({ input: stream })
          .on('line', (line) => line.trim() && console.log(`${prefix} ${line}`));
      }
    } else {
      child.stdout?.on('data', (chunk) => output.push(chunk));
      child.stderr?.on('data', (chunk) => output.push(chunk));
    }
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (quiet) process.stdout.write(`\n── ${label} ──\n${Buffer.concat(output).toString()}`);
      if (code === 0) {
        console.log(`✔ ${label} (${seconds(Date.now() - started)})`);
        resolve();
      } else {
        reject(new Error(`${label} failed (${signal ?? `exit ${code}`})`));
      }
    });
  });
}

/** Runs the groups of checks side by side, each in order; fails with every group's failure. */
async function sideBySide(...groups) {
  const results = await Promise.allSettled(groups.map((group) => group()));
  const failures = results.filter((result) => result.status === 'rejected');
  if (failures.length)
    throw new Error(failures.map((f) => f.reason?.message ?? f.reason).join('; '));
}

const totals = { passed: 0, failed: 0 };

async function countVitest(file) {
  const report = JSON.parse(await readFile(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
}

async function countPlaywright(file) {
  const report = JSON.parse(await readFile(file, 'utf8'));
  totals.passed += report.stats.expected + report.stats.flaky;
  totals.failed += report.stats.unexpected;
}

async function vitest(label, projects, reportDir, env = {}, options = {}) {
  const file = path.join(reportDir, `${projects.join('-')}.json`);
  const args = ['run', ...projects.flatMap((p) => ['--project', p])];
  args.push(
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
    '--passWithNoTests',
  );
  try {
    await run(label, bin('vitest'), args, env, options);
  } finally {
    await countVitest(file).catch(() => undefined);
  }
}

/**
 * Starts a lane's emulators (fresh: an emulator keeps the listeners of every closed page, its
 * channel and each change it was sent, for minutes, and late in a long run it answers commits in
 * seconds) and loads the demo data: the end-to-end tests start from it alone, as `npm start`
 * shows it, so what they see does not depend on what ran before them. `started` gets the
 * emulators as soon as they run, to be stopped whatever happens next.
 */
async function laneEmulators(lane, started) {
  const emulators = await startEmulators({
    ports: lane.ports,
    log: (line) => console.log(`[e2e ${lane.name}] ${line}`),
  });
  started.push(emulators);
  await seed({ ports: lane.ports });
  console.log(
    `✔ emulators up and seeded for the end-to-end tests ${lane.name} (${seconds(emulators.startupMs)} to start)`,
  );
}

/** One lane's shard of the end-to-end tests, its lines printed as they come, after its name. */
async function endToEndShard(lane, env, reportDir) {
  const report = path.join(reportDir, `e2e-${lane.index}.json`);
  try {
    await run(
      `end-to-end tests (Chromium, ${lane.name})`,
      bin('playwright'),
      ['test', '--reporter=list,json', `--shard=${lane.name}`, `--output=${lane.outputDir}`],
      { ...env, ...lane.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
      { prefix: `[e2e ${lane.name}]` },
    );
  } finally {
    await countPlaywright(report).catch(() => undefined);
  }
}

/** A promise whose failure is reported where it is awaited, not as an unhandled rejection. */
function awaitedLater(promise) {
  promise.catch(() => undefined);
  return promise;
}

async function main() {
  const endToEndOnly = process.argv.includes('--e2e');
  const reportDir = await mkdtemp(path.join(tmpdir(), 'test-reports-'));
  const started = Date.now();
  let emulators;
  const laneEmulatorSets = [];
  try {
    const chromium = ensureChromium();
    console.log(`Chromium: ${chromium.tests} (and ${chromium.browser} for system notifications)`);

    const ports = resolvePorts();
    // PREVIEW_OUT_DIR (default dist/) lets two checkouts' runs build and serve side by side.
    const outDir = process.env.PREVIEW_OUT_DIR ?? 'dist';
    const count = laneCount();
    const lanes = Array.from({ length: count }, (_, i) =>
      endToEndLane(i + 1, count, { ports, outDir }),
    );
    // The card page's stand-in server (tests/e2e/card-api-stand-in.mjs) listens here; the
    // address is baked into the build.
    const env = {
      ...emulatorEnv(ports),
      CHROMIUM_PATH: chromium.browser,
      VITE_CARD_API_BASE: process.env.VITE_CARD_API_BASE ?? 'http://127.0.0.1:4180',
    };
    const quiet = { quiet: true };

    // The end-to-end tests take the longest by far, waiting on the browser, the emulators and
    // the app's timers more than they compute: their lanes start first, as soon as their builds
    // are made and their emulators seeded, and every other check runs beside them.
    const laneReady = lanes.map((lane) => awaitedLater(laneEmulators(lane, laneEmulatorSets)));
    // The builds bake the emulators' addresses in: one for each lane, and the first emulators'
    // (for the server tests' Hosting) last.
    const laneBuilt = [];
    let previous = Promise.resolve();
    for (const lane of lanes) {
      previous = awaitedLater(
        // Each build runs whether the one before it passed or not, and fails on its own.
        previous
          .catch(() => undefined)
          .then(() =>
            run(
              `build for the end-to-end tests ${lane.name}`,
              bin('vite'),
              ['build', '--logLevel', 'warn', '--outDir', lane.outDir],
              { ...env, ...lane.env },
              quiet,
            ),
          ),
      );
      laneBuilt.push(previous);
    }
    const endToEnd = lanes.map((lane, i) => async () => {
      await laneBuilt[i];
      await laneReady[i];
      await endToEndShard(lane, env, reportDir);
    });
    if (endToEndOnly) {
      await sideBySide(...endToEnd);
    } else {
      const built = awaitedLater(
        previous
          .catch(() => undefined)
          .then(() =>
            run(
              'build',
              bin('vite'),
              ['build', '--logLevel', 'warn', '--outDir', outDir],
              env,
              quiet,
            ),
          ),
      );
      // Every group runs to its end even when another fails, so a run shows every failure.
      await sideBySide(
        ...endToEnd,
        // The rules and integration tests make their own members and posts (thousands, with
        // recent dates), on emulators of their own. Then the optional server's tests: its
        // functions in the Functions emulator, behind Hosting serving the build, on those
        // emulators started again with them.
        async () => {
          if (await emulatorsRunning(ports)) {
            console.log('\nUsing the Firebase emulators already running.');
          } else {
            console.log('\n▶ starting the Firebase emulators');
            emulators = await startEmulators({ ports });
            console.log(`✔ emulators up (${seconds(emulators.startupMs)})`);
          }
          await vitest(
            'rules and integration tests',
            ['rules', 'integration'],
            reportDir,
            env,
            quiet,
          );
          await built;
          if (emulators) {
            await emulators.stop();
            emulators = undefined;
          }
          if (await emulatorsRunning(ports)) {
            console.log(
              '\nThe server tests need emulators of their own: skipped (stop the others).',
            );
            throw new Error('server tests skipped: emulators already running');
          }
          console.log(
            '\n▶ starting the Firebase emulators with the server (functions/) and Hosting',
          );
          emulators = await startEmulators({
            ports,
            functions: true,
            hosting: { port: ports.hosting, publicDir: outDir },
          });
          console.log(`✔ emulators up (${seconds(emulators.startupMs)})`);
          await vitest('server tests (functions)', ['functions'], reportDir, env, quiet);
        },
        // The checks that need no emulator, after the builds.
        async () => {
          await built.catch(() => undefined); // its failure is the server tests' group's
          await run('types', bin('tsc'), ['-b'], {}, quiet);
          await run('lint', bin('eslint'), ['.', '--max-warnings', '0'], {}, quiet);
          await run('format', bin('prettier'), ['--check', '.', '--log-level', 'warn'], {}, quiet);
          await vitest('unit tests', ['unit'], reportDir, {}, quiet);
        },
      );
    }
    console.log(`\nAll checks passed in ${seconds(Date.now() - started)}.`);
  } finally {
    await Promise.all([emulators?.stop(), ...laneEmulatorSets.map((set) => set.stop())]);
    await rm(reportDir, { recursive: true, force: true });
    console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
  }
}

runMain(main);
