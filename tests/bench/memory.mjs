// Memory benchmark (`npm run bench`): figures only, no pass/fail.
// The JS heap of a long session, each figure after a full garbage collection (DevTools'
// HeapProfiler.collectGarbage, then Runtime.getHeapUsage):
// - at the start: the board open, signed in;
// - after reading: the board scrolled until the device holds 1,000 posts read from the server's
//   pages, then 100 post pages opened one after another in the app (its own navigation, no reload);
// - then the app left open on the board with its listeners on (the newest posts, the member's
//   notifications) while a second client changes one of the newest posts every 5 s: the heap at
//   every minute, printed at 10 and at the end (60 minutes unless BENCH_MEMORY_MINUTES says), the
//   growth between them and the slope of a line through the minutes from the 10th on.
// The target is no growth past 10% between the 10th and the 60th minute.
// Runs the production build (vite preview) in headless Chromium at a phone-sized viewport on the
// emulators the build points at (started here unless they already answer); 1,000 posts are
// written to them first. Alone: `node tests/bench/memory.mjs [build folder]` (default dist/).
import {
  browserBench,
  createBenchMember,
  devicePostCount,
  runAlone,
  signInThroughDialog,
  waitForServiceWorker,
} from './browser-bench.mjs';
import { buildServerPosts, writeServerPosts } from './server-posts.mjs';

const POSTS = 1_000;
const POST_PAGES = 100;
const MINUTES = Number(process.env.BENCH_MEMORY_MINUTES ?? 60);
const CHANGE_EVERY_MS = 5_000;
const PORT = Number(process.env.BENCH_MEMORY_PORT ?? 4476);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const VIEWPORT = { width: 412, height: 915 };
const ROW = '[data-testid="post-row"]';

const mb = (bytes) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** Goes to `to` through the app's router, as a tapped link does (no reload). */
async function navigate(page, to, ready) {
  await page.evaluate((url) => {
    history.pushState(null, '', url);
    dispatchEvent(new PopStateEvent('popstate'));
  }, to);
  await page.locator(ready).first().waitFor();
}

/** Slope of the least-squares line through the points, per unit of x. */
function slope(points) {
  const n = points.length;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / n;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / n;
  let numerator = 0;
  let denominator = 0;
  for (const [x, y] of points) {
    numerator += (x - meanX) * (y - meanY);
    denominator += (x - meanX) ** 2;
  }
  return denominator === 0 ? 0 : numerator / denominator;
}

async function measure(browser, ports, log) {
  const posts = buildServerPosts(POSTS, { prefix: 'memory' });
  await writeServerPosts(ports.firestore, posts);
  // The newest posts are the ones the app listens to: the second client changes those.
  const newest = [...posts].sort((a, b) => b.data.createdAt - a.data.createdAt).slice(0, 10);

  const { email } = await createBenchMember(ports.auth, 'memory');
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-US' });
  await context.addInitScript(() => localStorage.setItem('locale', 'en'));
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const cdp = await context.newCDPSession(page);
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };

  await page.goto(`${ORIGIN}/board`);
  await waitForServiceWorker(page);
  await signInThroughDialog(page, email);
  await page.locator(ROW).first().waitFor();
  const atStart = await heap();

  // Reading: the board scrolled on until the device holds the 1,000 posts.
  const readingStarted = Date.now();
  while ((await devicePostCount(page)) < POSTS) {
    if (Date.now() - readingStarted > 10 * 60_000)
      throw new Error(`the board reached ${await devicePostCount(page)} posts in 10 minutes`);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(300);
  }
  const held = await devicePostCount(page);
  for (let i = 0; i < POST_PAGES; i += 1) {
    await navigate(page, `/posts/${posts[(i * 7) % POSTS].id}`, '[data-testid="post-detail"] h1');
  }
  await navigate(page, '/board', ROW);
  const afterReading = await heap();
  log(
    `  start ${mb(atStart)}; after reading ${held.toLocaleString('en-US')} posts from the board ` +
      `and ${POST_PAGES} post pages: ${mb(afterReading)}`,
  );

  // The app left open, a second client changing the newest posts.
  let changes = 0;
  const changing = setInterval(() => {
    const post = newest[changes % newest.length];
    changes += 1;
    const updatedAt = new Date();
    writeServerPosts(
      ports.firestore,
      [
        {
          id: post.id,
          data: { title: `${post.data.title} ${changes}`, updatedAt, version: changes + 1 },
        },
      ],
      { fieldPaths: ['title', 'updatedAt', 'version'] },
    ).catch((error) => log(`  a change failed: ${error.message}`));
  }, CHANGE_EVERY_MS);
  const minutes = [];
  const openedAt = Date.now();
  try {
    for (let minute = 1; minute <= MINUTES; minute += 1) {
      await page.waitForTimeout(openedAt + minute * 60_000 - Date.now());
      minutes.push([minute, await heap()]);
    }
  } finally {
    clearInterval(changing);
  }
  await context.close();

  const at = (minute) => minutes.find(([m]) => m === minute)?.[1];
  const first = Math.min(10, MINUTES);
  const from = at(first);
  const to = at(MINUTES);
  const perMinute = slope(minutes.filter(([m]) => m >= first));
  log(
    `  open with its listeners, ${changes} changes from a second client: minute ${first} ` +
      `${mb(from)}, minute ${MINUTES} ${mb(to)}; growth ${(((to - from) / from) * 100).toFixed(1)}% ` +
      `(target: under 10%), ${(perMinute / 1_048_576).toFixed(3)} MB a minute`,
  );
}

export const run = browserBench({
  heading:
    `\nMemory (headless Chromium ${VIEWPORT.width}x${VIEWPORT.height}, JS heap after a full ` +
    `collection; ${MINUTES} minute${MINUTES === 1 ? '' : 's'} open):`,
  port: PORT,
  measure,
});

if (import.meta.url === `file://${process.argv[1]}`) await runAlone(run);
