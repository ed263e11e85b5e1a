#!/usr/bin/env node
// Wipes the running emulators and loads the demo data (members, posts, comments, likes ...).
//
// Usage: node scripts/seed.mjs
// Ports: FIREBASE_AUTH_PORT (9099), FIRESTORE_PORT (8080), FIREBASE_STORAGE_PORT (9199).
import { runMain } from './lib/cli.mjs';
import { HOST, UsageError, resolvePorts } from './lib/config.mjs';
import { detectEmulators } from './lib/emulators.mjs';
import { printDemoAccounts, seed } from './lib/seed.mjs';

await runMain(async () => {
  const ports = resolvePorts();
  const running = await detectEmulators(ports);
  const missing = Object.keys(running).filter((name) => !running[name]);
  if (missing.length) {
    throw new UsageError(
      `No ${missing.join(', ')} emulator answers on ${HOST} ` +
        `(ports ${missing.map((name) => ports[name]).join(', ')}). ` +
        'Start them first with `npm run emulators`.',
    );
  }
  const summary = await seed({ ports });
  console.log(
    `Seeded ${summary.users} members, ${summary.posts} posts, ${summary.comments} comments, ` +
      `${summary.likes} likes, ${summary.bookmarks} bookmarks and ${summary.todos} todos.`,
  );
  printDemoAccounts();
});
