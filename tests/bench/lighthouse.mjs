// Lighthouse benchmark (`npm run bench`): figures only, no pass/fail. The budget is a score of at
// least 95 in every category Lighthouse reports, with its default (mobile) settings.
// - The category scores (0-100) and the key metrics (FCP, LCP, TBT, CLS, Speed Index) of the
//   home screen, the board and one post, each loaded cold in a fresh browser profile.
// - For every category under 95, the audits that cost it points (and, for performance, the
//   failing diagnostics that say where the time goes).
// Builds the app into dist-lighthouse/ against private emulators (own ports, seeded with the
// demo data), serves it with `vite preview` and audits it in headless Chromium. Mobile means
// simulated throttling (slow 4G, a 4x slower CPU) applied to what this machine observed, so the
// performance figures move with the machine's speed and load; both are printed alongside.
// The full reports are written to dist-lighthouse/reports/.
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/browser.mjs';
import { HOST, ROOT_DIR, emulatorEnv } from '../../scripts/lib/config.mjs';
import { startEmulators } from '../../scripts/lib/emulators.mjs';
import { isPortFree } from '../../scripts/lib/processes.mjs';
import { seed } from '../../scripts/lib/seed.mjs';

// BENCH_LIGHTHOUSE_PORT=N moves every port it opens to N..N+5 (auth, Firestore and its hub and
// logging, Storage, the preview), for two checkouts benchmarking side by side.
const PORT_BASE = Number(process.env.BENCH_LIGHTHOUSE_PORT) || null;
const PORTS = PORT_BASE
  ? { auth: PORT_BASE, firestore: PORT_BASE + 1, storage: PORT_BASE + 4 }
  : { auth: 39099, firestore: 38080, storage: 39199 };
const PREVIEW_PORT = PORT_BASE ? PORT_BASE + 5 : 4573;
const OUT_DIR = 'dist-lighthouse';
const REPORT_DIR = path.join(ROOT_DIR, OUT_DIR, 'reports');
const ALL_PAGES = [
  { name: 'home', path: '/' },
  { name: 'board', path: '/board' },
  { name: 'post', path: '/posts/seed-post-01' },
  { name: 'member', path: '/members/demo-alice' },
  { name: 'career', path: '/carrer/lisner' },
];
// BENCH_LIGHTHOUSE_PAGES=board,post audits those alone.
const PAGES = process.env.BENCH_LIGHTHOUSE_PAGES
  ? ALL_PAGES.filter((page) => process.env.BENCH_LIGHTHOUSE_PAGES.split(',').includes(page.name))
  : ALL_PAGES;
// Runs per page; the run with the median performance score is reported.
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
// Another app's page to audit in the same run (its runs alternate with the home page's).
const COMPARE_URL = process.env.BENCH_LIGHTHOUSE_COMPARE_URL;
const BUDGET = 95;
const CATEGORY_LABELS = {
  performance: 'perf',
  accessibility: 'a11y',
  'best-practices': 'best',
  seo: 'seo',
  pwa: 'pwa',
  'agentic-browsing': 'agent',
};
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const score = (value) =>
  value === null || value === undefined ? '-' : String(Math.round(value * 100));
const label = (id) => CATEGORY_LABELS[id] ?? id.slice(0, 6);
const underBudget = (category) => category.score !== null && category.score * 100 < BUDGET;

/** Runs `node <args>` to completion with `env` added; its output shows only if it fails. */
function node(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT_DIR,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code, signalName) => {
      if (code === 0) resolve();
      else
        reject(new Error(`${args.join(' ')} failed (${signalName ?? `exit ${code}`})\n${output}`));
    });
  });
}

// Another server answering there would be audited instead of this build.
async function assertPreviewPortFree() {
  if (!(await isPortFree(PREVIEW_PORT, HOST))) {
    throw new Error(`port ${PREVIEW_PORT} is already in use on ${HOST}`);
  }
}

