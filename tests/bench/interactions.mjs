// Interaction latency benchmark (`npm run bench`): figures only, no pass/fail.
// How long each of a member's everyday interactions takes to show its result once the page is up:
// for each interaction, the Event Timing entries (PerformanceObserver type 'event') of the
// interaction's events, from the input until the next frame is painted, the longest of them (as
// Interaction to Next Paint counts it). Chromium reports an event only past 16 ms, so "< 16 ms"
// means none was reported. Each interaction is repeated 20 times (a key: 20 keys); printed are the
// median and the worst, and where the worst one's time went: its input delay, its handlers, and
// its presentation (from the handlers to the frame that shows their result).
// The member signs in through the Auth emulator, then goes offline: 10,000 posts are written into
// the device's IndexedDB (tests/fixtures/device-posts.mjs) and 1,000 to-dos added through the to-do form,
// so 1,000 writes wait in the outbox; the figures are taken once the device has let go of the posts
// past its copy's budget. With Chromium's CPU slowed (BENCH_CPU_SLOWDOWN, default 4)
// it measures: switching the board's tab and sort, opening a post from the board, like,
// bookmark, typing a comment (per key), opening the write dialog and typing in its editor with a
// 5,000-character post (per key), opening /sync with the 1,000 writes waiting, toggling a
// to-do among 1,000, and typing a query on /search (per key, and until its final results) with
// 10,000 and then 100,000 posts on the device (BENCH_INTERACTION_SEARCH_SIZES), three times each.
// Runs the production build (vite preview) in headless Chromium at a phone-sized viewport, on the
// emulators the build points at (started here unless they already answer).
// Alone: `node tests/bench/interactions.mjs [build folder]` (default dist/).
import { raiseDeviceBudget, seedPosts } from '../fixtures/device-posts.mjs';
import {
  browserBench,
  createBenchMember,
  devicePostCount,
  devtoolsSession,
  median,
  runAlone,
  signInThroughDialog,
  waitForServiceWorker,
} from './browser-bench.mjs';

const POSTS = Number(process.env.BENCH_INTERACTION_POSTS ?? 10_000);
const TODOS = Number(process.env.BENCH_INTERACTION_TODOS ?? 1_000);
const REPEATS = 20;
const PORT = Number(process.env.BENCH_INTERACTIONS_PORT ?? 4475);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const VIEWPORT = { width: 412, height: 915 };
const LONG_POST = 5_000;
/** The device's copies /search is typed on (BENCH_INTERACTION_SEARCH_SIZES, comma-separated). */
const SEARCH_SIZES = (process.env.BENCH_INTERACTION_SEARCH_SIZES ?? '10000,100000')
  .split(',')
  .filter(Boolean)
  .map(Number);
/**
 * Typed into /search: 30 characters matched in full by post 4321 (and 43210 to 43219) only. Its
 * last key narrows the results (from the posts numbered 432...), so the final results come after it.
 */
const QUERY = 'a phone title post number 4321';
/** Times QUERY is typed at each size (one figure of its final results is too noisy alone). */
const SEARCH_ROUNDS = 3;

/**
 * In every page, from its start: every reported event of an interaction, kept in order, with its
 * parts: waiting for the main thread (input delay), the event's handlers, and from them to the
 * frame that shows their result (presentation).
 */
function watchEvents() {
  window.__benchEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId)
        window.__benchEvents.push({
          id: entry.interactionId,
          name: entry.name,
          duration: entry.duration,
          delay: entry.processingStart - entry.startTime,
          handlers: entry.processingEnd - entry.processingStart,
          paint: entry.startTime + entry.duration - entry.processingEnd,
        });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** The device's post count once it has stopped changing (the copy's budget applied). */
async function settledPostCount(page) {
  const count = () => devicePostCount(page);
  const deadline = Date.now() + 120_000;
  let last = await count();
  let steadySince = Date.now();
  while (Date.now() < deadline) {
    await page.waitForTimeout(1_000);
    const now = await count();
    if (now !== last) {
      last = now;
      steadySince = Date.now();
    } else if (now < POSTS && Date.now() - steadySince >= 3_000) break;
  }
  return last;
}

