#!/usr/bin/env node
// Runs a command against the local Firebase emulators, then stops them.
//
// Usage: node scripts/with-emulators.mjs [--seed] [--functions] [--verbose] -- <command> [args...]
//   --seed       wipe and load the demo data before running the command
//   --functions  also the optional server (functions/) in the Functions emulator, and Hosting
//                serving the build in PREVIEW_OUT_DIR (default dist/) on FIREBASE_HOSTING_PORT
//   --verbose    show all firebase-tools output
// Emulators already answering on the ports (e.g. `npm start` is up) are reused and left running.
// The command gets FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST,
// FIREBASE_STORAGE_EMULATOR_HOST, VITE_EMULATOR_HOST, VITE_FIRESTORE_PORT, VITE_AUTH_PORT and
// VITE_STORAGE_PORT; this script exits with the command's exit code.
import { parseArgs } from 'node:util';
import { runCommand, runMain, seconds, stopOnSignals } from './lib/cli.mjs';
import { UsageError, emulatorEnv, resolvePorts } from './lib/config.mjs';
import { emulatorsRunning, startEmulators } from './lib/emulators.mjs';
import { seed } from './lib/seed.mjs';

await runMain(async () => {
  const { values, positionals } = parseArgs({
    options: {
      seed: { type: 'boolean' },
      functions: { type: 'boolean' },
      verbose: { type: 'boolean' },
    },
    allowPositionals: true,
  });
  const [command, ...args] = positionals;
  if (!command) {
    throw new UsageError(
      'usage: with-emulators.mjs [--seed] [--functions] [--verbose] -- <command> [args...]',
    );
  }

  let emulators;
  const stopRequest = stopOnSignals({
    onForce: () => {
      emulators?.kill();
      process.exit(130);
    },
  });
  const ports = resolvePorts();
  if (!values.functions && (await emulatorsRunning(ports))) {
    console.log('with-emulators: using the emulators already running.');
  } else {
    emulators = await startEmulators({
      verbose: values.verbose,
      ...(values.functions && {
        functions: true,
        hosting: { port: ports.hosting, publicDir: process.env.PREVIEW_OUT_DIR || 'dist' },
      }),
      signal: stopRequest.signal,
      log: (line) => console.log(`with-emulators: ${line}`),
    });
    console.log(`with-emulators: emulators ready in ${seconds(emulators.startupMs)}.`);
  }

  try {
    if (values.seed) await seed({ ports });
    const { exitCode } = runCommand(command, args, {
      env: { ...process.env, ...emulatorEnv(ports) },
    });
    return await exitCode;
  } finally {
    await emulators?.stop();
  }
});
