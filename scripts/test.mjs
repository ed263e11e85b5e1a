// `npm test`: every check. With the local emulators up, the rules and integration tests, and
// beside them types, lint, format, unit tests and a production build; then, with the emulators
// fresh and seeded, the end-to-end tests in Chromium against that build and its service worker,
// in two halves, each on a fresh emulator; last, the optional server's tests (functions/) under
// the Functions and Hosting emulators.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureChromium } from './browser.mjs';
import { resolvePorts, emulatorEnv } from './lib/config.mjs';
import { emulatorsRunning, startEmulators } from './lib/emulators.mjs';
import { seed } from './lib/seed.mjs';
import { runMain, seconds } from './lib/cli.mjs';

const bin = (name) => path.join('node_modules', '.bin', name);

/**
 * Runs one check. `quiet`: its output is held and printed whole when it ends, for a check that
 * runs beside another (their lines would interleave).
 */
function run(label, command, args, env = {}, { quiet = false } = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}${quiet ? ' (its output follows when it ends)' : ''}`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
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

async function main() {
  const reportDir = await mkdtemp(path.join(tmpdir(), 'test-reports-'));
  const started = Date.now();
  let emulators;
  try {
    const chromium = ensureChromium();
    console.log(`Chromium: ${chromium.tests} (and ${chromium.browser} for system notifications)`);

    const ports = resolvePorts();
    if (await emulatorsRunning(ports)) {
      console.log('\nUsing the Firebase emulators already running.');
    } else {
      console.log('\n▶ starting the Firebase emulators');
      emulators = await startEmulators({ ports });
      console.log(`✔ emulators up (${seconds(emulators.startupMs)})`);
    }
    // The card page's stand-in server (tests/e2e/card-api-stand-in.mjs) listens here; the
    // address is baked into the build.
    const env = {
      ...emulatorEnv(ports),
      CHROMIUM_PATH: chromium.browser,
      VITE_CARD_API_BASE: process.env.VITE_CARD_API_BASE ?? 'http://127.0.0.1:4180',
    };
    // PREVIEW_OUT_DIR (default dist/) lets two checkouts' runs build and serve side by side.
    const outDir = process.env.PREVIEW_OUT_DIR ?? 'dist';

    // The rules and integration tests wait on the emulators a third of their time: the checks
    // that need no emulator, and the build, run beside them.
    const quiet = { quiet: true };
    await sideBySide(
      // The rules and integration tests make their own members and posts: the demo data is
      // seeded for the end-to-end tests alone, below.
      () => vitest('rules and integration tests', ['rules', 'integration'], reportDir, env, quiet),
      async () => {
        await run('types', bin('tsc'), ['-b'], {}, quiet);
        await run('lint', bin('eslint'), ['.', '--max-warnings', '0'], {}, quiet);
        await run('format', bin('prettier'), ['--check', '.', '--log-level', 'warn'], {}, quiet);
        await vitest('unit tests', ['unit'], reportDir, {}, quiet);
        const build = ['build', '--logLevel', 'warn', '--outDir', outDir];
        await run('build', bin('vite'), build, env, quiet);
      },
    );
    // The rules and integration tests leave their own posts and members behind (thousands, with
    // recent dates); the end-to-end tests start again from the demo data alone, as `npm start`
    // shows it, so what they see does not depend on what ran before them. A fresh emulator
    // process too, for each half of them: an emulator keeps the listeners of every closed page
    // (its channel, and each change it was sent) for minutes, and late in a long run it answers
    // commits in seconds.
    // Both halves run even when the first fails, so a run shows every failure.
    let failure;
    for (const shard of [1, 2]) {
      if (emulators) {
        await emulators.stop();
        console.log(`\n▶ restarting the Firebase emulators for the end-to-end tests (${shard}/2)`);
        emulators = await startEmulators({ ports });
        console.log(`✔ emulators up (${seconds(emulators.startupMs)})`);
      }
      await seed({ ports });
      const playwrightReport = path.join(reportDir, `e2e-${shard}.json`);
      try {
        await run(
          `end-to-end tests (Chromium, ${shard}/2)`,
          bin('playwright'),
          ['test', '--reporter=list,json', `--shard=${shard}/2`],
          {
            ...env,
            PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
          },
        );
      } catch (error) {
        failure ??= error;
      } finally {
        await countPlaywright(playwrightReport).catch(() => undefined);
      }
    }
    // The optional server's tests: its functions in the Functions emulator, behind Hosting
    // serving the build, on fresh emulators (their own phase: nothing else runs the server).
    if (emulators) {
      await emulators.stop();
      emulators = undefined;
    }
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
    if (failure) throw failure;
    console.log(`\nAll checks passed in ${seconds(Date.now() - started)}.`);
  } finally {
    await emulators?.stop();
    await rm(reportDir, { recursive: true, force: true });
    console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
  }
}

runMain(main);
