// Board list benchmark (`npm run bench`): figures only, no pass/fail.
// - 10,000 posts written straight into the device's IndexedDB (`pixel-community`, posts table,
//   the mirror's row shape) in one transaction: how long the write took.
// - Offline reload of /board, served by the service worker with the network off: from navigation
//   start to the first post row on screen (the frame after it enters the DOM). Median of 5.
// - Scrolling /board offline (the window scrolls; the list is virtualized and reads Dexie 30 rows
//   at a time): a steady scroll down from the top; a jump to the bottom every frame until row
//   10,000 is on screen (capped); a steady scroll back up through what was loaded. Each pass
//   records frame intervals (requestAnimationFrame), long tasks (PerformanceObserver) and total
//   blocking time (the sum of each long task's time past 50 ms), how far into the 10,000 posts
//   the list got, and how many row elements are in the DOM. Frame intervals land on multiples of
//   16.7 ms (60 Hz) give or take a little jitter, so "over one frame" counts those over 20 ms.
// - Baseline: the same steady scroll on an empty page, for the machine's own frame pacing.
// Runs the production build (vite preview) in headless Chromium at a phone-sized viewport, with
// no Firebase emulators: the board is read from the device alone. Absolute times are this
// machine's, not a phone's; BENCH_CPU_SLOWDOWN=4 has Chromium run the page four times slower.
// Alone: `node tests/bench/list-scroll.mjs [build folder]` (default dist/).
import { seedPosts } from '../fixtures/device-posts.mjs';
import {
  browserBench,
  devtoolsSession,
  frameStats,
  median,
  offlineReloads,
  runAlone,
  scrollPass,
  waitForServiceWorker,
  watchFirstRow,
} from './browser-bench.mjs';

const POSTS = Number(process.env.BENCH_LIST_POSTS ?? 10_000);
const PORT = Number(process.env.BENCH_LIST_PORT ?? 4473);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const RELOADS = 5;
const SCROLL_MS = 8_000;
const SCROLL_STEP_PX = 150;
const JUMP_CAP_MS = Number(process.env.BENCH_LIST_JUMP_MS ?? 30_000);
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 1);
const VIEWPORT = { width: 412, height: 915 };
const ROW = '[data-testid="post-row"]';

const ms = (value) => `${value.toFixed(1)} ms`;
const seconds = (value) => `${(value / 1000).toFixed(2)} s`;
const count = (value) => value.toLocaleString('en-US');

function logFrames(log, pass) {
  const s = frameStats(pass);
  log(
    `    ${s.frames} frames: interval p50 ${ms(s.p50)}, p95 ${ms(s.p95)}, p99 ${ms(s.p99)}, ` +
      `max ${ms(s.max)}; over one frame (16.7 ms) ${s.overFrame}, over 50 ms ${s.over50}`,
  );
  log(
    `    long tasks ${s.longTasks} (longest ${ms(s.longest)}), total blocking time ${ms(s.blocking)}`,
  );
}

function logRows(log, pass) {
  const shown = pass.onScreen ? `rows ${count(pass.onScreen[0])}-${count(pass.onScreen[1])}` : '-';
  log(
    `    rows loaded ${count(pass.loaded)} of ${count(POSTS)}; on screen at the end: ${shown}; ` +
      `${pass.rowsInDom} row elements in the DOM` +
      (pass.heapMb === null ? '' : `; JS heap ${pass.heapMb.toFixed(0)} MB`),
  );
}