const ms = (value) => (value < 16 ? '< 16 ms' : `${Math.round(value)} ms`);

const POINTER = new Set(['pointerdown', 'pointerup', 'click']);

/**
 * Runs `act` `REPEATS` times (or once, for typing, whose keys are the interactions) and returns
 * each interaction's latency: the longest reported event of it (with its parts), a duration of 0
 * when none was reported. With `tapsOnly`, the keys an act presses on the way (Escape closing a
 * dialog) are left out.
 */
async function interactions(
  page,
  act,
  { repeats = REPEATS, expected = repeats, tapsOnly = false } = {},
) {
  await page.evaluate(() => (window.__benchEvents = []));
  for (let i = 0; i < repeats; i++) await act(i);
  // Entries arrive after the frame they waited for: give the last one time to come.
  await page.waitForTimeout(500);
  const events = await page.evaluate(() => window.__benchEvents);
  const taps = new Set(events.filter(({ name }) => POINTER.has(name)).map(({ id }) => id));
  const byInteraction = new Map();
  for (const event of events)
    if (
      (!tapsOnly || taps.has(event.id)) &&
      event.duration > (byInteraction.get(event.id)?.duration ?? -1)
    )
      byInteraction.set(event.id, event);
  const latencies = [...byInteraction.values()];
  while (latencies.length < expected) latencies.push({ duration: 0 });
  return latencies;
}

function report(log, label, latencies) {
  const durations = latencies.map(({ duration }) => duration);
  const worst = latencies.reduce((a, b) => (b.duration > a.duration ? b : a));
  const over = durations.filter((value) => value > 100).length;
  // Where the worst one's time went (none reported: under 16 ms).
  const parts = worst.duration
    ? ` (input delay ${Math.round(worst.delay)}, handlers ${Math.round(worst.handlers)}, ` +
      `presentation ${Math.round(worst.paint)})`
    : '';
  log(
    `  ${label}: median ${ms(median(durations))}, worst ${ms(worst.duration)}${parts} ` +
      `of ${durations.length}` +
      (over ? `, ${over} over 100 ms` : ''),
  );
}

