#!/usr/bin/env node
// Runs the local Firebase emulators (Auth, Firestore, Storage) until Ctrl-C.
//
// Usage: node scripts/emulators.mjs [--seed] [--verbose]
//   --seed     load the demo members and posts once the emulators are up
//   --verbose  show all firebase-tools output
// Ports: FIREBASE_AUTH_PORT (9099), FIRESTORE_PORT (8080), FIREBASE_STORAGE_PORT (9199).
import { parseArgs } from 'node:util';
import { describeEmulators, runMain, seconds, stopOnSignals } from './lib/cli.mjs';
import { startEmulators } from './lib/emulators.mjs';
import { printDemoAccounts, seed } from './lib/seed.mjs';

await runMain(async () => {
  const { values } = parseArgs({
    options: { seed: { type: 'boolean' }, verbose: { type: 'boolean' } },
  });
  let emulators;
  const stopRequest = stopOnSignals({
    onForce: () => {
      emulators?.kill();
      process.exit(130);
    },
  });

  console.log('Starting the Firebase emulators...');
  emulators = await startEmulators({ verbose: values.verbose, signal: stopRequest.signal });
  try {
    console.log(`${describeEmulators(emulators.ports)}\nReady in ${seconds(emulators.startupMs)}.`);
    if (values.seed) {
      const summary = await seed({ ports: emulators.ports });
      console.log(`Seeded ${summary.users} members and ${summary.posts} posts.`);
      printDemoAccounts();
    }
    console.log('Ctrl-C to stop.');
    const ended = await Promise.race([stopRequest.requested.then(() => null), emulators.exited]);
    if (ended) throw new Error(`the emulators exited unexpectedly; see ${emulators.logFile}`);
  } finally {
    console.log('Stopping the emulators...');
    await emulators.stop();
  }
  console.log('Emulators stopped.');
});