async function measure(browser, _ports, log) {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-US' });
  // No emulators: whatever the app asks of Firebase (or of anything but the app) fails at once.
  await context.route(
    (url) => url.origin !== ORIGIN,
    (route) => route.abort('internetdisconnected'),
  );
  await context.addInitScript(watchFirstRow, ROW);
  const page = await context.newPage();

  // Online once: the service worker installs and takes the page, and Dexie creates the database.
  await page.goto(`${ORIGIN}/board`);
  await waitForServiceWorker(page);
  await page.getByTestId('post-list-empty').waitFor({ timeout: 60_000 });
  const devtools = await devtoolsSession(context, page);
  await devtools.setOffline(true);

  const seeded = await seedPosts(page, POSTS);
  const rate = Math.round(POSTS / (seeded.writeMs / 1000));
  log(
    `  seed: ${count(seeded.stored)} posts into IndexedDB in ${seconds(seeded.writeMs)} ` +
      `(one transaction, ${count(rate)} rows/s)`,
  );

  await devtools.slowCpu(CPU_SLOWDOWN);

  const reloads = await offlineReloads(page, RELOADS);
  log(
    `  offline reload, navigation start to the first post row on screen: ` +
      `median ${ms(median(reloads.firstRow))} (min ${ms(Math.min(...reloads.firstRow))}, ` +
      `max ${ms(Math.max(...reloads.firstRow))}, ${RELOADS} reloads; first contentful paint ` +
      `${ms(median(reloads.firstPaint))}; ` +
      `${reloads.fromServiceWorker ? 'served by the service worker' : 'NOT served by the service worker'})`,
  );

  // Let the board settle (its first page, fonts) before scrolling.
  await page.waitForTimeout(500);
  await page.evaluate(() => window.scrollTo(0, 0));
  const pass = (mode, durationMs) =>
    page.evaluate(scrollPass, {
      mode,
      durationMs,
      step: SCROLL_STEP_PX,
      total: POSTS,
      selector: ROW,
    });

  const down = await pass('down', SCROLL_MS);
  log(`  steady scroll down from the top, ${SCROLL_STEP_PX} px a frame for ${seconds(SCROLL_MS)}:`);
  logFrames(log, down);
  logRows(log, down);

  const end = await pass('end', JUMP_CAP_MS);
  log(`  jump to the bottom every frame until row ${count(POSTS)} (cap ${seconds(JUMP_CAP_MS)}):`);
  logFrames(log, end);
  logRows(log, end);
  log(
    end.reachedEndAt === null
      ? `    row ${count(POSTS)} not reached in ${seconds(JUMP_CAP_MS)}`
      : `    row ${count(POSTS)} on screen after ${seconds(end.reachedEndAt)}`,
  );
  if (end.milestones.length > 0) {
    let previous = 0;
    const steps = end.milestones.map(({ rows, ms: at }) => {
      const text = `${count(rows)} at ${seconds(at)} (+${seconds(at - previous)})`;
      previous = at;
      return text;
    });
    log(`    rows loaded over time: ${steps.join(', ')}`);
  }

  const up = await pass('up', SCROLL_MS);
  log(
    `  steady scroll back up through the ${count(up.loaded)} loaded rows, ${SCROLL_STEP_PX} px ` +
      `a frame for ${seconds(SCROLL_MS)}:`,
  );
  logFrames(log, up);
  logRows(log, up);

  // The machine's own pacing: the same scroll on a page with nothing to do.
  const blank = await context.newPage();
  await blank.setContent('<div style="height: 10000000px"></div>');
  await (await devtoolsSession(context, blank)).slowCpu(CPU_SLOWDOWN);
  const baseline = await blank.evaluate(scrollPass, {
    mode: 'down',
    durationMs: SCROLL_MS,
    step: SCROLL_STEP_PX,
    total: POSTS,
    selector: ROW,
  });
  log(`  baseline, the same steady scroll on an empty page:`);
  logFrames(log, baseline);
  await context.close();
}

export const run = browserBench({
  heading:
    `\nBoard list (headless Chromium ${VIEWPORT.width}x${VIEWPORT.height}, offline, ` +
    `${count(POSTS)} posts on the device${CPU_SLOWDOWN > 1 ? `, CPU ${CPU_SLOWDOWN}x slower` : ''}):`,
  port: PORT,
  // No emulators: the board is read from the device alone.
  emulators: false,
  measure,
});

if (import.meta.url === `file://${process.argv[1]}`) await runAlone(run);
