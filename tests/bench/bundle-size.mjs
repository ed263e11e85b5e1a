// What the first load of `/` ships: the entry chunk, the home screen's chunk, and every chunk
// they import statically, gzipped. Firebase must not be among them (it loads after first paint).
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

const BUDGET_KB = 60;

export async function measureBundle(distDir) {
  const manifest = JSON.parse(await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const gzipKb = async (file) =>
    gzipSync(await readFile(path.join(distDir, file)), { level: 9 }).length / 1024;

  const firstLoad = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || firstLoad.has(chunk.file)) return;
    firstLoad.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  visit('index.html');
  visit('src/features/home/home-page.tsx');

  const rows = [];
  for (const file of firstLoad) rows.push({ file, gzipKb: await gzipKb(file) });
  rows.sort((a, b) => b.gzipKb - a.gzipKb);
  const total = rows.reduce((sum, row) => sum + row.gzipKb, 0);

  const firebaseChunks = Object.values(manifest).filter((c) => /remote-api/.test(c.file));
  const firebaseKb = firebaseChunks.length ? await gzipKb(firebaseChunks[0].file) : 0;
  const firebaseInFirstLoad = firebaseChunks.some((c) => firstLoad.has(c.file));
  // A visitor's lists read through Firestore Lite: its chunk and what it imports.
  const liteKey = Object.keys(manifest).find((key) => /lite-reads\.ts$/.test(key));
  const liteFiles = new Set();
  const visitLite = (key) => {
    const chunk = manifest[key];
    if (!chunk || liteFiles.has(chunk.file) || firstLoad.has(chunk.file)) return;
    liteFiles.add(chunk.file);
    (chunk.imports ?? []).forEach(visitLite);
  };
  if (liteKey) visitLite(liteKey);
  let liteKb = 0;
  for (const file of liteFiles) liteKb += await gzipKb(file);
  return { rows, total, firebaseKb, firebaseInFirstLoad, liteKb };
}

export async function run({ distDir }) {
  const { rows, total, firebaseKb, firebaseInFirstLoad, liteKb } = await measureBundle(distDir);
  console.log('\nFirst load of / (JavaScript, gzip -9):');
  for (const row of rows) console.log(`  ${row.gzipKb.toFixed(2).padStart(7)} KB  ${row.file}`);
  console.log(
    `  ${total.toFixed(2).padStart(7)} KB  total (budget ${BUDGET_KB} KB: ${total <= BUDGET_KB ? 'within' : 'OVER'})`,
  );
  console.log(
    `  Firebase chunk: ${firebaseKb.toFixed(2)} KB gzip, ${firebaseInFirstLoad ? 'IN the first load' : 'loaded after first paint'}`,
  );
  console.log(
    `  A visitor's reads (Firestore Lite and what it imports): ${liteKb.toFixed(2)} KB gzip, after first paint`,
  );
}
