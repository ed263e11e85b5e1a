// What the first load of `/`, `/board` and a post ships, read off the built pages themselves
// (build/first-load.mjs, the same walk the build's page budget makes: build/page-budget.ts): the
// scripts each page's HTML loads and preloads, and every chunk they import statically, gzipped.
// The app's entry (React, the router, the catalogs) is listed apart, in `<meta name="app-code">`:
// a page marked `data-load="on-reason"` fetches it only on a reason (a control reached for:
// src/app/app-code.ts), any other once it has painted; both sums are printed. Firebase must not
// be among them (it loads after first paint).
import { readFile, readdir } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { firstLoadOf, readBuild } from '../../build/first-load.mjs';

/** The pages whose first load is printed: the home, the board and a post (its shell). */
const PAGES = [
  ['/', 'index.html'],
  ['/board', 'board.html'],
  ['a post', 'posts-shell.html'],
];

export async function measureBundle(distDir) {
  const build = await readBuild(distDir);
  const loads = [];
  for (const [name, page] of PAGES) loads.push({ name, ...(await firstLoadOf(build, page)) });
  const firstLoad = new Set(loads.flatMap((load) => load.rows.map((row) => row.file)));
  const firebaseChunks = Object.values(build.manifest).filter((c) => /remote-api/.test(c.file));
  const firebaseKb = firebaseChunks.length ? await build.gzipKb(firebaseChunks[0].file) : 0;
  const firebaseInFirstLoad = firebaseChunks.some((c) => firstLoad.has(c.file));
  // A visitor's post counts its view in a worker of its own (Auth and Firestore Lite, bundled
  // with it: src/data/remote/hits-worker.ts), which the manifest does not list.
  const workerFile = (await readdir(path.join(distDir, 'assets'))).find((file) =>
    /^hits-worker-[\w-]+\.js$/.test(file),
  );
  const hitsWorkerKb = workerFile ? await build.gzipKb(path.join('assets', workerFile)) : 0;
  return { loads, firebaseKb, firebaseInFirstLoad, hitsWorkerKb };
}

/**
 * The service workers: the app's own script (evaluated on every start; it keeps what a reader
 * reads on the device), the member's worker that replays and refreshes in the background
 * (sw-replay.js, outside the precache, fetched on a member's sign-in alone), and the precache the
 * app's worker installs with the app shell.
 */
export async function measureServiceWorker(distDir) {
  const size = async (file) => {
    const bytes = await readFile(path.join(distDir, file));
    return { kb: bytes.length / 1024, gzipKb: gzipSync(bytes, { level: 9 }).length / 1024 };
  };
  const worker = await readFile(path.join(distDir, 'sw.js'), 'utf8');
  const urls = [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]);
  let precacheKb = 0;
  for (const url of urls) precacheKb += (await readFile(path.join(distDir, url))).length / 1024;
  return {
    sw: await size('sw.js'),
    replay: await size('sw-replay.js'),
    precache: { entries: urls.length, kb: precacheKb },
    replayPrecached: urls.some((url) => url.includes('sw-replay')),
  };
}

export async function run({ distDir }) {
  const { loads, firebaseKb, firebaseInFirstLoad, hitsWorkerKb } = await measureBundle(distDir);
  for (const load of loads) {
    console.log(
      `\nFirst load of ${load.name} (${load.page}; JavaScript, gzip -9${load.appCode ? "; the app's code waits for a reason" : ''}):`,
    );
    for (const row of load.rows) {
      console.log(`  ${row.gzipKb.toFixed(2).padStart(7)} KB  ${row.file}`);
    }
    console.log(`  ${load.kb.toFixed(2).padStart(7)} KB  total`);
    if (load.appCode) {
      console.log(
        `  On the first reason (a control reached for), the app's code: ${load.appCode.kb.toFixed(2)} KB more, ${load.appCode.rows.length} files (${load.appCode.rows
          .slice(0, 3)
          .map((row) => `${row.file.replace(/^assets\//, '')} ${row.gzipKb.toFixed(1)} KB`)
          .join(', ')}, ...)`,
      );
    }
  }
  console.log(
    `\n  Budgets: build/page-budget.ts (the build fails past them).\n  Firebase chunk: ${firebaseKb.toFixed(2)} KB gzip, ${firebaseInFirstLoad ? 'IN a first load' : 'loaded after first paint'}`,
  );
  console.log(
    `  A visitor's view, counted in a worker (Auth and Firestore Lite): ${hitsWorkerKb.toFixed(2)} KB gzip, off the page's thread, after first paint`,
  );
  const worker = await measureServiceWorker(distDir);
  console.log('\nService worker (raw / gzip -9):');
  for (const [name, file] of [
    ['sw.js', worker.sw],
    ['sw-replay.js', worker.replay],
  ])
    console.log(`  ${file.kb.toFixed(2).padStart(7)} KB / ${file.gzipKb.toFixed(2)} KB  ${name}`);
  console.log(
    `  precache: ${worker.precache.entries} files, ${worker.precache.kb.toFixed(1)} KB; replay script ${worker.replayPrecached ? 'IN the precache' : "not precached (the member's own worker, fetched on sign-in)"}`,
  );
}
