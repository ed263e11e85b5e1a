// The server's post page (functions/src/post-page.ts) under the emulators: its answer's time cold
// (the function's first call) and warm, direct and through Hosting, and a visitor's first view
// (the post's title drawn) from the server's page against the static shell, same origin, in
// Chromium. Run after a build into PREVIEW_OUT_DIR (default dist/):
//   node scripts/with-emulators.mjs --seed --functions -- node tests/bench/post-page.mjs
import { chromium } from 'playwright-core';
import { resolvePorts } from '../../scripts/lib/config.mjs';
import { functionUrl } from '../../scripts/lib/emulators.mjs';

const ports = resolvePorts();
const hosting = `http://127.0.0.1:${ports.hosting}`;
const post = process.argv[2] ?? 'seed-post-01';
const RUNS = 15;

const timed = async (url) => {
  const started = performance.now();
  const response = await fetch(url);
  await response.text();
  return performance.now() - started;
};
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${Math.round(value)} ms`;

const direct = `${functionUrl(ports, 'postPage')}/posts/${post}`;
const cold = await timed(direct);
const warm = [];
for (let i = 0; i < RUNS; i += 1) warm.push(await timed(direct));
const viaHosting = [];
for (let i = 0; i < RUNS; i += 1) viaHosting.push(await timed(`${hosting}/posts/${post}`));
const staticShell = [];
for (let i = 0; i < RUNS; i += 1) staticShell.push(await timed(`${hosting}/posts-shell`));
console.log(`\nThe server's post page (${post}), under the emulators:`);
console.log(`  function, cold (first call):      ${ms(cold)}`);
console.log(`  function, warm (median of ${RUNS}):  ${ms(median(warm))}`);
console.log(`  through Hosting, warm (median):   ${ms(median(viaHosting))}`);
console.log(`  the static shell from Hosting:    ${ms(median(staticShell))}`);

// A visitor's first view: the server's page, or the static shell answering the same URL.
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
const firstView = async (fromShell) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  if (fromShell)
    // Fetched from Hosting each time, as Hosting without the server answers the URL.
    await page.route(`${hosting}/posts/${post}`, async (route) =>
      route.fulfill({ response: await route.fetch({ url: `${hosting}/posts-shell` }) }),
    );
  const started = Date.now();
  await page.goto(`${hosting}/posts/${post}`, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.querySelector('main h1')?.textContent?.trim());
  const elapsed = Date.now() - started;
  await context.close();
  return elapsed;
};
const views = { server: [], shell: [] };
for (let i = 0; i < 7; i += 1) {
  views.server.push(await firstView(false));
  views.shell.push(await firstView(true));
}
await browser.close();
console.log(`  first view, server's page (median of 7): ${ms(median(views.server))}`);
console.log(`  first view, static shell (median of 7):  ${ms(median(views.shell))}`);
