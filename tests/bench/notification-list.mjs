// Notification list benchmark (`npm run bench`): figures only, no pass/fail.
// A member with 1,000 notifications on the device (800 comments, replies and mentions, 200 likes
// of 40 posts; half of them unread), written straight into the device's IndexedDB
// (`pixel-community`, notifications table, the mirror's row shape), then /notifications reloaded
// offline, served by the service worker: from navigation start to the list's first line on screen
// (the frame after it enters the DOM), and to the header's bell showing its unread count. Median
// of 5. The list reads its first page (20 lines, each post's likes counted) from the device.
// Runs the production build (vite preview) in headless Chromium at a phone-sized viewport; the
// member signs in once through the Auth emulator (the emulators the build points at: started here
// unless they already answer, e.g. under scripts/with-emulators.mjs). Absolute times are this
// machine's, not a phone's; BENCH_CPU_SLOWDOWN=4 has Chromium run the page four times slower.
// Alone: `node tests/bench/notification-list.mjs [build folder]` (default dist/).
import {
  browserBench,
  createBenchMember,
  devtoolsSession,
  median,
  runAlone,
  signInThroughDialog,
  waitForServiceWorker,
  watchFirstRow,
} from './browser-bench.mjs';
import { inDeviceDatabase, readDeviceStore } from '../fixtures/device-database.mjs';

const NOTIFICATIONS = Number(process.env.BENCH_NOTIFICATIONS ?? 1_000);
const PORT = Number(process.env.BENCH_NOTIFICATIONS_PORT ?? 4474);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const RELOADS = 5;
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 1);
const VIEWPORT = { width: 412, height: 915 };
const LINE = '[data-testid="notification"]';

const ms = (value) => `${value.toFixed(1)} ms`;

/** `total` notifications of `uid` into the notifications table in the page, one transaction. */
async function seedNotifications(page, notifications) {
  const writeMs = await inDeviceDatabase(
    page,
    async (database, { uid, total }) => {
      const kinds = ['comment', 'reply', 'mention', 'comment'];
      const base = Date.UTC(2026, 0, 1);
      const startedAt = performance.now();
      await new Promise((resolve, reject) => {
        const tx = database.transaction('notifications', 'readwrite');
        const store = tx.objectStore('notifications');
        for (let i = 0; i < total; i++) {
          const like = i % 5 === 0;
          const postId = `bench-post-${like ? i % 40 : i % 300}`;
          const actor = `member-${i % 97}`;
          const unread = i % 2 === 0 ? 1 : 0;
          store.put({
            uid,
            id: like ? `l_${postId}_${actor}` : `c_bench-${i}`,
            kind: like ? 'like' : kinds[i % kinds.length],
            actor,
            actorName: `member ${i % 97}`,
            postId,
            postTitle: `Post number ${i % 300}: a title long enough to wrap on a phone`,
            ...(like ? {} : { commentId: `bench-${i}` }),
            createdAt: new Date(base + i * 60_000),
            read: unread === 0,
            unread,
            pending: false,
          });
        }
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      });
      return performance.now() - startedAt;
    },
    notifications,
  );
  return { writeMs, stored: await readDeviceStore(page, 'notifications', 'count') };
}

async function measure(browser, ports, log) {
  const { email, uid } = await createBenchMember(ports.auth, 'notices');
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-US' });
  await context.addInitScript(watchFirstRow, LINE);
  const page = await context.newPage();
  await page.goto(`${ORIGIN}/`);
  await waitForServiceWorker(page);
  await signInThroughDialog(page, email);
  await page.goto(`${ORIGIN}/notifications`);
  await page.getByTestId('notifications-empty').waitFor({ timeout: 30_000 });
  const devtools = await devtoolsSession(context, page);
  await devtools.setOffline(true);
  const seeded = await seedNotifications(page, { uid, total: NOTIFICATIONS });
  log(
    `  seed: ${seeded.stored.toLocaleString('en-US')} notifications into IndexedDB in ` +
      `${ms(seeded.writeMs)} (one transaction)`,
  );
  await devtools.slowCpu(CPU_SLOWDOWN);
  const firstLine = [];
  const bellCount = [];
  let lines = 0;
  let count = '';
  let fromServiceWorker = true;
  for (let i = 0; i < RELOADS; i++) {
    const response = await page.reload({ waitUntil: 'commit' });
    fromServiceWorker &&= Boolean(response?.fromServiceWorker());
    await page.waitForFunction(() => window.__benchFirstRowFrame !== undefined, undefined, {
      timeout: 60_000,
    });
    await page.waitForFunction(
      () =>
        document.querySelector(
          '[data-testid="notification-bell"][data-count]:not([data-count="0"])',
        ),
      undefined,
      { timeout: 60_000 },
    );
    firstLine.push(await page.evaluate(() => window.__benchFirstRowFrame));
    bellCount.push(await page.evaluate(() => performance.now()));
    lines = await page.locator(`${LINE}, [data-testid="muted-notification"]`).count();
    count = (await page.getByTestId('notification-bell').getAttribute('data-count')) ?? '';
  }
  log(
    `  offline reload of /notifications, navigation start to the first line on screen: ` +
      `median ${ms(median(firstLine))} (min ${ms(Math.min(...firstLine))}, ` +
      `max ${ms(Math.max(...firstLine))}, ${RELOADS} reloads; ` +
      `${fromServiceWorker ? 'served by the service worker' : 'NOT served by the service worker'})`,
  );
  log(
    `  the bell's unread count (${count} lines) on screen by ${ms(median(bellCount))} (median); ` +
      `the first page shows ${lines} lines of the ${NOTIFICATIONS.toLocaleString('en-US')}`,
  );
  await context.close();
}

export const run = browserBench({
  heading:
    `\nNotification list (headless Chromium ${VIEWPORT.width}x${VIEWPORT.height}, offline, ` +
    `${NOTIFICATIONS.toLocaleString('en-US')} notifications on the device` +
    `${CPU_SLOWDOWN > 1 ? `, CPU ${CPU_SLOWDOWN}x slower` : ''}):`,
  port: PORT,
  measure,
});

if (import.meta.url === `file://${process.argv[1]}`) await runAlone(run);
