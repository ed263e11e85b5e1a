#!/usr/bin/env node
// `npm start`: the app on the Vite dev server against seeded local Firebase emulators.
//
// With VITE_FIREBASE_API_KEY (or VITE_FIREBASE_PROJECT_ID) set, the app talks to that real
// project: no emulators and no seeding, just Vite.
// Ports: PORT (5173) for the app; FIREBASE_AUTH_PORT, FIRESTORE_PORT, FIREBASE_STORAGE_PORT.
import path from 'node:path';
import { describeEmulators, runCommand, runMain, seconds, stopOnSignals } from './lib/cli.mjs';
import {
  HOST,
  PROJECT_ID,
  ROOT_DIR,
  UsageError,
  emulatorEnv,
  resolvePorts,
  usesRealProject,
} from './lib/config.mjs';
import { emulatorsRunning, startEmulators } from './lib/emulators.mjs';
import { probe, waitUntil } from './lib/processes.mjs';
import { printDemoAccounts, seed } from './lib/seed.mjs';

const VITE = path.join(ROOT_DIR, 'node_modules', '.bin', 'vite');

await runMain(async () => {
  const port = appPort();
  let emulators;
  const stopRequest = stopOnSignals({
    onForce: () => {
      emulators?.kill();
      process.exit(130);
    },
  });

  if (usesRealProject()) {
    console.log(
      'VITE_FIREBASE_* is set: using that Firebase project (no emulators, no demo data).',
    );
    return runVite(port, process.env, stopRequest, () => {});
  }

  const ports = resolvePorts();
  if (await emulatorsRunning(ports)) {
    console.log('Using the Firebase emulators already running.');
  } else {
    console.log('Starting the Firebase emulators...');
    emulators = await startEmulators({ signal: stopRequest.signal });
    console.log(`Emulators ready in ${seconds(emulators.startupMs)}.`);
  }
  try {
    const summary = await seed({ ports });
    console.log(`Seeded ${summary.users} members and ${summary.posts} posts.`);
    const env = { ...process.env, ...emulatorEnv(ports) };
    return await runVite(port, env, stopRequest, () => printEmulators(ports), emulators);
  } finally {
    if (emulators) {
      console.log('Stopping the emulators...');
      await emulators.stop();
      console.log('Emulators stopped.');
    }
  }
});

/**
 * Runs Vite until it exits (a terminal Ctrl-C reaches it too) or the emulators die under it, and
 * prints the banner once it answers. Resolves with the exit code for this script.
 */
async function runVite(port, env, stopRequest, printDetails, emulators) {
  const url = `http://${HOST}:${port}/`;
  const vite = runCommand(VITE, ['--host', HOST, '--port', String(port), '--strictPort'], { env });
  const viteGone = new AbortController();
  vite.exitCode.finally(() => viteGone.abort()).catch(() => {});

  const up = await waitUntil(async () => (await probe(url, { timeoutMs: 2000 })) !== null, {
    timeoutMs: 120_000,
    intervalMs: 250,
    abort: AbortSignal.any([viteGone.signal, stopRequest.signal]),
  }).then(
    () => true,
    () => false,
  );
  if (up) printBanner(url, printDetails);

  const ended = await Promise.race([
    vite.exitCode.then((code) => ({ code })),
    (emulators?.exited ?? new Promise(() => {})).then(() => ({ emulatorsDied: true })),
  ]);
  if (ended.emulatorsDied) {
    vite.child.kill('SIGTERM');
    await vite.exitCode;
    throw new Error(`the emulators exited unexpectedly; see ${emulators.logFile}`);
  }
  // Stopped on purpose (Ctrl-C) is a clean exit; otherwise pass Vite's exit code on.
  return stopRequest.signal.aborted ? 0 : ended.code;
}

function appPort() {
  const port = Number(process.env.PORT ?? 5173);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new UsageError(`PORT must be a port number, got "${process.env.PORT}".`);
  }
  return port;
}

function printBanner(url, printDetails) {
  const rule = '-'.repeat(64);
  console.log(`\n${rule}\n  App:  ${url}\n`);
  printDetails();
  console.log(`  Ctrl-C to stop.\n${rule}\n`);
}

function printEmulators(ports) {
  console.log(`  Firebase emulators (project ${PROJECT_ID}):\n${describeEmulators(ports)}\n`);
  printDemoAccounts((line) => console.log(`  ${line}`));
  console.log('');
}
