// `npm run bench`: measurements that print figures. Nothing here passes or fails on timing.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT_DIR } from './lib/config.mjs';
import { run as boardPaging } from '../tests/bench/board-paging.mjs';
import { run as deviceCopy } from '../tests/bench/device-copy.mjs';
import { run as bundleSize } from '../tests/bench/bundle-size.mjs';
import { run as interactions } from '../tests/bench/interactions.mjs';
import { run as lighthouse } from '../tests/bench/lighthouse.mjs';
import { run as listScroll } from '../tests/bench/list-scroll.mjs';
import { run as memory } from '../tests/bench/memory.mjs';
import { run as notificationList } from '../tests/bench/notification-list.mjs';
import { run as replay } from '../tests/bench/replay.mjs';
import { run as searchIndex } from '../tests/bench/search.mjs';

const distDir = path.join(ROOT_DIR, 'dist');

if (!existsSync(path.join(distDir, '.vite', 'manifest.json')) || process.argv.includes('--build')) {
  const built = spawnSync(
    path.join(ROOT_DIR, 'node_modules', '.bin', 'vite'),
    ['build', '--logLevel', 'warn'],
    {
      stdio: 'inherit',
      cwd: ROOT_DIR,
    },
  );
  if (built.status !== 0) process.exit(built.status ?? 1);
}

await bundleSize({ distDir });
await searchIndex();
await replay().catch((error) => console.log(`\nOffline replay: not measured (${error.message})`));
await listScroll({ distDir }).catch((error) => console.log(`  not measured (${error.message})`));
await deviceCopy({ distDir }).catch((error) => console.log(`  not measured (${error.message})`));
await notificationList({ distDir }).catch((error) =>
  console.log(`  not measured (${error.message})`),
);
await interactions({ distDir }).catch((error) => console.log(`  not measured (${error.message})`));
await boardPaging().catch((error) =>
  console.log(`\nBoard paging and search: not measured (${error.message})`),
);
// The optional server's post page needs the Functions emulator and the seeded posts.
const postPage = spawnSync(
  process.execPath,
  [
    path.join(ROOT_DIR, 'scripts', 'with-emulators.mjs'),
    '--seed',
    '--functions',
    '--',
    process.execPath,
    path.join(ROOT_DIR, 'tests', 'bench', 'post-page.mjs'),
  ],
  {
    stdio: ['ignore', 'inherit', 'inherit'],
    cwd: ROOT_DIR,
    env: { ...process.env, PREVIEW_OUT_DIR: distDir },
  },
);
if (postPage.status !== 0) console.log("\nThe server's post page: not measured (see above)");
await lighthouse().catch((error) => console.log(`\nLighthouse: not measured (${error.message})`));
// Last: an hour of the app open (BENCH_MEMORY_MINUTES shortens it).
await memory({ distDir }).catch((error) => console.log(`  not measured (${error.message})`));
