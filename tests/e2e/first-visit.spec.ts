import { expect, test, type Page } from '@playwright/test';
import { deviceRows } from './offline-support';
import { DEMO_PASSWORD, signIn, storedAuthSessions } from './auth-helpers';
import {
  reachForControls,
  reactCommitted,
  readEmulatorDocument,
  waitForServiceWorker,
} from './support';

/** Every URL the page itself asks for, from the first request on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** The console's errors and warnings and the page's uncaught errors, from now on. */
function recordConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Holds back the page's requests for `url` until `release()`; `asked()` says one was made. */
async function holdRequests(
  page: Page,
  url: RegExp,
): Promise<{ release: () => void; asked: () => boolean }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(url, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  // A page the service worker has come to control meanwhile (it installs during a first visit)
  // is answered by the worker, out of the route's sight: the page asked all the same.
  page.on('request', (request) => {
    if (url.test(request.url())) asked = true;
  });
  return { release, asked: () => asked };
}

/** Starts summing the page's layout shifts from its first paint (call before `goto`). */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts = ((window as unknown as { shifts: number[] }).shifts = [] as number[]);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
        shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts recorded so far, summed. */
function layoutShiftTotal(page: Page): Promise<number> {
  return page.evaluate(() =>
    (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
  );
}

/** Each element's tag, place and words; a time by its date ("2분 전" may turn "3분 전" meanwhile). */
function boxes(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const { top, left, width, height } = element.getBoundingClientRect();
      const words = element.cloneNode(true) as HTMLElement;
      for (const time of words.querySelectorAll('time'))
        time.textContent = time.getAttribute('datetime');
      return { tag: element.tagName, text: words.textContent, top, left, width, height };
    }),
  );
}

/**
 * From the page's next load on, whether an element matching `selector` ever showed, however
 * briefly (call before `goto`); what it returns reads the answer.
 */
async function watchFor(page: Page, selector: string): Promise<() => Promise<boolean>> {
  await page.addInitScript((watched) => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector(watched)) return;
      (window as unknown as { sawWatched: boolean }).sawWatched = true;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, selector);
  return () =>
    page.evaluate(() => (window as unknown as { sawWatched?: boolean }).sawWatched === true);
}

// The full SDK's own chunk and its realtime channel (Firestore Lite reads with plain REST calls).
const fullSdk = (url: string) =>
  /\/assets\/remote-api-[^/]+\.js$/.test(url) ||
  /google\.firestore\.v1\.Firestore\/Listen/.test(url);
// Any of Firebase's code: the app's core, Firestore Lite and the full SDK.
const anySdk = (url: string) =>
  fullSdk(url) || /\/assets\/(firebase-app|direct-reads|lite-reads)-[^/]+\.js$/.test(url);
const postRead = (url: string) => /\/documents(:runQuery|\/posts\/)/.test(url);

test.describe('a first visit', () => {
  test("a visitor's home and board show posts without the Firebase SDK, which loads on sign-in", async ({
    page,
  }) => {
    const urls = recordRequests(page);
    const answers: Promise<string>[] = [];
    page.on('response', (response) => {
      if (postRead(response.url())) answers.push(response.text());
    });
    await page.goto('/');
    await expect(
      page.getByTestId('early-latest-posts').getByRole('listitem').first(),
    ).toBeVisible();
    await page.getByRole('link', { name: '게시판으로 가기' }).click();
    await expect(page.getByTestId('early-post-row').first()).toBeVisible();
    // The board's code, on a reason: its list takes the rows over, and keeps them on the device.
    await reachForControls(page);
    await expect(page.getByTestId('post-row').first()).toBeVisible();
    await page.waitForLoadState('networkidle');

    // The posts came from the server through plain REST reads: no Firebase code at all.
    expect(urls.filter(postRead).length).toBeGreaterThanOrEqual(3);
    expect(urls.filter(anySdk)).toEqual([]);
    // Each read asked for the fields the app reads, and the device's copy got the posts' text
    // (read once the rows had painted), but never their search tokens, most of a post's bytes.
    const bodies = await Promise.all(answers);
    expect(bodies.filter((body) => body.includes('"content"')).length).toBeGreaterThanOrEqual(1);
    for (const body of bodies) expect(body).not.toContain('searchTokens');
    // A Korean reader's pages load the Korean catalog alone.
    expect(urls.filter((url) => /\/assets\/en-[^/]+\.js$/.test(url))).toEqual([]);

    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    await expect.poll(() => urls.some(fullSdk)).toBe(true);
  });
});

