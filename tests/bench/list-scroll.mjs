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
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT_DIR } from '../../scripts/lib/config.mjs';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/browser.mjs';
import { seedPosts } from '../fixtures/device-posts.mjs';

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

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** `vite preview` of the build on its own port; resolves once it says it is listening. */
export async function startPreview(distDir, port = PORT) {
  const vite = path.join(ROOT_DIR, 'node_modules', 'vite', 'bin', 'vite.js');
  const child = spawn(
    process.execPath,
    [
      vite,
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
      '--outDir',
      distDir,
    ],
    { cwd: ROOT_DIR, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // Should this process end early (a crash, a closed pipe), the server goes with it.
  const orphaned = () => child.kill('SIGTERM');
  process.once('exit', orphaned);
  const stop = async () => {
    process.off('exit', orphaned);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  // Its own announcement (colours stripped), not just an answer on the port: that could come
  // from another server.
  const listening = () =>
    stdout
      .split('\u001b')
      .map((part) => part.replace(/^\[[0-9;]*m/, ''))
      .join('')
      .includes(`http://127.0.0.1:${port}`);
  const deadline = Date.now() + 30_000;
  while (!listening()) {
    if (child.exitCode !== null) {
      const lines = (stderr || stdout).split('\n').map((line) => line.trim());
      const reason = lines.find((line) => /^\w*Error:/.test(line)) ?? lines.find(Boolean);
      throw new Error(`vite preview exited${reason ? `: ${reason}` : ''}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`vite preview did not start on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { stop };
}

/** In every page, from its start: when the first post row enters the DOM, and the next frame. */
export function watchFirstRow(selector) {
  const observer = new MutationObserver(() => {
    if (!document.querySelector(selector)) return;
    observer.disconnect();
    window.__benchFirstRow = performance.now();
    requestAnimationFrame((frame) => (window.__benchFirstRowFrame = frame));
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * In the page: one scroll pass, a step per animation frame. `down` scrolls by `step` px, `up` by
 * -`step`, `end` jumps to the bottom of the page. Stops after `durationMs`, or in `end` once row
 * `total` is in the DOM.
 */
export async function scrollPass({ mode, step, durationMs, total, selector }) {
  const longTasks = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  const loadedNow = () =>
    Number(document.querySelector(selector)?.getAttribute('aria-setsize') ?? 0);
  const lastRow = `${selector}[aria-posinset="${total}"]`;
  const frames = [];
  const milestones = [];
  let loaded = loadedNow();
  let reachedEndAt = null;
  const startedAt = await new Promise((resolve) => requestAnimationFrame(resolve));
  await new Promise((resolve) => {
    let last = startedAt;
    const tick = (now) => {
      frames.push(now - last);
      last = now;
      if (mode === 'end') {
        const nowLoaded = loadedNow();
        if (Math.floor(nowLoaded / 1000) > Math.floor(loaded / 1000))
          milestones.push({ rows: Math.floor(nowLoaded / 1000) * 1000, ms: now - startedAt });
        loaded = nowLoaded;
        if (document.querySelector(lastRow)) {
          reachedEndAt = now - startedAt;
          resolve();
          return;
        }
      }
      if (now - startedAt >= durationMs) {
        resolve();
        return;
      }
      if (mode === 'end') window.scrollTo(0, document.documentElement.scrollHeight);
      else window.scrollBy(0, mode === 'up' ? -step : step);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  // A long task is reported once it ends: give the last one a moment to arrive.
  await new Promise((resolve) => setTimeout(resolve, 100));
  observer.disconnect();
  const onScreen = [...document.querySelectorAll(selector)]
    .filter((row) => {
      const box = row.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight;
    })
    .map((row) => Number(row.getAttribute('aria-posinset')));
  return {
    frames,
    longTasks,
    milestones,
    reachedEndAt,
    loaded: loadedNow(),
    onScreen: onScreen.length ? [Math.min(...onScreen), Math.max(...onScreen)] : null,
    rowsInDom: document.querySelectorAll(selector).length,
    heapMb: performance.memory ? performance.memory.usedJSHeapSize / 1_048_576 : null,
  };
}

export function frameStats({ frames, longTasks }) {
  const sorted = [...frames].sort((a, b) => a - b);
  return {
    frames: frames.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
    overFrame: frames.filter((f) => f > 20).length,
    over50: frames.filter((f) => f > 50).length,
    longTasks: longTasks.length,
    longest: longTasks.length ? Math.max(...longTasks) : 0,
    blocking: longTasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
  };
}

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

export async function waitForServiceWorker(page) {
  await page.waitForFunction(
    async () => {
      const registration = await navigator.serviceWorker.ready;
      return Boolean(registration.active && navigator.serviceWorker.controller);
    },
    undefined,
    { timeout: 60_000 },
  );
}

/** Offline reloads of the page: navigation start to the first post row on screen. */
export async function offlineReloads(page) {
  const firstRow = [];
  const firstPaint = [];
  let fromServiceWorker = true;
  for (let i = 0; i < RELOADS; i++) {
    await page.evaluate(() => window.scrollTo(0, 0));
    const response = await page.reload({ waitUntil: 'commit' });
    fromServiceWorker &&= Boolean(response?.fromServiceWorker());
    await page.waitForFunction(() => window.__benchFirstRowFrame !== undefined, undefined, {
      timeout: 60_000,
    });
    const timing = await page.evaluate(() => ({
      row: window.__benchFirstRowFrame,
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    }));
    firstRow.push(timing.row);
    firstPaint.push(timing.paint);
  }
  return { firstRow, firstPaint, fromServiceWorker };
}

async function measure(browser, log) {
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
  await context.setOffline(true);

  const seeded = await page.evaluate(seedPosts, POSTS);
  const rate = Math.round(POSTS / (seeded.writeMs / 1000));
  log(
    `  seed: ${count(seeded.stored)} posts into IndexedDB in ${seconds(seeded.writeMs)} ` +
      `(one transaction, ${count(rate)} rows/s)`,
  );

  const throttle = async (target) => {
    if (CPU_SLOWDOWN <= 1) return;
    const cdp = await context.newCDPSession(target);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  };
  await throttle(page);

  const reloads = await offlineReloads(page);
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
  await throttle(blank);
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

export async function run({ distDir = path.join(ROOT_DIR, 'dist'), log = console.log } = {}) {
  log(
    `\nBoard list (headless Chromium ${VIEWPORT.width}x${VIEWPORT.height}, offline, ` +
      `${count(POSTS)} posts on the device${CPU_SLOWDOWN > 1 ? `, CPU ${CPU_SLOWDOWN}x slower` : ''}):`,
  );
  const executablePath = findChromium();
  if (!executablePath) {
    log('  not measured (no Chromium found: install one or set CHROMIUM_PATH)');
    return;
  }
  const { chromium } = await import('playwright-core');
  const preview = await startPreview(distDir);
  let browser;
  try {
    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
    await measure(browser, log);
  } finally {
    await browser?.close();
    await preview.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = process.argv[2] ? path.resolve(process.argv[2]) : undefined;
  await run({ distDir }).catch((error) => {
    console.log(`  not measured (${error.message})`);
    process.exitCode = 1;
  });
}
