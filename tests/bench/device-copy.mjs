// The device's copy at 10,000 and 100,000 posts (`npm run bench`): figures only, no pass/fail.
// For each size, in headless Chromium on the production build (vite preview) with the emulators,
// a member signed in and the budget at 100,000 (so nothing is evicted while measuring):
// - the posts written straight into the device's IndexedDB (the mirror's row shape, one
//   transaction, tests/fixtures/device-posts.mjs) and the storage they take per 1,000 posts
//   (navigator.storage.estimate before and after; Chromium's figure, rounded by the browser);
// - cold offline reload of /board to the first post row on screen, served by the service worker,
//   median of 5, unthrottled and with the CPU 4x slower;
// - a steady offline scroll down /board at 4x: frame intervals (p95) and long tasks;
// - eviction of 10,000 posts: the device holds size + 10,000 posts with the budget at size, the
//   app opens /sync and its keep pass (run after start, mirror-keep.ts) lets 10,000 go, at 4x:
//   how long the pass took (its own record in `meta`) and the longest task while it ran.
// On-device search at these sizes is measured by search.mjs.
// Alone: `node tests/bench/device-copy.mjs [build folder]`, with the emulator ports of
// scripts/lib/config.mjs (or the environment's). BENCH_DEVICE_SIZES (comma-separated, default
// 10000,100000) scales it down, BENCH_DEVICE_PORT sets the preview's port (default 4475),
// BENCH_CPU_SLOWDOWN the throttled rate (default 4), BENCH_DEVICE_SCROLL_MS the scroll's length.
import {
  browserBench,
  createBenchMember,
  devicePostCount,
  devtoolsSession,
  frameStats,
  median,
  offlineReloads,
  runAlone,
  scrollPass,
  signInThroughDialog,
  waitForServiceWorker,
  watchFirstRow,
} from './browser-bench.mjs';
import { inDeviceDatabase, readDeviceMeta } from '../fixtures/device-database.mjs';
import { seedPosts } from '../fixtures/device-posts.mjs';

const SIZES = (process.env.BENCH_DEVICE_SIZES ?? '10000,100000').split(',').map(Number);
const PORT = Number(process.env.BENCH_DEVICE_PORT ?? 4475);
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const SCROLL_MS = Number(process.env.BENCH_DEVICE_SCROLL_MS ?? 8_000);
const EVICTED = 10_000;
const VIEWPORT = { width: 412, height: 915 };
const ROW = '[data-testid="post-row"]';

const ms = (value) => `${value.toFixed(1)} ms`;
const count = (value) => value.toLocaleString('en-US');
const mb = (bytes) => `${(bytes / 1_048_576).toFixed(2)} MB`;

/** In every page, from its start: long tasks, kept in the page for the eviction's figure. */
function watchLongTasks() {
  window.__benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__benchLongTasks.push({
        at: performance.timeOrigin + entry.startTime,
        duration: entry.duration,
      });
  }).observe({ type: 'longtask', buffered: true });
}

/** Writes the app's `meta` row `key` in the page. */
function writeMeta(page, key, value) {
  return inDeviceDatabase(
    page,
    (database, row) =>
      new Promise((resolve, reject) => {
        const tx = database.transaction('meta', 'readwrite');
        tx.objectStore('meta').put(row);
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      }),
    { key, value },
  );
}

const storageUsage = (page) =>
  page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);