test.describe('a screen opened by its URL', () => {
  // The app's first script begins the screen's first read from the URL (src/early.ts,
  // src/app/route-reads.ts); the screen takes that read rather than asking again.
  test("reads the board's first page and a post once each; a visitor's post needs no full SDK", async ({
    page,
  }) => {
    const urls = recordRequests(page);
    const bodies: string[] = [];
    page.on('request', (request) => {
      if (/\/documents:(runQuery|batchGet)/.test(request.url()))
        bodies.push(request.postData() ?? '');
      // A single document read through REST: its path in the URL.
      if (/\/documents\/posts\/[^/:?]+(\?|$)/.test(request.url()) && request.method() === 'GET')
        bodies.push(`GET ${new URL(request.url()).pathname}"`);
    });
    await page.goto('/board');
    await expect(page.getByTestId('early-post-row').first()).toBeVisible();
    await reachForControls(page);
    await expect(page.getByTestId('post-row').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const firstPages = bodies.filter(
      (body) =>
        body.includes('"orderBy":[{"field":{"fieldPath":"updatedAt"}') && !body.includes('startAt'),
    );
    expect(firstPages).toHaveLength(1);

    bodies.length = 0;
    const hits = async () =>
      Number(
        (
          (await readEmulatorDocument('posts/seed-post-01')) as {
            fields: { hits?: { integerValue?: string } };
          }
        ).fields.hits?.integerValue ?? 0,
      );
    const hitsBefore = await hits();
    // A visitor's comments (read once, through REST) come after the post, and the hit is
    // counted by a worker of its own (an anonymous session and one commit, off the page).
    const comments = page.waitForRequest(/\/documents\/posts\/seed-post-01:runQuery/);
    await page.goto('/posts/seed-post-01');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await comments;
    await expect(page.getByTestId('comment')).toHaveCount(2);
    expect(bodies.filter((body) => /posts\/seed-post-01"/.test(body))).toHaveLength(1);
    await expect.poll(hits).toBeGreaterThan(hitsBefore);
    await page.waitForLoadState('networkidle');
    expect(urls.filter(fullSdk)).toEqual([]);
    // The page itself loads neither Auth nor Lite for it: the worker does.
    const chunk = (name: string) => new RegExp(`/assets/${name}-[\\w-]{8}\\.js$`);
    expect(
      urls.filter((url) =>
        ['hits', 'direct-reads', 'firebase-app'].some((name) => chunk(name).test(url)),
      ),
    ).toEqual([]);
    expect(urls.filter((url) => chunk('hits-worker').test(url))).toHaveLength(1);
    // Its anonymous session is kept on the device: the next visit is the same viewer, not a
    // second view.
    const sessions = (await storedAuthSessions(page)).map((session) => session.key);
    // Under an app name of its own: it can never take the place of a member signed in meanwhile.
    expect(sessions).toEqual([expect.stringMatching(/:views$/)]);
  });
});

test.describe("a first visit's reads", () => {
  // The page's HTML begins them as it parses (src/data/remote/page-reads.ts): no script file has
  // to arrive first. Then the first script takes their answers instead of asking again.
  const readsOf = (page: Page) => {
    const reads: string[] = [];
    page.on('request', (request) => {
      if (postRead(request.url()))
        reads.push(
          `${request.method()} ${new URL(request.url()).pathname.replace(/^.*\/documents/, '')}`,
        );
    });
    return reads;
  };

  for (const { path, shown, expected } of [
    { path: '/board', shown: 'early-post-row', expected: ['POST :runQuery', 'POST :runQuery'] },
    // The board under the Vue app's old name.
    {
      path: '/index%20copy',
      shown: 'early-post-row',
      expected: ['POST :runQuery', 'POST :runQuery'],
    },
    {
      path: '/posts/seed-post-01',
      shown: 'comment',
      expected: ['GET /posts/seed-post-01', 'POST /posts/seed-post-01:runQuery'],
    },
  ]) {
    test(`${path} begins its first reads before any script has arrived, and reads once`, async ({
      page,
    }) => {
      const problems = recordConsoleProblems(page);
      const reads = readsOf(page);
      const scripts = await holdRequests(page, /\/assets\/[^/]+\.js$/);
      await page.goto(path, { waitUntil: 'commit' });
      // With every script held back, the reads go out all the same.
      await expect.poll(() => [...reads].sort()).toEqual(expected);
      expect(scripts.asked()).toBe(true);
      scripts.release();
      await expect(page.getByTestId(shown).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      // The first script took those answers: nothing was asked twice.
      expect(reads.filter((read) => expected.includes(read))).toHaveLength(2);
      expect(problems).toEqual([]);
    });
  }

  test("another of the board's orders is not the page's own: the first script asks for it", async ({
    page,
  }) => {
    const firstPages: string[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      const order = /"orderBy":\[\{"field":\{"fieldPath":"(\w+)"/.exec(body)?.[1];
      if (order && !body.includes('startAt')) firstPages.push(order);
    });
    const scripts = await holdRequests(page, /\/assets\/[^/]+\.js$/);
    await page.goto('/board?sort=like', { waitUntil: 'commit' });
    await expect.poll(() => scripts.asked()).toBe(true);
    scripts.release();
    await expect(page.getByTestId('post-row').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The most liked first, asked once; never the page's own order (by the last update).
    expect(firstPages).toEqual(['likeCount']);
  });
});

test('a post in plain markdown loads no GitHub extensions for React; one with a table and strikethrough shows them from its first paint', async ({
  page,
}) => {
  const urls = recordRequests(page);
  // React's (remark-gfm). A post's shell names the first script's (micromark's own, which
  // remark-gfm wraps) at a low priority, for a visitor's first visit to a post that uses them.
  const reactGfm = (url: string) => /\/assets\/remark-gfm-[^/]+\.js$/.test(url);
  const gfmChunk = (url: string) =>
    reactGfm(url) || /\/assets\/micromark-extension-gfm-[^/]+\.js$/.test(url);
  // The post's text, from the first script or React, whichever shows it.
  const text = '[data-testid="markdown"], [data-testid="early-markdown"]';
  // The post's text as it first appeared on each page.
  await page.addInitScript((text) => {
    new MutationObserver((_, observer) => {
      const shown = document.querySelector(text);
      if (!shown) return;
      (window as unknown as { firstShown: string }).firstShown = shown.innerHTML;
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true });
  }, text);
  const firstShown = () =>
    page.evaluate(() => (window as unknown as { firstShown: string }).firstShown);
  // The welcome post: headings, a list, a fenced block and a link, all CommonMark.
  await page.goto('/posts/seed-post-01');
  await reachForControls(page);
  const markdown = page.getByTestId('markdown');
  await expect(markdown.getByRole('link', { name: 'Markdown guide' })).toBeVisible();
  await expect(markdown.locator('pre code')).toContainText("console.log('hello, pixel world');");
  await page.waitForLoadState('networkidle');
  expect(urls.filter(reactGfm)).toEqual([]);

  // The markdown guide strikes a word through; the tool comparison is a table.
  await page.goto('/posts/seed-post-06');
  await expect(page.locator(text).locator('del')).toHaveText('취소선');
  expect(await firstShown()).toContain('<del>취소선</del>');
  expect(urls.filter(gfmChunk).length).toBeGreaterThan(0);
  await page.goto('/posts/seed-post-11');
  await expect(page.locator(text).getByRole('table')).toBeVisible();
  await expect(page.locator(text).getByRole('columnheader').first()).toHaveText('툴');
});

test("the board's list does not move when the pinned notices arrive after it", async ({ page }) => {
  // The pinned notices' answer comes a second after the first page's.
  await page.route(/\/documents:runQuery/, async (route) => {
    if (route.request().postData()?.includes('"pinned"'))
      await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await recordLayoutShifts(page);
  await page.goto('/board');
  await expect(page.getByTestId('early-post-row').first()).toBeVisible();
  await reachForControls(page);
  await expect(page.getByTestId('pinned-notices')).toBeVisible();
  await expect(page.getByTestId('post-row').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await layoutShiftTotal(page)).toBeLessThan(0.01);
});

type Held = { heldDatabase: { open: boolean; release: () => void }; realIndexedDB: IDBFactory };

/** The device's database opens only when the test says so; everything else passes through. */
async function holdDeviceDatabase(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const real = window.indexedDB;
    const held = { open: false, release: () => {} };
    const released = new Promise<void>((resolve) => (held.release = resolve));
    const open = (name: string, version?: number): IDBOpenDBRequest => {
      if (name !== 'pixel-community') return real.open(name, version);
      const handlers: Record<string | symbol, unknown> = {};
      let request: IDBOpenDBRequest | null = null;
      void released.then(() => {
        request = real.open(name, version);
        held.open = true;
        Object.assign(request, handlers);
      });
      return new Proxy({} as IDBOpenDBRequest, {
        get: (_, key) => {
          if (key in handlers) return handlers[key];
          const value: unknown = request ? Reflect.get(request, key, request) : undefined;
          return typeof value === 'function' ? (value as () => unknown).bind(request) : value;
        },
        set: (_, key, value) => {
          handlers[key] = value;
          if (request) Reflect.set(request, key, value, request);
          return true;
        },
      });
    };
    const factory = {
      open,
      deleteDatabase: real.deleteDatabase.bind(real),
      databases: real.databases.bind(real),
      cmp: real.cmp.bind(real),
    };
    Object.defineProperty(window, 'indexedDB', { get: () => factory, configurable: true });
    Object.assign(window, { heldDatabase: held, realIndexedDB: real });
  });
}

/** When the page asked for Dexie's chunk (the performance timeline's clock), once it has. */
async function dexieRequestedAt(page: Page): Promise<number> {
  const starts = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/database-[^/]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    );
  await expect.poll(async () => (await starts()).length).toBeGreaterThan(0);
  return Math.min(...(await starts()));
}

/** The posts in the device's database, read past the test's hold on it when there is one. */
const devicePosts = (page: Page) => deviceRows<{ id: string; content?: unknown }>(page, 'posts');

test("a first visit shows the home's and the board's posts while the device's database is still opening", async ({
  page,
}) => {
  await holdDeviceDatabase(page);

  await page.goto('/');
  await expect(page.getByTestId('early-latest-posts').getByRole('listitem')).not.toHaveCount(0);
  await page.getByRole('link', { name: '게시판으로 가기' }).click();
  await reachForControls(page);
  await expect(page.getByTestId('pinned-notices')).toBeVisible();
  await expect(page.getByTestId('post-row')).not.toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as Held).heldDatabase.open)).toBe(false);

  // Once the database opens, the page shown is kept on the device.
  await page.evaluate(() => (window as unknown as Held).heldDatabase.release());
  await expect.poll(async () => (await devicePosts(page)).length).toBeGreaterThanOrEqual(12);
  await expect(page.getByTestId('post-row')).not.toHaveCount(0);
});

test("a visitor's first visit to a post opens no database in the page: the service worker keeps the post and its comments, which show offline next time", async ({
  page,
  context,
}) => {
  await holdDeviceDatabase(page);
  const dexie: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/database-[^/]+\.js$/.test(request.url())) dexie.push(request.url());
  });
  await page.goto('/posts/seed-post-01');
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(article.getByTestId('early-markdown').locator('p').first()).toBeVisible();
  // The comments, as the first script read them (a visitor who only reads loads no React).
  await expect(page.getByTestId('comment')).toHaveCount(2);

  // The worker keeps them on the device; the page never asked for the database, or Dexie's code.
  await expect
    .poll(async () => (await devicePosts(page)).some((row) => row.id === 'seed-post-01'))
    .toBe(true);
  await expect
    .poll(
      async () =>
        (await deviceRows<{ postId: string }>(page, 'comments')).filter(
          (row) => row.postId === 'seed-post-01',
        ).length,
    )
    .toBe(2);
  expect(await page.evaluate(() => (window as unknown as Held).heldDatabase.open)).toBe(false);
  expect(dexie).toEqual([]);

  // Next time, offline: the post and its comments from the device.
  await context.setOffline(true);
  await page.reload();
  await page.evaluate(() => (window as unknown as Held).heldDatabase.release());
  await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('post-detail').getByTestId('markdown')).toContainText(
    'This is a small community',
  );
  await expect(page.getByTestId('comment')).toHaveCount(2);
  await context.setOffline(false);
});