async function measure(browser, ports, log) {
  const { email } = await createBenchMember(ports.auth, 'interactions', { verified: true });
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-US' });
  await context.addInitScript(watchEvents);
  // In English (the app's default is Korean), as the app saves a reader's choice.
  await context.addInitScript(() => localStorage.setItem('locale', 'en'));
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await page.goto(`${ORIGIN}/`);
  await waitForServiceWorker(page);
  await signInThroughDialog(page, email);
  await page.goto(`${ORIGIN}/todos`);
  await page.getByTestId('todos-empty').waitFor();
  const devtools = await devtoolsSession(context, page);
  await devtools.setOffline(true);

  const seeded = await seedPosts(page, POSTS);
  const todoForm = page.getByTestId('new-todo');
  const todoField = todoForm.getByLabel('New to-do', { exact: true });
  const todosAt = Date.now();
  for (let i = 0; i < TODOS; i++) {
    await todoField.fill(`to-do ${i}`);
    await todoField.press('Enter');
    // The list's count line (numbers as the page writes them, 1,000 with its comma): past 100
    // rows, the new row is below the rows near the screen.
    const count = (i + 1).toLocaleString('en-US');
    await page
      .getByText(`0 of ${count} to-do${i === 0 ? '' : 's'} done`, { exact: true })
      .waitFor();
  }
  log(
    `  the device: ${seeded.stored.toLocaleString('en-US')} posts, ${TODOS.toLocaleString('en-US')} ` +
      `to-dos added through the form in ${((Date.now() - todosAt) / 1000).toFixed(0)} s, ` +
      `so ${TODOS.toLocaleString('en-US')} writes wait`,
  );

  // The device keeps a budget of posts: it lets the rest go a little after the sync starts. The
  // figures are taken once it has, with what it keeps.
  const held = await settledPostCount(page);
  log(`  the device keeps ${held.toLocaleString('en-US')} of the posts (its copy's budget)`);

  await devtools.slowCpu(CPU_SLOWDOWN);
  if (!(await page.evaluate(() => navigator.onLine === false)))
    throw new Error('the page counts itself online');

  // A to-do among 1,000: its checkbox, scrolled to (a long list renders the rows near the
  // screen only).
  const middle = Math.floor(TODOS / 2);
  const middleBox = page.getByRole('checkbox', { name: `Done: to-do ${middle}`, exact: true });
  for (let step = 0; step < 1_000 && !(await middleBox.isVisible()); step++)
    await page.mouse.wheel(0, VIEWPORT.height / 2);
  await middleBox.scrollIntoViewIfNeeded();
  report(
    log,
    `toggling a to-do among ${TODOS.toLocaleString('en-US')}`,
    await interactions(page, (i) =>
      page.getByRole('checkbox', { name: `Done: to-do ${middle + (i % 5)}`, exact: true }).click(),
    ),
  );

  // /sync with the writes waiting, reached by the header's sync link.
  report(
    log,
    `opening /sync with ${TODOS.toLocaleString('en-US')} writes waiting`,
    await interactions(page, async () => {
      await page.getByTestId('sync-indicator').click();
      await page.getByTestId('sync-entry').first().waitFor();
      await page.goBack();
      await page.getByTestId('new-todo').waitFor();
    }),
  );

  await page.goto(`${ORIGIN}/board`);
  await page.getByTestId('post-row').first().waitFor();
  const tabs = ['qna', 'community', 'notice', 'all'];
  report(
    log,
    'switching the board’s tab',
    await interactions(page, async (i) => {
      await page.getByTestId(`tab-${tabs[i % tabs.length]}`).click();
      await page.getByTestId('post-row').first().waitFor();
    }),
  );
  // By keyboard, as a select's choice is an interaction only from real input: down twice
  // through the three orders, then up twice.
  const sortField = page.getByRole('combobox', { name: /^Sort by/ });
  await sortField.focus();
  report(
    log,
    'switching the board’s sort',
    await interactions(page, async (i) => {
      await sortField.press(i % 4 < 2 ? 'ArrowDown' : 'ArrowUp');
      await page.getByTestId('post-row').first().waitFor();
    }),
  );

  await page.getByTestId(`tab-all`).click();
  const postLink = (n) =>
    page.getByTestId('post-row').nth(n).getByRole('heading').getByRole('link');
  report(
    log,
    'opening a post from the board',
    await interactions(page, async (i) => {
      await postLink(i % 5).click();
      await page.getByTestId('post-detail').waitFor();
      await page.goBack();
      await page.getByTestId('post-row').first().waitFor();
    }),
  );

  await postLink(0).click();
  await page.getByTestId('post-detail').waitFor();
  report(log, 'like', await interactions(page, () => page.getByTestId('like-button').click()));
  report(
    log,
    'bookmark',
    await interactions(page, () => page.getByTestId('bookmark-button').click()),
  );
  const commentBox = page.getByRole('textbox', { name: 'Leave a comment' });
  await commentBox.click();
  report(
    log,
    'typing a comment, per key',
    await interactions(page, () => commentBox.pressSequentially('a quick reply', { delay: 50 }), {
      repeats: 1,
      expected: 'a quick reply'.length,
    }),
  );

  await page.goto(`${ORIGIN}/board`);
  await page.getByTestId('post-row').first().waitFor();
  const write = page.getByRole('button', { name: 'Write a post' });
  const dialog = page.getByTestId('write-dialog');
  report(
    log,
    'opening the write dialog',
    await interactions(
      page,
      async () => {
        await write.click();
        await dialog.waitFor();
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
      },
      { tapsOnly: true },
    ),
  );
  await write.click();
  const editor = dialog.getByLabel('Content', { exact: true });
  await editor.fill('A long post. '.repeat(Math.ceil(LONG_POST / 13)).slice(0, LONG_POST));
  await editor.press('End');
  const typed = ' and one more line';
  report(
    log,
    `typing in the editor of a ${LONG_POST.toLocaleString('en-US')}-character post, per key`,
    await interactions(page, () => editor.pressSequentially(typed, { delay: 50 }), {
      repeats: 1,
      expected: typed.length,
    }),
  );
  await searchTyping(page, devtools, log);
  await context.close();
}