async function measureSize(browser, ports, size, log) {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-US' });
  await context.addInitScript(watchFirstRow, ROW);
  await context.addInitScript(watchLongTasks);
  const page = await context.newPage();
  const devtools = await devtoolsSession(context, page);
  try {
    const { email } = await createBenchMember(ports.auth, `device-${size}`);
    await page.goto(`http://127.0.0.1:${PORT}/board`);
    await signInThroughDialog(page, email);
    await waitForServiceWorker(page);
    await writeMeta(page, 'mirror:budget', 100_000);

    const before = await storageUsage(page);
    const seeded = await seedPosts(page, size);
    // The browser's figure settles once the write is on disk.
    await page.waitForTimeout(2_000);
    const after = await storageUsage(page);
    log(
      `  ${count(seeded.stored)} posts written in ${(seeded.writeMs / 1000).toFixed(1)} s; ` +
        `storage ${mb(after - before)} (${mb(((after - before) / size) * 1000)} per 1,000 posts)`,
    );

    await devtools.setOffline(true);
    for (const rate of [1, CPU_SLOWDOWN]) {
      await devtools.slowCpu(rate);
      const { firstRow, fromServiceWorker } = await offlineReloads(page);
      log(
        `  cold offline reload to the first row${rate > 1 ? ` (CPU ${rate}x)` : ''}: median ` +
          `${ms(median(firstRow))} (max ${ms(Math.max(...firstRow))}, 5 reloads` +
          `${fromServiceWorker ? '' : ', NOT served by the service worker'})`,
      );
    }

    await page.waitForTimeout(500);
    await page.evaluate(() => window.scrollTo(0, 0));
    const down = await page.evaluate(scrollPass, {
      mode: 'down',
      durationMs: SCROLL_MS,
      step: 150,
      total: size,
      selector: ROW,
    });
    const s = frameStats(down);
    log(
      `  offline scroll down /board (CPU ${CPU_SLOWDOWN}x, ${(SCROLL_MS / 1000).toFixed(0)} s): ` +
        `frame p95 ${ms(s.p95)} (p50 ${ms(s.p50)}, max ${ms(s.max)}), long tasks ${s.longTasks} ` +
        `(longest ${ms(s.longest)}), ${count(down.loaded)} rows loaded`,
    );

    // Eviction: size + 10,000 posts on the device, the budget at size, the keep pass after start.
    await devtools.slowCpu(1);
    await devtools.setOffline(false);
    await seedPosts(page, size + EVICTED);
    await writeMeta(page, 'mirror:budget', size);
    const reloadedAt = Date.now();
    await devtools.slowCpu(CPU_SLOWDOWN);
    // On /sync, where the member changes the budget: the board's own reads and renders (its live
    // query answers each chunk) are not counted as the pass's.
    await page.goto(`http://127.0.0.1:${PORT}/sync`);
    // The pass runs a little after the app starts (start-sync.ts) and records itself in `meta`.
    let pass;
    for (const deadline = Date.now() + 300_000; !(pass?.at > reloadedAt);) {
      if (Date.now() > deadline) throw new Error('no keep pass within 5 minutes of the reload');
      await page.waitForTimeout(1_000);
      pass = await readDeviceMeta(page, 'mirror:keep');
    }
    const tasks = await page.evaluate(() => window.__benchLongTasks);
    const during = tasks.filter(
      (task) => task.at + task.duration >= pass.at - pass.tookMs && task.at <= pass.at,
    );
    const longest = during.length ? Math.max(...during.map((task) => task.duration)) : 0;
    log(
      `  eviction (CPU ${CPU_SLOWDOWN}x): ${count(pass.removed)} of ${count(size + EVICTED)} posts ` +
        `let go in ${(pass.tookMs / 1000).toFixed(2)} s; long tasks while it ran ${during.length} ` +
        `(longest ${ms(longest)}); ${count(await devicePostCount(page))} posts left`,
    );
  } finally {
    await context.close();
  }
}

export const run = browserBench({
  heading:
    `\nThe device's copy (headless Chromium ${VIEWPORT.width}x${VIEWPORT.height}, ` +
    `${SIZES.map(count).join(' and ')} posts):`,
  port: PORT,
  measure: async (browser, ports, log) => {
    for (const size of SIZES) {
      log(` ${count(size)} posts:`);
      await measureSize(browser, ports, size, log);
    }
  },
});

if (import.meta.url === `file://${process.argv[1]}`) await runAlone(run);