test("a visitor's board and post paint before Dexie's code has loaded, which comes after", async ({
  page,
}) => {
  // Dexie and the device's database module ship as one chunk, named after database.ts: held.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route(/\/assets\/database-[^/]+\.js$/, async (route) => {
    asked.push(route.request().url());
    await released;
    await route.continue();
  });

  await page.goto('/board');
  await reachForControls(page);
  await expect(page.getByTestId('post-row')).not.toHaveCount(0);
  await expect(page.getByTestId('pinned-notices')).toBeVisible();

  await page.goto('/posts/seed-post-01');
  await reachForControls(page);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(article.getByTestId('markdown').locator('p').first()).toBeVisible();
  await expect(article.getByTestId('like-button')).toBeVisible();

  // Asked for once the post had painted; let through, the post is kept on the device.
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  release();
  await expect
    .poll(async () => (await devicePosts(page)).some((row) => row.id === 'seed-post-01'))
    .toBe(true);
});

test("a first visit's post shows React's article when its read answered before the browser said the device holds no copy", async ({
  page,
}) => {
  // Dexie's code never comes, and the browser's list of databases answers late: the read the
  // first script began is in before React asks whether this is a first visit.
  await page.route(/\/assets\/database-[^/]+\.js$/, () => undefined);
  await page.addInitScript(() => {
    const databases = indexedDB.databases.bind(indexedDB);
    indexedDB.databases = () =>
      new Promise((resolve) => setTimeout(() => resolve(databases()), 600));
  });
  await page.goto('/posts/seed-post-01');
  await reachForControls(page);
  await expect(page.getByTestId('post-detail').getByTestId('markdown')).toContainText(
    'This is a small community',
  );
});

