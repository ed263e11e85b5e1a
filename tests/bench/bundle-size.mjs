// What the first load of `/` ships, read off the built page itself (dist/index.html): the
// scripts its HTML loads and preloads, and every chunk they import statically, gzipped. The app's
// entry (React, the router, the catalogs) is listed apart, in `<meta name="app-code">`: a page
// marked `data-load="on-reason"` fetches it only on a reason (a control reached for:
// src/app/app-code.ts), any other once it has painted; both sums are printed. Firebase must not
// be among them (it loads after first paint).
import { readFile, readdir } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

const BUDGET_KB = 60;

export async function measureBundle(distDir) {
  const manifest = JSON.parse(await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const gzipKb = async (file) =>
    gzipSync(await readFile(path.join(distDir, file)), { level: 9 }).length / 1024;
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));

  const walk = (files, seen = new Set()) => {
    const visit = (file) => {
      const chunk = byFile.get(file);
      if (!chunk || seen.has(file)) return;
      seen.add(file);
      (chunk.imports ?? []).forEach((key) => manifest[key] && visit(manifest[key].file));
    };
    files.forEach(visit);
    return seen;
  };
  const assets = (pattern) =>
    [...html.matchAll(pattern)].map((match) => match[1].replace(/^\//, ''));
  const withPage = walk([
    ...assets(/<script type="module"[^>]*src="([^"]+)"/g),
    ...assets(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
  ]);
  const meta = html.match(/<meta name="app-code" data-load="([^"]+)" content="([^"]+)">/);
  const onReason = meta?.[1] === 'on-reason';
  // The entry and the home screen's chunk, as the app fetches them (whatever the page has already).
  const appFiles = walk(
    [
      ...(meta?.[2].split(' ').map((href) => href.replace(/^\//, '')) ?? []),
      manifest['src/features/home/home-page.tsx']?.file,
    ].filter(Boolean),
    new Set(withPage),
  );
  for (const file of withPage) appFiles.delete(file);

  const rowsOf = async (files) => {
    const rows = [];
    for (const file of files) rows.push({ file, gzipKb: await gzipKb(file) });
    return rows.sort((a, b) => b.gzipKb - a.gzipKb);
  };
  const sum = (rows) => rows.reduce((total, row) => total + row.gzipKb, 0);
  const pageRows = await rowsOf(withPage);
  const appRows = await rowsOf(appFiles);
  // Without a reason, the page's own scripts are the whole first load; else the app's come too.
  const rows = onReason ? pageRows : [...pageRows, ...appRows];
  const total = sum(rows);
  const firstLoad = new Set(rows.map((row) => row.file));

  const firebaseChunks = Object.values(manifest).filter((c) => /remote-api/.test(c.file));
  const firebaseKb = firebaseChunks.length ? await gzipKb(firebaseChunks[0].file) : 0;
  const firebaseInFirstLoad = firebaseChunks.some((c) => firstLoad.has(c.file));
  // A visitor's post counts its view in a worker of its own (Auth and Firestore Lite, bundled
  // with it: src/data/remote/hits-worker.ts), which the manifest does not list.
  const workerFile = (await readdir(path.join(distDir, 'assets'))).find((file) =>
    /^hits-worker-[\w-]+\.js$/.test(file),
  );
  const hitsWorkerKb = workerFile ? await gzipKb(path.join('assets', workerFile)) : 0;
  return {
    rows,
    total,
    firebaseKb,
    firebaseInFirstLoad,
    hitsWorkerKb,
    onReason,
    appRows,
    appKb: sum(appRows),
  };
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
  const { rows, total, firebaseKb, firebaseInFirstLoad, hitsWorkerKb, onReason, appRows, appKb } =
    await measureBundle(distDir);
  console.log(
    `\nFirst load of / (JavaScript, gzip -9${onReason ? "; the app's code waits for a reason" : ''}):`,
  );
  for (const row of rows) console.log(`  ${row.gzipKb.toFixed(2).padStart(7)} KB  ${row.file}`);
  console.log(
    `  ${total.toFixed(2).padStart(7)} KB  total (budget ${BUDGET_KB} KB: ${total <= BUDGET_KB ? 'within' : 'OVER'})`,
  );
  if (onReason) {
    console.log(
      `  On the first reason (a control reached for), the app's code: ${appKb.toFixed(2)} KB more, ${appRows.length} files (${appRows
        .slice(0, 3)
        .map((row) => `${row.file.replace(/^assets\//, '')} ${row.gzipKb.toFixed(1)} KB`)
        .join(', ')}, ...)`,
    );
  }
  console.log(
    `  Firebase chunk: ${firebaseKb.toFixed(2)} KB gzip, ${firebaseInFirstLoad ? 'IN the first load' : 'loaded after first paint'}`,
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
