#!/usr/bin/env node
// `npm start`: the app as members get it. Builds the production app (service worker, manifest,
// precache) and serves it with the Firebase Hosting emulator (firebase.json's hosting section:
// SPA rewrite, headers) beside seeded Auth, Firestore and Storage emulators, and the optional
// server's functions (functions/, docs/server.md) in the Functions emulator.
//
// With VITE_FIREBASE_API_KEY (or VITE_FIREBASE_PROJECT_ID) set, the app talks to that real
// project: no emulators besides Hosting and no seeding.
// Ports: PORT (5173) for the app; FIREBASE_AUTH_PORT, FIRESTORE_PORT, FIREBASE_STORAGE_PORT,
// FIREBASE_FUNCTIONS_PORT.
// START_OUT_DIR (default dist/) is the build folder it serves.
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
import { printDemoAccounts, seed } from './lib/seed.mjs';

const VITE = path.join(ROOT_DIR, 'node_modules', '.bin', 'vite');

await runMain(async () => {
  const startedAt = Date.now();
  const port = appPort();
  const outDir = process.env.START_OUT_DIR || 'dist';
  let servers;
  const stopRequest = stopOnSignals({
    onForce: () => {
      servers?.kill();
      process.exit(130);
    },
  });

  const realProject = usesRealProject();
  const ports = resolvePorts();
  const reuse = !realProject && (await emulatorsRunning(ports));
  const buildEnv = realProject ? process.env : { ...process.env, ...emulatorEnv(ports) };

  console.log(`Building the app into ${outDir}/ ...`);
  const build = runCommand(VITE, ['build', '--logLevel', 'warn', '--outDir', outDir], {
    env: buildEnv,
  });
  const buildCode = await build.exitCode;
  if (stopRequest.signal.aborted) return 130;
  if (buildCode !== 0) throw new Error(`the build failed (exit ${buildCode})`);

  const hosting = { port, publicDir: outDir };
  if (realProject) {
    console.log('VITE_FIREBASE_* is set: using that Firebase project (no local data emulators).');
  } else if (reuse) {
    console.log('Using the Firebase emulators already running.');
  } else {
    console.log('Starting the Firebase emulators...');
  }
  // The server runs beside emulators this start owns; with a real project or emulators already
  // running, Hosting answers a post's URL with its shell (the app works without the server).
  servers = await startEmulators({
    hosting,
    hostingOnly: realProject || reuse,
    functions: !realProject && !reuse,
    signal: stopRequest.signal,
  });
  try {
    if (!realProject) {
      const summary = await seed({ ports });
      console.log(`Seeded ${summary.users} members and ${summary.posts} posts.`);
    }
    printBanner(`http://${HOST}:${port}/`, Date.now() - startedAt, () => {
      if (!realProject) printEmulators(ports, !reuse);
    });
    const ended = await Promise.race([
      stopRequest.requested.then(() => 'stop'),
      servers.exited.then(() => 'died'),
    ]);
    if (ended === 'died') {
      throw new Error(`the emulators exited unexpectedly; see ${servers.logFile}`);
    }
    return 0;
  } finally {
    console.log('Stopping...');
    await servers.stop();
    console.log('Stopped.');
  }
});

function appPort() {
  const port = Number(process.env.PORT ?? 5173);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new UsageError(`PORT must be a port number, got "${process.env.PORT}".`);
  }
  return port;
}

function printBanner(url, startMs, printDetails) {
  const rule = '-'.repeat(64);
  console.log(`\n${rule}\n  App:  ${url}   (ready in ${seconds(startMs)})\n`);
  printDetails();
  console.log(`  Ctrl-C to stop.\n${rule}\n`);
}

function printEmulators(ports, withServer) {
  const names = ['auth', 'firestore', 'storage', ...(withServer ? ['functions'] : [])];
  console.log(
    `  Firebase emulators (project ${PROJECT_ID}):\n${describeEmulators(ports, names)}\n`,
  );
  printDemoAccounts((line) => console.log(`  ${line}`));
  console.log('');
}