test('a visitor who only reads the home loads none of React, Dexie or Firebase; the service worker keeps the newest posts for reading offline', async ({
  page,
  context,
}) => {
  const urls = recordRequests(page);
  const problems = recordConsoleProblems(page);
  await page.goto('/');
  // The newest posts, from the app's first script: React's list never came.
  const early = page.locator('[data-testid="early-latest-posts"] > li');
  await expect(early).toHaveCount(6);
  await expect(early.first()).toContainText('조회수');
  await expect(page.getByTestId('latest-posts-loading')).toBeHidden();
  await waitForServiceWorker(page);
  await page.waitForLoadState('networkidle');
  const scripts = urls.filter((url) => /\/assets\/[^/]+\.js$/.test(url));
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script).toMatch(/\/assets\/(early|first-reads)-[^/]+\.js$/);
  expect(await reactCommitted(page)).toBe(false);
  // The service worker, registered by the first script, put the newest posts on the device.
  await expect.poll(async () => (await devicePosts(page)).length).toBeGreaterThanOrEqual(6);

  // Offline, the next visit shows them, from the device's copy.
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('[data-testid="latest-posts"] > li')).toHaveCount(6);
  await context.setOffline(false);
  expect(problems).toEqual([]);
});

test('the career, portfolio, hobby, to-do, search and chatbot pages a visitor only reads load none of React until a control is reached for', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  for (const path of [
    '/carrer/lisner',
    '/portfolio/mes',
    '/hobby',
    '/todos',
    '/search',
    '/chatbot',
  ]) {
    // Each a first visit of its own: a page the service worker answers loads its code at once.
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const urls = recordRequests(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const app = /\/assets\/(framework|index)-[^/]+\.js$/;
    expect(
      urls.filter((url) => app.test(url)),
      path,
    ).toEqual([]);
    expect(await reactCommitted(page), path).toBe(false);
    await reachForControls(page);
    await context.close();
  }
});

test("the home's early posts make way for React's unmoved once the visitor reaches for a control, and the tap that did it is acted on", async ({
  page,
}) => {
  const problems = recordConsoleProblems(page);
  await recordLayoutShifts(page);
  const urls = recordRequests(page);
  await page.goto('/');
  const early = page.locator('[data-testid="early-latest-posts"] > li');
  await expect(early).toHaveCount(6);
  const before = await boxes(page, '[data-testid="early-latest-posts"] > li');
  expect(urls.some((url) => /\/assets\/framework-/.test(url))).toBe(false);

  // A tap on the language button: the app's code loads, and the tap opens the dialog.
  await page.getByRole('button', { name: '언어' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-testid="latest-posts"] > li')).toHaveCount(6);
  await expect(early).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  // The same cards, words and places.
  expect(await boxes(page, '[data-testid="latest-posts"] > li')).toEqual(before);
  expect(await layoutShiftTotal(page)).toBeLessThan(0.01);
  expect(problems).toEqual([]);
});

test("a first visit's board on a phone's screen reads its next page only once the reader scrolls toward the end", async ({
  page,
}) => {
  // Its first page of 12 is two screens tall there.
  await page.setViewportSize({ width: 412, height: 823 });
  const nextPages: string[] = [];
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (request.url().includes('/documents:runQuery') && body.includes('"startAt"'))
      nextPages.push(body);
  });
  await page.goto('/board');
  await expect(page.getByTestId('early-post-row').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // A reader who only reads the first page needs none of the board's code.
  expect(nextPages).toEqual([]);
  expect(await reactCommitted(page)).toBe(false);
  // Toward the end of the first page, the code comes, and the next page is read, and shows.
  await page.mouse.wheel(0, 1200);
  await expect.poll(() => nextPages.length).toBeGreaterThan(0);
  await expect.poll(() => page.locator('[data-testid="post-row"]').count()).toBeGreaterThan(12);
});

test("a first visit's board reads its first page without the posts' text, and opens the device's database only after its rows have painted", async ({
  page,
}) => {
  // When the device's database is first opened, and when the first row appears.
  await page.addInitScript(() => {
    const marks = { opened: -1, row: -1 };
    (window as unknown as { marks: typeof marks }).marks = marks;
    const open = indexedDB.open.bind(indexedDB);
    indexedDB.open = (name: string, version?: number) => {
      if (name === 'pixel-community' && marks.opened < 0) marks.opened = performance.now();
      return open(name, version);
    };
    new MutationObserver(() => {
      if (marks.row < 0 && document.querySelector('[data-testid="post-row"]'))
        marks.row = performance.now();
    }).observe(document, { subtree: true, childList: true });
  });
  // The first page's query (a projection with a limit), not the pinned notices' (a projection
  // too, begun beside it, but of every pinned post).
  const firstPage = page.waitForResponse((response) => {
    const body = response.request().postData() ?? '';
    return (
      response.url().includes('/documents:runQuery') &&
      body.includes('"select"') &&
      body.includes('"limit"')
    );
  });
  await page.goto('/board');
  await reachForControls(page);
  const answer = (await (await firstPage).json()) as {
    document?: { name: string; fields: object };
  }[];
  const documents = answer.flatMap((row) => (row.document ? [row.document] : []));
  expect(documents.length).toBeGreaterThanOrEqual(12);
  for (const document of documents) {
    expect(document.fields).toHaveProperty('title');
    expect(document.fields).not.toHaveProperty('content');
  }
  await expect(page.getByTestId('post-row')).not.toHaveCount(0);

  const marks = () => page.evaluate(() => (window as unknown as { marks: object }).marks);
  await expect.poll(async () => ((await marks()) as { opened: number }).opened).toBeGreaterThan(0);
  const { opened, row } = (await marks()) as { opened: number; row: number };
  expect(row).toBeGreaterThan(0);
  expect(opened).toBeGreaterThan(row);
  // Dexie's code too (one chunk, named after database.ts) is asked for only after the rows:
  // nothing on a visitor's page, the header's sync status included, brings it before.
  expect(await dexieRequestedAt(page)).toBeGreaterThan(row);

  // The page's posts reach the device whole, text and all, read again once the rows were shown.
  // The page's 12 (a 13th, when there is one, only says that more follow).
  const firstPageIds = documents.slice(0, 12).map((document) => document.name.split('/').at(-1)!);
  const wholeOnDevice = async () => {
    const whole = (await devicePosts(page)).filter(
      (row) => typeof row.content === 'string' && row.content !== '',
    );
    return firstPageIds.filter((id) => whole.some((row) => row.id === id)).length;
  };
  await expect.poll(wholeOnDevice).toBe(firstPageIds.length);
});

