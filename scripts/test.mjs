// `npm test`: every check. With the local emulators up, the rules and integration tests, and
// beside them types, lint, format, unit tests and the production builds; then the end-to-end
// tests in Chromium against the builds and their service worker, in lanes side by side
// (scripts/lib/e2e-lanes.mjs), each on fresh, seeded emulators of its own; last, the optional
// server's tests (functions/) under the Functions and Hosting emulators.
// `node scripts/test.mjs --e2e`: the end-to-end lanes alone, as `npm test` runs them.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { ensureChromium } from './browser.mjs';
import { resolvePorts, emulatorEnv } from './lib/config.mjs';
import { CARD_API_BASE, endToEndLane, laneCount } from './lib/e2e-lanes.mjs';
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
 * shows it, so what they see does not depend on what ran before them.
 */
async function laneEmulators(lane) {
  const started = Date.now();
  const emulators = await startEmulators({
    ports: lane.ports,
    log: (line) => console.log(`[e2e ${lane.name}] ${line}`),
  });
  try {
    await seed({ ports: lane.ports });
  } catch (error) {
    await emulators.stop();
    throw error;
  }
  console.log(
    `✔ emulators up and seeded for the end-to-end tests ${lane.name} (${seconds(Date.now() - started)})`,
  );
  return emulators;
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

/** Builds the app for a lane: the emulators' and the card stand-in's addresses are baked in. */
function buildLane(lane, env, options) {
  const args = ['build', '--logLevel', 'warn', '--outDir', lane.outDir];
  return run(
    `build for the end-to-end tests ${lane.name}`,
    bin('vite'),
    args,
    { ...env, ...lane.env },
    options,
  );
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
      VITE_CARD_API_BASE: process.env.VITE_CARD_API_BASE ?? CARD_API_BASE,
    };
    const quiet = { quiet: true };
    // Each lane's build, then its emulators, started and seeded.
    const prepareLanes = async () => {
      for (const lane of lanes) await buildLane(lane, env, quiet);
      await Promise.all(
        lanes.map(async (lane) => laneEmulatorSets.push(await laneEmulators(lane))),
      );
    };

    if (endToEndOnly) {
      await prepareLanes();
    } else {
      if (await emulatorsRunning(ports)) {
        console.log('\nUsing the Firebase emulators already running.');
      } else {
        console.log('\n▶ starting the Firebase emulators');
        emulators = await startEmulators({ ports });
        console.log(`✔ emulators up (${seconds(emulators.startupMs)})`);
      }
      // The rules and integration tests wait on the emulators a third of their time: beside them
      // run the checks that need no emulator and the builds, then the lanes' emulators start.
      await sideBySide(
        // The rules and integration tests make their own members and posts (thousands, with
        // recent dates); the end-to-end tests run on emulators of their own, seeded with the
        // demo data alone.
        () =>
          vitest('rules and integration tests', ['rules', 'integration'], reportDir, env, quiet),
        async () => {
          await run('types', bin('tsc'), ['-b'], {}, quiet);
          await run('lint', bin('eslint'), ['.', '--max-warnings', '0'], {}, quiet);
          await run('format', bin('prettier'), ['--check', '.', '--log-level', 'warn'], {}, quiet);
          await vitest('unit tests', ['unit'], reportDir, {}, quiet);
          const build = ['build', '--logLevel', 'warn', '--outDir', outDir];
          await run('build', bin('vite'), build, env, quiet);
          await prepareLanes();
        },
      );
      await emulators?.stop();
      emulators = undefined;
    }
    // The end-to-end lanes side by side (scripts/lib/e2e-lanes.mjs says why two), each to its
    // end even when another fails, so a run shows every failure.
    let failure;
    try {
      await sideBySide(...lanes.map((lane) => () => endToEndShard(lane, env, reportDir)));
    } catch (error) {
      failure = error;
    } finally {
      await Promise.all(laneEmulatorSets.splice(0).map((set) => set.stop()));
    }
    // The optional server's tests: its functions in the Functions emulator, behind Hosting
    // serving the build, on fresh emulators (their own phase: nothing else runs the server).
    if (!endToEndOnly) {
      if (await emulatorsRunning(ports)) {
        console.log('\nThe server tests need emulators of their own: skipped (stop the others).');
        failure ??= new Error('server tests skipped: emulators already running');
      } else {
        console.log('\n▶ starting the Firebase emulators with the server (functions/) and Hosting');
        emulators = await startEmulators({
          ports,
          functions: true,
          hosting: { port: ports.hosting, publicDir: outDir },
        });
        console.log(`✔ emulators up (${seconds(emulators.startupMs)})`);
        try {
          await vitest('server tests (functions)', ['functions'], reportDir, env);
        } catch (error) {
          failure ??= error;
        }
      }
    }
    if (failure) throw failure;
    console.log(`\nAll checks passed in ${seconds(Date.now() - started)}.`);
  } finally {
    await Promise.all([emulators?.stop(), ...laneEmulatorSets.map((set) => set.stop())]);
    await rm(reportDir, { recursive: true, force: true });
    console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
  }
}

runMain(main);
