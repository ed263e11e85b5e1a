#!/usr/bin/env node
// A long run of the offline-sync property test (tests/integration/offline-sync.property.test.ts)
// against the local emulators: many member sessions with network faults, restarts and the
// listeners on, in chunks of `--chunk` sessions, each chunk a test process with its own random
// seed, `--parallel` chunks at a time. Not part of CI, which runs the test's default 30 sessions.
//
// Usage: node scripts/soak.mjs [--runs 1000] [--chunk 100] [--parallel 2]
//        (npm run soak -- --runs 2000)
// Run it alone against its emulators: other suites on the same emulators (the board paging
// test's 10,000 posts) slow them until attempts time out and sessions fail to drain.
// Prints each chunk's seed (replay a failure with PROPERTY_SEED=<seed> PROPERTY_PATH=<path>) and
// the totals: sessions, actions by kind, outbox entries, faults injected, duration.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runMain, seconds, stopOnSignals } from './lib/cli.mjs';
import { ROOT_DIR, UsageError, emulatorEnv, resolvePorts } from './lib/config.mjs';
import { emulatorsRunning, startEmulators } from './lib/emulators.mjs';

const TEST = 'tests/integration/offline-sync.property.test.ts';
const TOTALS = /offline-sync property: (\{.*\})/;

function count(value, name) {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--${name} must be a positive integer`);
  return n;
}

/** Adds `more` into `sum`, numbers and nested records of numbers alike. */
function add(sum, more) {
  for (const [key, value] of Object.entries(more)) {
    if (typeof value === 'number') sum[key] = (sum[key] ?? 0) + value;
    else if (value && typeof value === 'object') add((sum[key] ??= {}), value);
  }
  return sum;
}

await runMain(async () => {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '1000' },
      chunk: { type: 'string', default: '100' },
      parallel: { type: 'string', default: '2' },
    },
  });
  const runs = count(values.runs, 'runs');
  const chunk = count(values.chunk, 'chunk');
  const parallel = count(values.parallel, 'parallel');

  let emulators;
  const stopRequest = stopOnSignals({
    onForce: () => {
      emulators?.kill();
      process.exit(130);
    },
  });
  const ports = resolvePorts();
  if (!(await emulatorsRunning(ports))) {
    emulators = await startEmulators({ signal: stopRequest.signal, log: () => undefined });
  }

  const started = Date.now();
  const bin = path.join(ROOT_DIR, 'node_modules', '.bin');
  const chunks = Array.from({ length: Math.ceil(runs / chunk) }, (_, i) =>
    Math.min(chunk, runs - i * chunk),
  );
  const children = new Set();
  const results = [];

  function runChunk(index, sessions) {
    const seed = Math.floor(Math.random() * 2 ** 31) * (Math.random() < 0.5 ? -1 : 1);
    console.log(`soak: chunk ${index + 1}/${chunks.length}: ${sessions} sessions, seed ${seed}`);
    const child = spawn('vitest', ['run', '--project', 'integration', TEST], {
      env: {
        ...process.env,
        ...emulatorEnv(ports),
        PATH: [bin, process.env.PATH].join(path.delimiter),
        PROPERTY_RUNS: String(sessions),
        PROPERTY_SEED: String(seed),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    let output = '';
    child.stdout.on('data', (data) => (output += data));
    child.stderr.on('data', (data) => (output += data));
    return new Promise((resolve) =>
      child.once('exit', (code) => {
        children.delete(child);
        const totals = TOTALS.exec(output)?.[1];
        if (code !== 0) console.log(`soak: chunk ${index + 1} (seed ${seed}) failed:\n${output}`);
        results.push({ code: code ?? 1, totals: totals ? JSON.parse(totals) : null });
        resolve();
      }),
    );
  }

  try {
    let next = 0;
    const worker = async () => {
      while (next < chunks.length && !stopRequest.signal.aborted) {
        const index = next++;
        await runChunk(index, chunks[index]);
      }
    };
    await Promise.all(Array.from({ length: parallel }, worker));
    const totals = results.reduce((sum, r) => (r.totals ? add(sum, r.totals) : sum), {});
    delete totals.seconds; // per process; the wall time is below
    const failed = results.filter((r) => r.code !== 0).length;
    console.log(
      `soak: ${failed === 0 ? 'no failures' : `${failed} of ${results.length} chunks failed`}, ` +
        `${seconds(Date.now() - started)}\n${JSON.stringify(totals, null, 2)}`,
    );
    return failed === 0 && results.length === chunks.length ? 0 : 1;
  } finally {
    children.forEach((child) => child.kill());
    await emulators?.stop();
  }
});