// Each prerendered route's heading, as its HTML carries it before any script has run.
const PRERENDERED: Array<[string, string]> = [
  ['/', '픽셀 커뮤니티에 오신 것을 환영해요'],
  ['/board', '게시판'],
  ['/index copy', '게시판 (클래식 보기)'],
  ['/carrer/lisner', '경력'],
  ['/portfolio/mes', '제조 실행 시스템(MES)'],
  ['/hobby', '취미'],
  ['/vueuse', '훅 데모'],
  ['/chatbot', '챗봇'],
  ['/search', '검색'],
  ['/pokeCardPage', '포켓카드 검색'],
  ['/todos', '할 일'],
  ['/ErrorNotFound', '페이지를 찾을 수 없어요'],
];

test.describe('prerendered pages', () => {
  test("a page fetches React once its HTML has painted, a post's shell with the post's screen; the empty shell at once", async ({
    page,
    request,
  }) => {
    const entry = /<script type="module" crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/;
    const framework = /<link rel="modulepreload" crossorigin href="\/assets\/framework-[^"]+\.js">/;
    for (const path of [
      '/',
      '/carrer/lisner',
      '/search',
      '/board',
      '/index%20copy',
      '/posts/seed-post-01',
    ]) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toMatch(entry);
      expect(html, path).not.toMatch(framework);
      // A page a visitor only reads waits for a reason (a control reached for: app-code.ts).
      expect(html, path).toMatch(
        /<meta name="app-code" data-load="on-reason" content="\/assets\/index-[^"]+\.js [^"]*framework-/,
      );
      await page.goto(path);
      await page.getByRole('button', { name: '언어' }).hover();
      // Asked for by the first script once the page has painted, not found by the parser: after
      // the document was parsed and its scripts ran. The page then hydrates: the header's
      // language menu answers a tap.
      const timing = await page.evaluate(async () => {
        const fetched = () =>
          performance.getEntriesByType('resource').find((e) => /\/assets\/framework-/.test(e.name));
        while (!fetched()) await new Promise((resolve) => setTimeout(resolve, 20));
        const [navigation] = performance.getEntriesByType(
          'navigation',
        ) as PerformanceNavigationTiming[];
        return { fetched: fetched()!.startTime, parsed: navigation!.domContentLoadedEventStart };
      });
      expect(timing.fetched, path).toBeGreaterThanOrEqual(timing.parsed);
      await page.getByRole('button', { name: '언어' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    }
    // The post's screen and what it imports (the markdown renderer) come with React, not after.
    expect(await (await request.get('/posts/seed-post-01')).text()).toMatch(
      /<meta name="app-code" data-load="on-reason" content="[^"]*\/post-detail-page-[^"]*\/markdown-view-/,
    );
    for (const path of ['/mypage']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(entry);
      expect(html, path).toMatch(framework);
      expect(html, path).not.toContain('name="app-code"');
    }
  });

  test('each public route answers with its heading and text in Korean, before any script', async ({
    request,
  }) => {
    for (const [path, heading] of PRERENDERED) {
      const html = await (await request.get(encodeURI(path))).text();
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading.replace(/[()]/g, '\\$&')}</h1>`));
      expect(html, path).toMatch(/<html lang="ko"[ >]/);
    }
    // The home's main text. A post (its text is data) gets the post's shell: the header and the
    // post's loading state, which React renders over (it is no post's page, so not hydrated).
    // A member's page gets the empty shell. Neither gets the home.
    const home = '코드와 픽셀 아트, 취미를 나누는 작은 커뮤니티예요.';
    expect(await (await request.get('/')).text()).toContain(home);
    const post = await (await request.get('/posts/seed-post-01')).text();
    expect(post).toMatch(/<div id="root"><.*data-testid="header-title">픽셀 커뮤니티</s);
    expect(post).toMatch(/<main [^>]*>.*aria-busy="true">불러오는 중…</s);
    expect(post).not.toContain('data-prerendered');
    expect(post).not.toContain(home);
    const mypage = await (await request.get('/mypage')).text();
    expect(mypage).toContain('<div id="root"></div>');
    // A path no screen answers gets the not-found screen's page, with a 404; a screen's path
    // with a trailing slash is still the screen's.
    const lost = await request.get('/no/such/page');
    expect(lost.status()).toBe(404);
    expect(await lost.text()).toMatch(/<h1[^>]*>페이지를 찾을 수 없어요<\/h1>/);
    const mypageSlash = await request.get('/mypage/');
    expect(mypageSlash.status()).toBe(200);
    expect(await mypageSlash.text()).toContain('<div id="root"></div>');
  });

  test('a path no screen answers shows the not-found screen from its HTML, online and offline', async ({
    page,
    context,
  }) => {
    const problems = recordConsoleProblems(page);
    await recordLayoutShifts(page);
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { parsed: string }).parsed =
          document.querySelector('main h1')?.textContent ?? '';
      }),
    );
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    expect(await page.evaluate(() => (window as unknown as { parsed: string }).parsed)).toBe(
      '페이지를 찾을 수 없어요',
    );
    // React renders the same screen over it (the page was built for /ErrorNotFound), unmoved.
    await expect.poll(() => reactCommitted(page)).toBe(true);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await layoutShiftTotal(page)).toBeLessThan(0.01);
    // The browser reports the page's own 404 as a failed load: the one problem expected.
    expect(problems).toEqual([
      'Failed to load resource: the server responded with a status of 404 (Not Found)',
    ]);
    // Offline, the service worker answers it the same way; a member's page with the shell.
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.goto('/another/lost/page');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await page.goto('/sync');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('동기화');
    await expect(page.getByTestId('not-found')).toHaveCount(0);
    await context.setOffline(false);
  });

  test("a post's shell is replaced by the post without errors or layout shifts", async ({
    page,
  }) => {
    const problems = recordConsoleProblems(page);
    await recordLayoutShifts(page);
    await page.goto('/posts/seed-post-01');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('comment')).toHaveCount(2);
    await page.waitForLoadState('networkidle');
    expect(await layoutShiftTotal(page)).toBeLessThan(0.01);
    expect(problems).toEqual([]);
  });

  test('hydrate without console errors or warnings, keeping the prerendered elements', async ({
    page,
  }) => {
    // Each page's main text as parsed from the HTML, before hydration.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { prerendered: Element | null }).prerendered =
          document.querySelector('main h1');
      }),
    );
    const messages: string[] = [];
    let current = '';
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type()))
        messages.push(`${current}: ${message.text()}`);
    });
    page.on('pageerror', (error) => messages.push(`${current}: ${error.message}`));
    for (const path of ['/', '/board', '/carrer/lisner']) {
      current = path;
      await page.goto(path);
      // The home's and the career page's code waits for a reason (src/app/app-code.ts).
      if (path !== '/board') await reachForControls(page);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('#root')).toHaveAttribute('data-prerendered', encodeURI(path));
      // Hydrated in place, not painted anew: the parsed heading is the one on screen.
      expect(
        await page.evaluate(() => {
          const parsed = (window as unknown as { prerendered: Element | null }).prerendered;
          return (
            parsed !== null && parsed.isConnected && parsed === document.querySelector('main h1')
          );
        }),
        path,
      ).toBe(true);
    }
    expect(messages).toEqual([]);
  });

  test("the board's first rows show before React has arrived, and React's list takes their place unmoved", async ({
    page,
  }) => {
    const problems = recordConsoleProblems(page);
    await recordLayoutShifts(page);
    // React's code is held back: what shows meanwhile is the HTML and the first script's work.
    const framework = await holdRequests(page, /\/assets\/framework-[^/]+\.js$/);
    await page.goto('/board', { waitUntil: 'commit' });
    const earlyRows = page.getByTestId('early-post-row');
    await expect(earlyRows.first()).toBeVisible();
    await expect(page.getByTestId('early-pinned-notices')).toBeVisible();
    // In place of the loading line, the first page: React has not rendered a thing.
    await expect(page.getByText('불러오는 중…')).toBeHidden();
    await expect(page.getByTestId('post-row')).toHaveCount(0);
    await expect(earlyRows).toHaveCount(12);
    const early = await boxes(page, '[data-testid="early-post-row"] > article');
    const earlyPinned = await boxes(page, '[data-testid="early-pinned-notices"]');
    expect(early[0]!.text).toContain('조회수');
    // A reader who only reads the first page needs none of React.
    await page.waitForLoadState('networkidle');
    expect(framework.asked()).toBe(false);

    // A control reached for brings it.
    await page.getByRole('button', { name: '언어' }).hover();
    await expect.poll(() => framework.asked()).toBe(true);
    framework.release();
    await expect(page.getByTestId('post-row').first()).toBeVisible();
    await expect(earlyRows).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    // The same rows, words and places: React's list (what the window shows of it) and the
    // notices lie exactly where the early ones did.
    const shown = await boxes(page, '[data-testid="post-row"] > article');
    expect(shown.length).toBeGreaterThanOrEqual(3);
    expect(shown).toEqual(early.slice(0, shown.length));
    expect(await boxes(page, '[data-testid="pinned-notices"]')).toEqual(earlyPinned);
    expect(await layoutShiftTotal(page)).toBeLessThan(0.01);
    expect(problems).toEqual([]);
  });

  test("a post's text shows before React has arrived, and React's article takes its place unmoved", async ({
    page,
  }) => {
    const problems = recordConsoleProblems(page);
    await recordLayoutShifts(page);
    // React's code is held back: what shows meanwhile is the shell and the first script's work.
    const framework = await holdRequests(page, /\/assets\/framework-[^/]+\.js$/);
    await page.goto('/posts/seed-post-01', { waitUntil: 'commit' });
    const early = page.getByTestId('early-post');
    await expect(early.getByRole('heading', { level: 1 })).toHaveText(
      'Welcome to the pixel community',
    );
    await expect(early.getByTestId('early-markdown')).toContainText(
      'This is a small community for people who code for fun',
    );
    // The post's own headings sit below the page's h1, its code block can be reached by keyboard.
    await expect(
      early.getByRole('heading', { level: 2, name: 'Welcome! 환영합니다 👾' }),
    ).toBeVisible();
    await expect(early.locator('pre')).toHaveAttribute('tabindex', '0');
    await expect(page.getByText('불러오는 중…')).toBeHidden();
    // Below the text, as a visitor sees them: the reactions and the first comments, and no React.
    await expect(early.getByTestId('like-button')).toContainText('좋아요');
    await expect(early.getByTestId('comment')).toHaveCount(2);
    await expect(early.getByRole('textbox', { name: '댓글을 남겨 주세요' })).toBeVisible();
    await expect(page.getByTestId('post-detail')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(framework.asked()).toBe(false);
    // The header, each block of the text, the reactions and each comment: place and words.
    const earlyHeader = await boxes(page, '[data-testid="early-post"] > header');
    const earlyBlocks = await boxes(page, '[data-testid="early-markdown"] > *');
    const earlyBelow = await boxes(page, '[data-testid="early-post"] > :nth-child(n+3)');
    const earlyComments = await boxes(page, '[data-testid="early-post"] [data-testid="comment"]');
    // The whole text, its headings one level down: "# Welcome!" is an h2 here.
    expect(earlyBlocks.map((block) => block.tag)).toEqual([
      'H2',
      'P',
      'H3',
      'UL',
      'H3',
      'OL',
      'PRE',
      'P',
    ]);

    // A control reached for: React's code comes.
    await page.getByRole('button', { name: '언어' }).hover();
    await expect.poll(() => framework.asked()).toBe(true);
    framework.release();
    await expect(page.getByTestId('post-detail')).toBeVisible();
    await expect(early).toHaveCount(0);
    await expect(page.getByTestId('comment')).toHaveCount(2);
    await page.waitForLoadState('networkidle');
    // React's header, text, reactions and comments lie exactly where the early ones did, with
    // the same words.
    expect(await boxes(page, '[data-testid="post-detail"] > header')).toEqual(earlyHeader);
    expect(await boxes(page, '[data-testid="post-detail"] [data-testid="markdown"] > *')).toEqual(
      earlyBlocks,
    );
    expect(await boxes(page, '[data-testid="post-detail"] > :nth-child(n+3)')).toEqual(earlyBelow);
    expect(await boxes(page, '[data-testid="post-detail"] [data-testid="comment"]')).toEqual(
      earlyComments,
    );
    expect(await layoutShiftTotal(page)).toBeLessThan(0.01);
    expect(problems).toEqual([]);
  });

  test("a post with GitHub's extensions shows its table from the first script, and React's takes its place unmoved", async ({
    page,
  }) => {
    const problems = recordConsoleProblems(page);
    await recordLayoutShifts(page);
    const framework = await holdRequests(page, /\/assets\/framework-[^/]+\.js$/);
    await page.goto('/posts/seed-post-11', { waitUntil: 'commit' });
    const early = page.getByTestId('early-post');
    // The table, parsed by micromark's own GitHub extensions (remark-gfm's), before any React.
    const table = early.getByTestId('early-markdown').getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['툴', '가격', '특징']);
    await expect(table.getByRole('cell').first()).toHaveText('Aseprite');
    await expect(early.getByTestId('comment').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // A visitor who only reads it needs none of React: its text was the first script's to show.
    expect(framework.asked()).toBe(false);
    const earlyBlocks = await boxes(page, '[data-testid="early-markdown"] > *');
    const earlyCells = await boxes(page, '[data-testid="early-markdown"] :is(th, td)');
    expect(earlyBlocks.map((block) => block.tag)).toEqual(['P', 'TABLE', 'P']);

    await page.getByRole('button', { name: '언어' }).hover();
    await expect.poll(() => framework.asked()).toBe(true);
    framework.release();
    await expect(page.getByTestId('post-detail')).toBeVisible();
    await expect(early).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    const markdown = '[data-testid="post-detail"] [data-testid="markdown"]';
    expect(await boxes(page, `${markdown} > *`)).toEqual(earlyBlocks);
    expect(await boxes(page, `${markdown} :is(th, td)`)).toEqual(earlyCells);
    expect(await layoutShiftTotal(page)).toBeLessThan(0.01);
    expect(problems).toEqual([]);
  });

  test("a repeat visit's post, answered by the service worker, shows no early article", async ({
    page,
  }) => {
    await page.goto('/posts/seed-post-01');
    await reachForControls(page);
    await expect(page.getByTestId('post-detail')).toBeVisible();
    await waitForServiceWorker(page);
    const sawEarlyPost = await watchFor(page, '[data-testid="early-post"]');
    await page.reload();
    await expect(page.getByTestId('post-detail')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    expect(await sawEarlyPost()).toBe(false);
  });

  test("a member's first visit to a post shows React's article alone: their own posts have owner buttons above the text", async ({
    page,
  }) => {
    // A session saved in this browser, and no service worker yet.
    await page.addInitScript(() =>
      localStorage.setItem(
        'auth/user',
        JSON.stringify({ uid: 'demo-alice', displayName: 'alice', email: 'alice@demo.test' }),
      ),
    );
    const sawEarlyPost = await watchFor(page, '[data-testid="early-post"]');
    await page.goto('/posts/seed-post-01');
    await expect(page.getByTestId('post-detail')).toBeVisible();
    await page.waitForLoadState('load');
    // Its comments are read after it shows: by then an early article would long have shown.
    await expect(page.getByTestId('comment')).toHaveCount(2);
    expect(await sawEarlyPost()).toBe(false);
  });

  test("a repeat visit's board, answered by the service worker, shows the device's rows and no early ones", async ({
    page,
  }) => {
    await page.goto('/board');
    await reachForControls(page);
    await expect(page.getByTestId('post-row').first()).toBeVisible();
    await waitForServiceWorker(page);
    // From the page's first script on: did rows of the first script's own ever show?
    const sawEarlyRows = await watchFor(page, '[data-testid="early-post-row"]');
    await page.reload();
    await expect(page.getByTestId('post-row').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    expect(await sawEarlyRows()).toBe(false);
  });

  test('a board URL with a tab and a sort shows them, not the defaults the page was built with', async ({
    page,
  }) => {
    await page.goto('/board?category=qna&sort=like');
    await expect(page.getByTestId('tab-qna')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('tab-all')).not.toHaveAttribute('aria-current');
    await expect(page.getByRole('combobox', { name: '정렬' })).toHaveValue('like');
  });

  test("a tap on a screen whose code is still on its way is kept and acted on once it's there", async ({
    page,
  }) => {
    // The board's own code is held back until the tap has been made on its prerendered button.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/board-page-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // The app's own script has run once the document is parsed; the load event may wait on the
    // held code.
    await page.goto('/board', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: '글쓰기' }).click();
    release();
    await expect(page.getByTestId('auth-dialog')).toBeVisible();
  });

  test("a member's tap on the board before React has started opens what it asked for", async ({
    page,
  }) => {
    await page.goto('/');
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    // React's code is held back until the tap has been made on the prerendered button. The
    // member's session then changes the page above the board as React starts, so React renders
    // the board anew rather than hydrate it: the tap must reach the button that took its place.
    const framework = await holdRequests(page, /\/assets\/framework-[^/]+\.js$/);
    await page.goto('/board', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: '글쓰기' }).click();
    await expect.poll(framework.asked).toBe(true);
    framework.release();
    await expect(page.getByTestId('write-dialog').getByTestId('post-form')).toBeVisible();
  });

  test("a tap on a post's shell before React has replaced it is acted on by React's header", async ({
    page,
  }) => {
    // React's code is held back: the post's shell (from its HTML) is all there is meanwhile.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(/\/assets\/framework-[^/]+\.js$/, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    // The app's first script has run once it has asked for the post (src/early.ts).
    const earlyRead = page.waitForRequest((request) => request.url().includes('seed-post-01'));
    await page.goto('/posts/seed-post-01', { waitUntil: 'commit' });
    await earlyRead;
    // A visitor's post waits for a reason: the tap is one.
    expect(asked).toBe(false);
    const signIn = page.getByTestId('open-auth');
    await signIn.click();
    await expect.poll(() => asked).toBe(true);
    await expect(page.getByTestId('auth-dialog')).toHaveCount(0);
    release();
    await expect(page.getByTestId('auth-dialog')).toBeVisible();
  });

  test("a comment typed on a visitor's early post keeps its text and the focus when React's page takes over; a like asks to sign in", async ({
    page,
  }) => {
    const framework = await holdRequests(page, /\/assets\/framework-[^/]+\.js$/);
    await page.goto('/posts/seed-post-01');
    const early = page.getByTestId('early-post');
    await expect(early.getByTestId('comment')).toHaveCount(2);
    expect(framework.asked()).toBe(false);
    // Focusing the field is a reason for the code; what is typed meanwhile stays.
    const field = page.getByRole('textbox', { name: '댓글을 남겨 주세요' });
    await field.click();
    await expect.poll(() => framework.asked()).toBe(true);
    await page.keyboard.type('좋은 글이에요');
    framework.release();
    await expect(page.getByTestId('post-detail')).toBeVisible();
    await expect(early).toHaveCount(0);
    await expect(field).toHaveValue('좋은 글이에요');
    await expect(field).toBeFocused();
    // React has the text: more typed goes after it.
    await page.keyboard.type('!');
    await expect(field).toHaveValue('좋은 글이에요!');

    await page.getByTestId('like-button').click();
    await expect(
      page.getByTestId('notification').filter({ hasText: '로그인 후 이용할 수 있어요.' }),
    ).toBeVisible();
  });

  test('a search typed and sent while its screen is still hydrating is kept and run', async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/poke-card-page-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/pokeCardPage', { waitUntil: 'domcontentloaded' });
    await page.getByRole('searchbox', { name: '카드 이름' }).fill('pika');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    release();
    await expect(page).toHaveURL(/\/pokeCardPage\?q=pika$/);
  });

  test('a search typed before any script has run is kept and run once React starts', async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/pokeCardPage', { waitUntil: 'commit' });
    // The prerendered field, typed into while no script has run.
    await page.getByRole('searchbox', { name: '카드 이름' }).fill('pika');
    release();
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await expect(page).toHaveURL(/\/pokeCardPage\?q=pika$/);
  });

  test("a visitor's search typed before the app's code has come loads it, and is run once it has", async ({
    page,
  }) => {
    const framework = await holdRequests(page, /\/assets\/framework-[^/]+\.js$/);
    await page.goto('/search');
    // The page's HTML: the box and the prompt, and no count of a device that holds nothing yet.
    await expect(page.getByTestId('search-prompt')).toBeVisible();
    await expect(page.getByTestId('search-source')).not.toHaveAttribute('data-count');
    await page.waitForLoadState('networkidle');
    expect(framework.asked()).toBe(false);
    // Typing is the reason; what is typed meanwhile stays, and is searched once React has it.
    const box = page.getByRole('searchbox', { name: '검색어' });
    await box.fill('palet');
    await expect.poll(() => framework.asked()).toBe(true);
    framework.release();
    await expect(page).toHaveURL(/\/search\?q=palet$/);
    await expect(box).toHaveValue('palet');
    await expect(
      page
        .getByTestId('post-row')
        .filter({ hasText: "What's a good palette size for 16x16 sprites?" }),
    ).toBeVisible();
  });

  test('a search page on a device that holds a copy, the worker not answering it, loads its code at once to count what is there', async ({
    browser,
    baseURL,
  }) => {
    // No service worker: the page comes from the network, as on a first visit.
    const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto('/search');
    await page.getByRole('searchbox', { name: '검색어' }).focus();
    // The code, on that reason, opened the device's database, and counts the posts it holds.
    await expect(page.getByTestId('search-source')).toHaveAttribute('data-count', /^\d+$/);
    await page.reload();
    // Nothing reached for: the device's copy was the reason.
    await expect.poll(() => reactCommitted(page)).toBe(true);
    await expect(page.getByTestId('search-source')).toHaveAttribute('data-count', /^\d+$/);
    await context.close();
  });

  test("a question tapped on the chatbot's page before its code has come is answered once it has", async ({
    page,
  }) => {
    const framework = await holdRequests(page, /\/assets\/framework-[^/]+\.js$/);
    await page.goto('/chatbot');
    const log = page.getByRole('log', { name: '대화 기록' });
    await expect(log).toContainText('아직 나눈 대화가 없어요.');
    await page.waitForLoadState('networkidle');
    expect(framework.asked()).toBe(false);
    // The suggestion's tap is the reason, kept until React has the button.
    await page.getByRole('button', { name: 'SCM 포털은 어떤 프로젝트인가요?' }).click();
    await expect.poll(() => framework.asked()).toBe(true);
    framework.release();
    const messages = log.getByTestId('chat-message');
    await expect(messages).toHaveCount(2);
    await expect(messages.first()).toContainText('SCM 포털은 어떤 프로젝트인가요?');
    // Asked once: no second answer comes.
    await page.waitForLoadState('networkidle');
    await expect(messages).toHaveCount(2);
    await expect(
      log.getByTestId('chat-citation').filter({ hasText: 'SCM' }).first(),
    ).toHaveAttribute('href', '/portfolio/scm');
  });

  test('a member who chose English sees English once the page has hydrated', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'en'));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Welcome to the pixel community',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