/** `vite preview` of the build on PREVIEW_PORT; resolves once it answers, with `stop()`. */
async function startPreview() {
  await assertPreviewPortFree();
  const child = spawn(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'preview',
      '--host',
      HOST,
      '--port',
      String(PREVIEW_PORT),
      '--strictPort',
      '--outDir',
      OUT_DIR,
    ],
    // The preview's Content-Security-Policy is made from these: the emulators' own ports.
    {
      cwd: ROOT_DIR,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, ...emulatorEnv(PORTS) },
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const running = () => child.exitCode === null && child.signalCode === null;
  // Should this process exit without stopping it (a signal), the server goes too.
  const onExit = () => running() && child.kill('SIGKILL');
  process.once('exit', onExit);
  const stop = async () => {
    process.off('exit', onExit);
    if (!running()) return;
    child.kill('SIGTERM');
    if (!(await Promise.race([exited.then(() => true), sleep(5000, false)]))) child.kill('SIGKILL');
  };

  const url = `http://${HOST}:${PREVIEW_PORT}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (!running()) {
      await stop();
      throw new Error(`vite preview exited: ${stderr.trim()}`);
    }
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1000) })).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`vite preview did not answer on ${url}`);
    }
    await sleep(200);
  }
}

/**
 * One Lighthouse run of `url` in a fresh headless Chromium (its own temporary profile). With
 * `warm`, the page is audited a second time in the same profile, its storage kept (service
 * worker, caches, the device's copy): a repeat visit.
 */
async function lighthouseRun(chromePath, url, { warm = false } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
    handleSIGINT: false,
    logLevel: 'silent',
  });
  // kill() is synchronous: it also runs if this process exits early.
  const kill = () => chrome.kill();
  process.once('exit', kill);
  try {
    let result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (warm && result) {
      result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        disableStorageReset: true,
      });
    }
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
    return result;
  } finally {
    process.off('exit', kill);
    kill();
  }
}

/**
 * Loads each page twice, unmeasured, before the audits. The emulators answer a kind of query
 * several times slower the first times they see it (their JVM still compiling it): the board's
 * first page took 700 ms the first time and 20 to 160 ms after, measured on this machine. A
 * production server has long been warm; unwarmed, the first audited runs measured the emulator.
 */
async function warmServers(chromePath, urls) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    for (const url of urls) {
      for (let i = 0; i < 2; i++) {
        const context = await browser.newContext();
        await (await context.newPage()).goto(url, { waitUntil: 'networkidle' });
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}

/** `RUNS` runs of one page; the one with the median performance score. */
async function audit(chromePath, url) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await lighthouseRun(chromePath, url));
  const performanceScore = ({ lhr }) => lhr.categories.performance?.score ?? 0;
  runs.sort((a, b) => performanceScore(a) - performanceScore(b));
  return runs[Math.floor(runs.length / 2)];
}

/** Audits that cost `category` points: weighted, scored, and short of a full score. */
function failingAudits(lhr, category) {
  return category.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ ...lhr.audits[ref.id], weight: ref.weight }))
    .filter((a) => a.score !== null && a.score < 1)
    .sort((a, b) => b.weight * (1 - b.score) - a.weight * (1 - a.score));
}

/** Unweighted performance audits that fail (insights, diagnostics): where the time goes. */
function performanceHints(lhr, category) {
  return category.auditRefs
    .filter((ref) => ref.weight === 0)
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 0.9 &&
        ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode),
    );
}

const describe = (a) =>
  `${a.id} (${a.weight === undefined ? '' : `weight ${a.weight}, `}score ${score(a.score)}` +
  `${a.displayValue ? `, ${a.displayValue}` : ''}): ${a.title}`;

function printResults(results, loads) {
  const categories = [...new Set(results.flatMap(({ lhr }) => Object.keys(lhr.categories)))];
  const width = Math.max(...results.map(({ page }) => page.path.length)) + 2;
  const { lhr: first } = results[0];
  const { formFactor, throttlingMethod } = first.configSettings;
  console.log(
    `\nLighthouse ${first.lighthouseVersion} (${formFactor}, throttling: ${throttlingMethod}), ` +
      `${RUNS === 1 ? 'one run' : `median of ${RUNS} runs`} per page; budget ${BUDGET} in every category:`,
  );
  console.log(`  ${'page'.padEnd(width)}${categories.map((id) => label(id).padStart(7)).join('')}`);
  for (const { page, lhr } of results) {
    const cells = categories.map((id) => {
      const category = lhr.categories[id];
      return `${score(category?.score)}${category && underBudget(category) ? '*' : ' '}`.padStart(
        7,
      );
    });
    console.log(`  ${page.path.padEnd(width)}${cells.join('')}`);
  }
  console.log(
    `  * under ${BUDGET}.  ` +
      categories.map((id) => `${label(id)} = ${first.categories[id]?.title ?? id}`).join(', '),
  );

  console.log('\n  Metrics (simulated mobile):');
  console.log(`  ${'page'.padEnd(width)}${METRICS.map(([name]) => name.padStart(10)).join('')}`);
  for (const { page, lhr } of results) {
    const cells = METRICS.map(([, id]) => (lhr.audits[id]?.displayValue ?? '-').padStart(10));
    console.log(`  ${page.path.padEnd(width)}${cells.join('')}`);
  }
  const indexes = results.map(({ lhr }) => Math.round(lhr.environment.benchmarkIndex));
  console.log(
    `  This machine: CPU benchmark index ${indexes.join(' / ')} (Lighthouse warns under 1000), ` +
      `load average ${loads.map((load) => load.toFixed(1)).join(' at start, ')} at end ` +
      `on ${availableParallelism()} CPUs.`,
  );

  for (const { page, lhr } of results) {
    const warnings = lhr.runWarnings.map((warning) => `    ! ${warning.split('\n')[0]}`);
    const sections = [];
    for (const [id, category] of Object.entries(lhr.categories)) {
      if (!underBudget(category)) continue;
      sections.push(`    ${category.title} ${score(category.score)}, what costs points:`);
      sections.push(...failingAudits(lhr, category).map((a) => `      ${describe(a)}`));
      if (id === 'performance') {
        sections.push(...performanceHints(lhr, category).map((a) => `      hint: ${describe(a)}`));
      }
    }
    if (warnings.length + sections.length === 0) continue;
    console.log(`\n  ${page.path}`);
    [...warnings, ...sections].forEach((line) => console.log(line));
  }
}

export async function run() {
  const chromium = findChromium();
  if (!chromium) {
    console.log('\nLighthouse: not measured (no Chromium found; set CHROMIUM_PATH)');
    return;
  }
  const started = performance.now();
  let emulators;
  let preview;
  try {
    await assertPreviewPortFree();
    emulators = await startEmulators({ ports: PORTS, log: () => undefined });
    await seed({ ports: PORTS });
    await node(
      ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', OUT_DIR],
      // Production, whatever ran before in this process: the benchmarks before this one start
      // Vite's dev server, which sets NODE_ENV to development for the process, and a build
      // inheriting it ships React's development build (the audits measured it, 508 KB).
      { ...emulatorEnv(PORTS), NODE_ENV: 'production' },
    );
    preview = await startPreview();

    await warmServers(
      chromium,
      PAGES.map((page) => `${preview.url}${page.path}`),
    );
    const loadAtStart = loadavg()[0];
    const results = [];
    await mkdir(REPORT_DIR, { recursive: true });
    for (const page of PAGES) {
      const { lhr, report } = await audit(chromium, `${preview.url}${page.path}`);
      await writeFile(path.join(REPORT_DIR, `${page.name}.json`), report);
      results.push({ page, lhr });
    }
    printResults(results, [loadAtStart, loadavg()[0]]);

    const lcp = ({ lhr }) => lhr.audits['largest-contentful-paint']?.numericValue ?? NaN;
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const warm = [];
    for (let i = 0; i < RUNS; i++) {
      warm.push(lcp(await lighthouseRun(chromium, `${preview.url}/`, { warm: true })));
    }
    console.log(
      `\n  Warm repeat visit of / (service worker and caches kept): LCP ${seconds(median(warm))} (median of ${RUNS})`,
    );

    if (COMPARE_URL) {
      const ours = [];
      const theirs = [];
      for (let i = 0; i < RUNS; i++) {
        ours.push((await lighthouseRun(chromium, `${preview.url}/`)).lhr);
        theirs.push((await lighthouseRun(chromium, COMPARE_URL)).lhr);
      }
      const perf = (lhrs) =>
        median(lhrs.map((lhr) => (lhr.categories.performance?.score ?? 0) * 100));
      const lcps = (lhrs) => median(lhrs.map((lhr) => lcp({ lhr })));
      console.log(`\n  Against ${COMPARE_URL} (runs alternating, medians of ${RUNS}):`);
      console.log(`    this app /: performance ${perf(ours)}, LCP ${seconds(lcps(ours))}`);
      console.log(`    the other:  performance ${perf(theirs)}, LCP ${seconds(lcps(theirs))}`);
      console.log(
        `    ratio (this / other): performance ${(perf(ours) / perf(theirs)).toFixed(2)}, LCP ${(lcps(ours) / lcps(theirs)).toFixed(2)}`,
      );
    }
    const files = PAGES.map((page) => page.name).join(',');
    console.log(
      `\n  Full reports (Lighthouse JSON): ${path.relative(ROOT_DIR, REPORT_DIR)}/{${files}}.json`,
    );
  } finally {
    await preview?.stop();
    await emulators?.stop();
    console.log(`  Lighthouse took ${seconds(performance.now() - started)}.`);
  }
}
