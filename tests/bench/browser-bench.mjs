// What the browser benches share: running one in headless Chromium against the production build
// (vite preview) on the emulators the build points at; a new member in the Auth emulator; signing
// in through the app's own dialog; waiting for the service worker; offline reloads to the first
// post row; scroll passes and their frame figures.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { HOST, PROJECT_ID, ROOT_DIR, resolvePorts } from '../../scripts/lib/config.mjs';
import { startEmulators } from '../../scripts/lib/emulators.mjs';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/browser.mjs';
import { readDeviceStore } from '../fixtures/device-database.mjs';

export const BENCH_PASSWORD = 'Bench!2345';

/** Whether something answers on the port (the emulators already running). */
export async function answers(port) {
  try {
    await fetch(`http://${HOST}:${port}/`, { signal: AbortSignal.timeout(1_000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * A new member in the Auth emulator, named after the bench (`label`); with `verified`, their
 * email verified (commenting needs it). Returns their email and uid.
 */
export async function createBenchMember(authPort, label, { verified = false } = {}) {
  const email = `bench-${label}-${Date.now().toString(36)}@bench.test`;
  const base = `http://${HOST}:${authPort}/identitytoolkit.googleapis.com/v1`;
  const response = await fetch(`${base}/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`the Auth emulator answered ${response.status}`);
  const uid = (await response.json()).localId;
  if (verified) {
    const update = await fetch(`${base}/projects/${PROJECT_ID}/accounts:update`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ localId: uid, emailVerified: true }),
    });
    if (!update.ok) throw new Error(`accounts:update answered ${update.status}`);
  }
  return { email, uid };
}

/**
 * Signs in through the header's dialog, as a member does (the page in Korean or English); the
 * session stays on the device offline. Settles once the bell shows.
 */
export async function signInThroughDialog(page, email) {
  await page.getByTestId('open-auth').click();
  const dialog = page.getByTestId('auth-dialog');
  await dialog.getByLabel(/^(이메일|Email)$/).fill(email);
  await dialog.getByLabel(/^(비밀번호|Password)$/).fill(BENCH_PASSWORD);
  await dialog.getByRole('button', { name: /^(로그인|Sign in)$/ }).click();
  await page.getByTestId('notification-bell').waitFor({ timeout: 30_000 });
}

/**
 * A browser bench's run({ distDir, log }): logs `heading`, then runs `measure(browser, ports, log)`
 * with Chromium, the build `distDir` (dist/ unless given) served on `port`, and the emulators
 * (started here unless they already answer; none with `emulators: false`); says so in the log
 * where there is no Chromium.
 */
export const browserBench =
  ({ heading, port, measure, emulators = true }) =>
  ({ distDir = path.join(ROOT_DIR, 'dist'), log = console.log } = {}) => {
    log(heading);
    return runBrowserBench({ distDir, port, log, measure, emulators });
  };

async function runBrowserBench({ distDir, port, log, measure, emulators: needed }) {
  const executablePath = findChromium();
  if (!executablePath) {
    log('  not measured (no Chromium found: install one or set CHROMIUM_PATH)');
    return;
  }
  const ports = resolvePorts();
  const emulators =
    !needed || (await answers(ports.auth))
      ? null
      : await startEmulators({ ports, log: () => undefined });
  const { chromium } = await import('playwright-core');
  const preview = await startPreview(distDir, port);
  let browser;
  try {
    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
    await measure(browser, ports, log);
  } finally {
    await browser?.close();
    await preview.stop();
    await emulators?.stop?.();
  }
}

/** A bench file run alone (`node tests/bench/<file> [build folder]`): its run(), failing loudly. */
export async function runAlone(run) {
  const distDir = process.argv[2] ? path.resolve(process.argv[2]) : undefined;
  await run({ distDir }).catch((error) => {
    console.log(`  not measured (${error.message})`);
    process.exitCode = 1;
  });
}

/** The device's post count: the app's database, read in the page as the browser holds it. */
export function devicePostCount(page) {
  return readDeviceStore(page, 'posts', 'count');
}

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
export async function startPreview(distDir, port) {
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

/**
 * In every page, from its start: when the first post row enters the DOM, and the next frame,
 * told to the bench then where it listens (firstRowShown).
 */
export function watchFirstRow(selector) {
  const observer = new MutationObserver(() => {
    if (!document.querySelector(selector)) return;
    observer.disconnect();
    window.__benchFirstRow = performance.now();
    requestAnimationFrame((frame) => {
      window.__benchFirstRowFrame = frame;
      window.__benchFirstRowShown?.();
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** Per page, what firstRowShown's binding calls. */
const firstRowListeners = new WeakMap();

/**
 * Listens for the page's next first row on screen (watchFirstRow): `shown` resolves once the
 * page tells it, through a binding. Polled with waitForFunction instead, Playwright's injected script
 * is compiled and run in the page while it starts (near 100 ms of its main thread at 4x CPU),
 * which the reload's figure would count.
 */
async function firstRowShown(page, timeoutMs = 60_000) {
  let listener = firstRowListeners.get(page);
  if (!listener) {
    listener = { shown: () => {} };
    firstRowListeners.set(page, listener);
    await page.exposeBinding('__benchFirstRowShown', () => listener.shown());
  }
  let timer;
  const shown = new Promise((resolve, reject) => {
    listener.shown = resolve;
    timer = setTimeout(() => reject(new Error(`no first row in ${timeoutMs} ms`)), timeoutMs);
  }).finally(() => clearTimeout(timer));
  return { shown };
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

/**
 * A DevTools session on `page` that slows its CPU (`slowCpu(rate)`, 1: full speed) and takes the
 * context off and on the network (`setOffline`). Slowing the CPU needs a session of its own, and
 * while one is attached a reloaded page counts itself online again (`navigator.onLine` true, its
 * requests all failing, so the app would wait on the server): the same session carries the
 * offline state too, beside the context's.
 */
export async function devtoolsSession(context, page) {
  const cdp = await context.newCDPSession(page);
  return {
    slowCpu: (rate) => cdp.send('Emulation.setCPUThrottlingRate', { rate }),
    async setOffline(offline) {
      await context.setOffline(offline);
      await cdp.send('Network.emulateNetworkConditions', {
        offline,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    },
  };
}

/**
 * Offline reloads of the page (`reloads` of them): navigation start to the first post row on
 * screen (watchFirstRow in the page), and first contentful paint. Throws if a reloaded page counts
 * itself online: its figures would be of another path.
 */
export async function offlineReloads(page, reloads = 5) {
  const firstRow = [];
  const firstPaint = [];
  let fromServiceWorker = true;
  for (let i = 0; i < reloads; i++) {
    await page.evaluate(() => window.scrollTo(0, 0));
    const { shown } = await firstRowShown(page);
    const response = await page.reload({ waitUntil: 'commit' });
    fromServiceWorker &&= Boolean(response?.fromServiceWorker());
    await shown;
    const timing = await page.evaluate(() => ({
      online: navigator.onLine,
      row: window.__benchFirstRowFrame,
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    }));
    if (timing.online) throw new Error('the reloaded page counts itself online');
    firstRow.push(timing.row);
    firstPaint.push(timing.paint);
  }
  return { firstRow, firstPaint, fromServiceWorker };
}