/**
 * In the page, before the typing: watches for the final query's results (the whole query in the
 * box, every result shown a post numbered 4321...) and keeps when their frame came, so the figure
 * does not count the time the bench takes to ask after the typing. (An earlier key's results may
 * show only such posts too: a one-letter query's best are as good as any.)
 */
function watchFinalResults(length) {
  window.__finalResultsAt = undefined;
  const done = () => {
    if (document.querySelector('[data-testid="search-box"]').value.length !== length) return false;
    const titles = [
      ...document.querySelectorAll('[data-testid="post-row"] h2, [data-testid="post-row"] h3'),
    ];
    return titles.length > 0 && titles.every((title) => title.textContent.includes('number 4321'));
  };
  const observer = new MutationObserver(() => {
    if (!done()) return;
    observer.disconnect();
    requestAnimationFrame((frame) => (window.__finalResultsAt = frame));
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
}

/**
 * Typing QUERY at 50 ms a key on /search with each of SEARCH_SIZES posts on the device (its
 * budget raised on /sync first): each key's latency, and the time from the last key to the final
 * results. The posts are written and indexed at full speed; the CPU is slowed for the typing.
 */
async function searchTyping(page, devtools, log) {
  if (SEARCH_SIZES.length === 0) return;
  await devtools.slowCpu(1);
  await page.goto(`${ORIGIN}/sync`);
  await raiseDeviceBudget(page);
  for (const size of SEARCH_SIZES) {
    await devtools.slowCpu(1);
    await page.goto(`${ORIGIN}/todos`);
    const seeded = await seedPosts(page, size);
    const indexedAt = Date.now();
    await page.goto(`${ORIGIN}/search`);
    await page
      .locator(`[data-testid="search-source"][data-count="${seeded.stored}"]`)
      .waitFor({ timeout: 900_000 });
    const indexSeconds = ((Date.now() - indexedAt) / 1000).toFixed(0);
    const box = page.getByTestId('search-box');
    await box.click();
    await page.evaluate(() =>
      document.addEventListener('keydown', () => (window.__lastKeyAt = performance.now()), true),
    );
    await devtools.slowCpu(CPU_SLOWDOWN);
    const label = `typing a ${QUERY.length}-character query on /search, ${seeded.stored.toLocaleString('en-US')} posts on the device`;
    const untilResults = [];
    const latencies = await interactions(
      page,
      async () => {
        await page.evaluate(watchFinalResults, QUERY.length);
        await box.pressSequentially(QUERY, { delay: 50 });
        await page.waitForFunction(() => window.__finalResultsAt !== undefined, null, {
          timeout: 60_000,
        });
        untilResults.push(await page.evaluate(() => window.__finalResultsAt - window.__lastKeyAt));
        // Emptied again for the next round (not a key: the box set at once, as a paste).
        await box.fill('');
        await page.getByTestId('search-prompt').waitFor();
      },
      { repeats: SEARCH_ROUNDS, expected: SEARCH_ROUNDS * QUERY.length },
    );
    report(log, `${label} (indexed in ${indexSeconds} s), per key`, latencies);
    log(
      `    its final results, after the last key: ${untilResults.map(Math.round).join(', ')} ms ` +
        `(${SEARCH_ROUNDS} rounds; median ${Math.round(median(untilResults))} ms)`,
    );
  }
}

export const run = browserBench({
  heading:
    `\nInteractions (headless Chromium ${VIEWPORT.width}x${VIEWPORT.height}, offline, ` +
    `CPU ${CPU_SLOWDOWN}x slower; each interaction's input to its next paint, Event Timing):`,
  port: PORT,
  measure,
});

if (import.meta.url === `file://${process.argv[1]}`) await runAlone(run);
