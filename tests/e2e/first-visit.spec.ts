// A visitor's first visit, as only a browser shows it: what the page's HTML and first script show
// before React, what is read and loaded (and what is not), React taking the page over with
// nothing moving and nothing the reader did lost. That the early views are React's own markup is
// the unit tests' (view-parity.test.tsx).
import { expect, test, type Page } from '@playwright/test';
import { deviceRows } from './offline-support';
import { DEMO_PASSWORD, signIn, storedAuthSessions } from './auth-helpers';
import {
  expectNoAxeViolations,
  reachForControls,
  reactCommitted,
  readEmulatorDocument,
  waitForServiceWorker,
} from './support';
import {
  boxes,
  holdRequests,
  recordConsoleProblems,
  recordLayoutShifts,
  recordRequests,
  slowCpu,
  watchFor,
} from './page-watch';

const FRAMEWORK = /\/assets\/framework-[^/]+\.js$/;
// The full SDK's own chunk and its realtime channel (visitors read with plain REST calls).
const fullSdk = (url: string) =>
  /\/assets\/remote-api-[^/]+\.js$/.test(url) ||
  /google\.firestore\.v1\.Firestore\/Listen/.test(url);
const anySdk = (url: string) =>
  fullSdk(url) || /\/assets\/(firebase-app|direct-reads|lite-reads)-[^/]+\.js$/.test(url);
const postRead = (url: string) => /\/documents(:runQuery|\/posts\/)/.test(url);
const devicePosts = (page: Page) => deviceRows<{ id: string; content?: unknown }>(page, 'posts');
const early = (slot: 'rows' | 'latest' | 'post' | 'member') => `[data-early-${slot}]`;
// A member page's first reads: their profile, and the first page of their posts.
const memberRead = (url: string) => /\/documents(:runQuery|\/profiles\/)/.test(url);

// The pages a first visit shows from its first script, each with what a reader does there
// before React has come: a tap (and on a post, a comment typed), and what React must then do.
const EARLY_PAGES = [
  {
    path: '/',
    view: '[data-testid="latest-posts"] > li',
    slot: early('latest'),
    act: (page: Page) => page.getByRole('button', { name: /^(언어|Language)$/ }).click(),
    acted: (page: Page) => expect(page.getByRole('dialog')).toBeVisible(),
  },
  {
    path: '/board',
    view: '[data-testid="pinned-notices"], [data-testid$="post-row"] > article',
    slot: early('rows'),
    act: (page: Page) => page.getByRole('button', { name: /^(글쓰기|Write a post)$/ }).click(),
    acted: (page: Page) => expect(page.getByTestId('auth-dialog')).toBeVisible(),
  },
  {
    path: '/posts/seed-post-01',
    view: '[data-testid="post-detail"] > header, [data-testid="markdown"] > *, [data-testid="comment"]',
    slot: early('post'),
    act: async (page: Page) => {
      await page.locator('#comment-input').click();
      await page.keyboard.type('좋은 글 Nice');
      await page.getByTestId('like-button').click();
    },
    acted: async (page: Page) => {
      // The like asks a visitor to sign in; the comment typed is React's.
      await expect(page.getByTestId('auth-dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      const field = page.locator('#comment-input');
      await expect(field).toHaveValue('좋은 글 Nice');
      await field.press('End');
      await field.pressSequentially('!');
      await expect(field).toHaveValue('좋은 글 Nice!');
    },
  },
  {
    path: '/members/demo-alice',
    view: '[data-testid="member-header"], [data-testid="member-posts"] > h2, [data-testid$="post-row"] > article',
    slot: early('member'),
    // The header's sign-in, which React's shell draws anew.
    act: (page: Page) => page.getByTestId('open-auth').click(),
    acted: (page: Page) => expect(page.getByTestId('auth-dialog')).toBeVisible(),
  },
];

for (const locale of ['ko', 'en'] as const) {
  test.describe(`a visitor's first visit in ${locale}, React held back, on a slow phone`, () => {
    for (const { path, view, slot, act, acted } of EARLY_PAGES) {
      test(`${path}: the early view shows; React takes its place unmoved, and what the reader did is kept`, async ({
        page,
      }) => {
        if (locale === 'en') await page.addInitScript(() => localStorage.setItem('locale', 'en'));
        const problems = recordConsoleProblems(page);
        const layoutShift = await recordLayoutShifts(page);
        await slowCpu(page, 6);
        const framework = await holdRequests(page, FRAMEWORK);
        await page.goto(path, { waitUntil: 'commit' });
        // The first script's view, in the reader's language, where the loading state was.
        await expect(page.locator(`${slot} :is(${view})`).first()).toBeVisible();
        await expect(page.locator(`${slot} [data-testid="post-row"]`)).toHaveCount(0);
        const words = locale === 'ko' ? /조회수|댓글/ : /Views|Comments/;
        await expect(page.locator(slot)).toContainText(words);
        const before = await boxes(page, `${slot} :is(${view})`);
        expect(before.length).toBeGreaterThan(0);
        await act(page);
        await expect.poll(framework.asked).toBe(true);
        expect(await reactCommitted(page)).toBe(false);
        framework.release();
        await expect.poll(() => reactCommitted(page), { timeout: 20_000 }).toBe(true);
        await expect(page.locator(`${slot} > *`)).toHaveCount(0, { timeout: 20_000 });
        await acted(page);
        await page.keyboard.press('Escape');
        // React's view lies exactly where the early one did, with the same words. (An English
        // reader's page, built in Korean, takes their language as React starts: what is above
        // the view may change height, so there the view's own layout is compared.)
        const shape = (list: Awaited<ReturnType<typeof boxes>>) =>
          locale === 'ko' ? list : list.map((box) => ({ ...box, top: box.top - list[0]!.top }));
        const after = await boxes(page, view);
        expect(shape(after).slice(0, before.length)).toEqual(shape(before).slice(0, after.length));
        if (locale === 'ko') expect(await layoutShift()).toBe(0);
        expect(problems).toEqual([]);
      });
    }
  });
}

test.describe("a first visit's reads", () => {
  test("a visitor's home and board read through REST, once each, without the posts' search tokens; Firebase loads on sign-in", async ({
    page,
  }) => {
    const urls = recordRequests(page);
    const answers: Promise<string>[] = [];
    const firstPages: string[] = [];
    page.on('response', (response) => {
      if (postRead(response.url())) answers.push(response.text());
      const body = response.request().postData() ?? '';
      if (
        body.includes('"orderBy":[{"field":{"fieldPath":"updatedAt"}') &&
        !body.includes('startAt')
      )
        firstPages.push(body);
    });
    await page.goto('/');
    await expect(page.locator(`${early('latest')} li`).first()).toBeVisible();
    await page.getByRole('link', { name: '게시판으로 가기' }).click();
    await expect(page.getByTestId('early-post-row').first()).toBeVisible();
    await reachForControls(page);
    await expect(page.getByTestId('post-row').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(firstPages).toHaveLength(1);
    expect(urls.filter(anySdk)).toEqual([]);
    const bodies = await Promise.all(answers);
    expect(bodies.filter((body) => body.includes('"content"')).length).toBeGreaterThan(0);
    for (const body of bodies) expect(body).not.toContain('searchTokens');
    expect(urls.filter((url) => /\/assets\/en-[^/]+\.js$/.test(url))).toEqual([]);
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    await expect.poll(() => urls.some(fullSdk)).toBe(true);
  });

  for (const { path, expected } of [
    { path: '/board', expected: ['POST :runQuery', 'POST :runQuery'] },
    { path: '/index%20copy', expected: ['POST :runQuery', 'POST :runQuery'] },
    {
      path: '/posts/seed-post-01',
      expected: ['GET /posts/seed-post-01', 'POST /posts/seed-post-01:runQuery'],
    },
    { path: '/members/demo-alice', expected: ['GET /profiles/demo-alice', 'POST :runQuery'] },
  ]) {
    test(`${path} begins its reads from its HTML, before any script, and reads once`, async ({
      page,
    }) => {
      const problems = recordConsoleProblems(page);
      const reads: string[] = [];
      page.on('request', (request) => {
        if (postRead(request.url()) || memberRead(request.url()))
          reads.push(`${request.method()} ${request.url().replace(/^.*\/documents|\?.*$/g, '')}`);
      });
      const scripts = await holdRequests(page, /\/assets\/[^/]+\.js$/);
      await page.goto(path, { waitUntil: 'commit' });
      await expect.poll(() => [...reads].sort()).toEqual(expected);
      scripts.release();
      await expect(
        page.locator(`${early('rows')} li, ${early('post')} article, ${early('member')} li`),
      ).not.toHaveCount(0);
      await page.waitForLoadState('networkidle');
      expect(reads.filter((read) => expected.includes(read))).toHaveLength(2);
      expect(problems).toEqual([]);
    });
  }

  test("a board URL with another order asks for that order, and shows the URL's tab and sort", async ({
    page,
  }) => {
    const firstPages: string[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      const order = /"orderBy":\[\{"field":\{"fieldPath":"(\w+)"/.exec(body)?.[1];
      if (order && !body.includes('startAt')) firstPages.push(order);
    });
    await page.goto('/board?category=qna&sort=like');
    await expect(page.getByTestId('tab-qna')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('combobox', { name: '정렬' })).toHaveValue('like');
    await expect(page.getByTestId('post-row').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(firstPages).toEqual(['likeCount']);
  });

  test("a visitor's post: read once, its view counted by a worker under its own session, no SDK in the page", async ({
    page,
  }) => {
    const urls = recordRequests(page);
    const hits = async () =>
      Number(
        (
          (await readEmulatorDocument('posts/seed-post-01')) as {
            fields: { hits?: { integerValue?: string } };
          }
        ).fields.hits?.integerValue ?? 0,
      );
    const hitsBefore = await hits();
    await page.goto('/posts/seed-post-01');
    await expect(page.getByTestId('comment')).toHaveCount(2);
    await expect.poll(hits).toBeGreaterThan(hitsBefore);
    await page.waitForLoadState('networkidle');
    expect(urls.filter((url) => /\/documents\/posts\/seed-post-01(\?|$)/.test(url))).toHaveLength(
      1,
    );
    const chunk = (name: string) => new RegExp(`/assets/${name}-[\\w-]{8}\\.js$`);
    expect(urls.filter((url) => fullSdk(url) || chunk('firebase-app').test(url))).toEqual([]);
    expect(urls.filter((url) => chunk('hits-worker').test(url))).toHaveLength(1);
    const sessions = (await storedAuthSessions(page)).map((session) => session.key);
    expect(sessions).toEqual([expect.stringMatching(/:views$/)]);
  });
});

test.describe("a visitor's member page", () => {
  test('its header and first posts show from the first script, axe-clean; React takes them over without reading them again', async ({
    page,
  }) => {
    const problems = recordConsoleProblems(page);
    const urls = recordRequests(page);
    const postsPages: string[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (body.includes('"collectionId":"posts"') && body.includes('"demo-alice"'))
        postsPages.push(body);
    });
    const framework = await holdRequests(page, FRAMEWORK);
    await page.goto('/members/demo-alice');
    const slot = page.locator(early('member'));
    await expect(slot.getByRole('heading', { level: 1 })).toHaveText('alice');
    await expect(slot.getByTestId('member-joined').locator('time')).toHaveAttribute(
      'datetime',
      /^\d{4}-/,
    );
    await expect(slot.getByTestId('early-post-row')).toHaveCount(10);
    await expect(page.locator('[aria-busy="true"]')).toBeHidden();
    await expectNoAxeViolations(page);
    // A visitor who only reads loads none of the app's code.
    expect(framework.asked()).toBe(false);
    expect(urls.filter(anySdk)).toEqual([]);
    await page.getByRole('button', { name: /^(언어|Language)$/ }).hover();
    await expect.poll(framework.asked).toBe(true);
    framework.release();
    await expect(page.getByTestId('member-posts').getByTestId('post-row').first()).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByTestId('member-comments')).toBeVisible();
    await expect(slot).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(urls.filter((url) => /\/documents\/profiles\/demo-alice/.test(url))).toHaveLength(1);
    expect(postsPages.filter((body) => !body.includes('startAt'))).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  test('on a phone, where the first posts end within reach, the code waits for the reader to scroll', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const framework = await holdRequests(page, FRAMEWORK);
    await page.goto('/members/demo-alice');
    const slot = page.locator(early('member'));
    await expect(slot.getByTestId('early-post-row')).toHaveCount(10);
    await page.waitForLoadState('networkidle');
    // The last row is within half a screen of the bottom, and nothing asked for the code.
    const end = await slot.getByTestId('early-post-row').last().boundingBox();
    expect(end!.y).toBeLessThan(823 * 1.5);
    expect(framework.asked()).toBe(false);
    await page.mouse.wheel(0, 200);
    await expect.poll(framework.asked).toBe(true);
    framework.release();
    await expect(page.getByTestId('member-comments')).toBeVisible({ timeout: 20_000 });
  });

  test('a member with a saved session, and a page the service worker answers, get no early view', async ({
    page,
  }) => {
    await page.goto('/members/demo-alice');
    await expect(page.getByTestId('early-post-row').first()).toBeVisible();
    await waitForServiceWorker(page);
    await page.reload();
    await expect(page.getByTestId('member-posts').getByTestId('post-row').first()).toBeVisible();
    await expect(page.locator(`${early('member')} > *`)).toHaveCount(0);
    await signIn(page, 'bob@demo.test', DEMO_PASSWORD);
    await page.goto('/members/demo-alice');
    await expect(page.getByTestId('member-header').getByRole('button')).toBeVisible();
    await expect(page.locator(`${early('member')} > *`)).toHaveCount(0);
  });
});

test.describe('code on a reason', () => {
  test('a visitor who only reads the home loads none of React, Dexie or Firebase; the worker keeps the newest posts for offline', async ({
    page,
    context,
  }) => {
    const urls = recordRequests(page);
    await page.goto('/');
    await expect(page.locator(`${early('latest')} [data-testid="latest-posts"] > li`)).toHaveCount(
      6,
    );
    await expect(page.getByTestId('latest-posts-loading')).toBeHidden();
    await waitForServiceWorker(page);
    await page.waitForLoadState('networkidle');
    const app = /\/assets\/(index|framework|database|remote-api|firebase-app|home-page)-[^/]+\.js$/;
    expect(urls.filter((url) => app.test(url))).toEqual([]);
    expect(await reactCommitted(page)).toBe(false);
    await expect.poll(async () => (await devicePosts(page)).length).toBeGreaterThanOrEqual(6);
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('[data-testid="latest-posts"] > li')).toHaveCount(6);
    await context.setOffline(false);
  });

  test('the career, portfolio, hobby, to-do, search and chatbot pages load no React until a control is reached for', async ({
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
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      const urls = recordRequests(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(
        urls.filter((url) => /\/assets\/(framework|index)-[^/]+\.js$/.test(url)),
        path,
      ).toEqual([]);
      await reachForControls(page);
      await context.close();
    }
  });

  test("on a phone's screen the board reads its next page only once the reader scrolls toward the end", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const nextPages: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(':runQuery') && request.postData()?.includes('"startAt"'))
        nextPages.push(request.url());
    });
    await page.goto('/board');
    await expect(page.getByTestId('early-post-row').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(nextPages).toEqual([]);
    expect(await reactCommitted(page)).toBe(false);
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => nextPages.length).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('post-row').count()).toBeGreaterThan(12);
  });
});

test.describe("the device's copy on a first visit", () => {
  test("a visitor's post opens no database in the page: the service worker keeps it and its comments, shown offline next time", async ({
    page,
    context,
  }) => {
    const dexie: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/database-[^/]+\.js$/.test(request.url())) dexie.push(request.url());
    });
    await page.goto('/posts/seed-post-01');
    await expect(page.locator(`${early('post')} [data-testid="comment"]`)).toHaveCount(2);
    await expect
      .poll(async () => (await devicePosts(page)).some((row) => row.id === 'seed-post-01'))
      .toBe(true);
    await expect
      .poll(async () => (await deviceRows<{ postId: string }>(page, 'comments')).length)
      .toBeGreaterThanOrEqual(2);
    expect(dexie).toEqual([]);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('markdown')).toContainText('This is a small community');
    await expect(page.getByTestId('comment')).toHaveCount(2);
    await context.setOffline(false);
  });

  test("the board opens the device's database only after its rows have painted, and keeps the page whole there", async ({
    page,
  }) => {
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
    await page.goto('/board');
    await reachForControls(page);
    await expect(page.getByTestId('post-row')).not.toHaveCount(0);
    const marks = () =>
      page.evaluate(() => (window as unknown as { marks: { opened: number; row: number } }).marks);
    await expect.poll(async () => (await marks()).opened).toBeGreaterThan(0);
    const { opened, row } = await marks();
    expect(opened).toBeGreaterThan(row);
    await expect
      .poll(async () => (await devicePosts(page)).filter((post) => post.content).length)
      .toBeGreaterThanOrEqual(12);
  });
});

test.describe('prerendered pages', () => {
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

  test('each public route answers with its heading in Korean before any script; a post its shell, a member its empty one', async ({
    request,
  }) => {
    for (const [path, heading] of PRERENDERED) {
      const html = await (await request.get(encodeURI(path))).text();
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading.replace(/[()]/g, '\\$&')}</h1>`));
    }
    const post = await (await request.get('/posts/seed-post-01')).text();
    expect(post).toMatch(/<main [^>]*>.*aria-busy="true">불러오는 중…</s);
    expect(post).not.toContain('data-prerendered');
    expect(await (await request.get('/mypage/')).text()).toContain('<div id="root"></div>');
    const lost = await request.get('/no/such/page');
    expect(lost.status()).toBe(404);
    expect(await lost.text()).toMatch(/<h1[^>]*>페이지를 찾을 수 없어요<\/h1>/);
  });

  test('hydrate in place without console errors, React keeping the prerendered elements', async ({
    page,
  }) => {
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { parsed: Element | null }).parsed =
          document.querySelector('main h1');
      }),
    );
    const problems = recordConsoleProblems(page);
    for (const path of ['/', '/board', '/carrer/lisner']) {
      await page.goto(path);
      await reachForControls(page);
      await page.waitForLoadState('networkidle');
      const kept = await page.evaluate(() => {
        const parsed = (window as unknown as { parsed: Element | null }).parsed;
        return parsed?.isConnected === true && parsed === document.querySelector('main h1');
      });
      expect(kept, path).toBe(true);
    }
    expect(problems).toEqual([]);
  });

  test('a path no screen answers shows the not-found page from its HTML with a 404, online and offline', async ({
    page,
    context,
  }) => {
    const layoutShift = await recordLayoutShifts(page);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect.poll(() => reactCommitted(page)).toBe(true);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await layoutShift()).toBe(0);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.goto('/another/lost/page');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await page.goto('/sync');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('동기화');
    await context.setOffline(false);
  });

  test("a post that uses GitHub's extensions shows its table from the first script", async ({
    page,
  }) => {
    const framework = await holdRequests(page, FRAMEWORK);
    await page.goto('/posts/seed-post-11');
    const table = page.locator(`${early('post')} [data-testid="markdown"]`).getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['툴', '가격', '특징']);
    await page.waitForLoadState('networkidle');
    expect(framework.asked()).toBe(false);
  });

  test("a repeat visit, answered by the service worker, and a member's first visit show no early view", async ({
    page,
  }) => {
    await page.goto('/posts/seed-post-01');
    await reachForControls(page);
    await waitForServiceWorker(page);
    const sawEarly = await watchFor(page, `${early('post')} > *, ${early('rows')} > *`);
    await page.reload();
    await expect(page.getByTestId('post-detail')).toBeVisible();
    await page.goto('/board');
    await expect(page.getByTestId('post-row').first()).toBeVisible();
    expect(await sawEarly()).toBe(false);

    await page.unrouteAll();
    await page.evaluate(() =>
      localStorage.setItem(
        'auth/user',
        JSON.stringify({ uid: 'demo-alice', displayName: 'alice', email: 'alice@demo.test' }),
      ),
    );
    await page.evaluate(async () => {
      for (const registration of await navigator.serviceWorker.getRegistrations())
        await registration.unregister();
    });
    await page.goto('/posts/seed-post-01');
    await expect(page.getByTestId('comment')).toHaveCount(2);
    expect(await sawEarly()).toBe(false);
  });
});

test.describe('what a reader does before React', () => {
  test("a tap on a screen whose code is still on its way is acted on once it's there", async ({
    page,
  }) => {
    const screen = await holdRequests(page, /\/assets\/board-page-[^/]+\.js$/);
    await page.goto('/board', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: '글쓰기' }).click();
    screen.release();
    await expect(page.getByTestId('auth-dialog')).toBeVisible();
  });

  test("a member's tap on the board, which React renders anew for their session, opens what it asked for", async ({
    page,
  }) => {
    await page.goto('/');
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    const framework = await holdRequests(page, FRAMEWORK);
    await page.goto('/board', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: '글쓰기' }).click();
    await expect.poll(framework.asked).toBe(true);
    framework.release();
    await expect(page.getByTestId('write-dialog').getByTestId('post-form')).toBeVisible();
  });

  test("a tap on a post's shell header is acted on by React's header", async ({ page }) => {
    const framework = await holdRequests(page, FRAMEWORK);
    // Once the first script runs (it does before DOMContentLoaded): a tap before it is the
    // browser's alone.
    await page.goto('/posts/seed-post-01', { waitUntil: 'domcontentloaded' });
    await page.getByTestId('open-auth').click();
    await expect.poll(framework.asked).toBe(true);
    await expect(page.getByTestId('auth-dialog')).toHaveCount(0);
    framework.release();
    await expect(page.getByTestId('auth-dialog')).toBeVisible();
  });

  // With the first script held (`early`), the Enter is the browser's own submission of the form.
  for (const held of ['early', 'index', 'framework', 'poke-card-page']) {
    test(`a search typed and sent with the ${held} code still on its way is run once it's there`, async ({
      page,
    }) => {
      const code = await holdRequests(page, new RegExp(`/assets/${held}-[^/]+\\.js$`));
      await page.goto('/pokeCardPage', { waitUntil: 'commit' });
      await page.getByRole('searchbox', { name: '카드 이름' }).fill('pika');
      await page.getByRole('searchbox', { name: '카드 이름' }).press('Enter');
      code.release();
      await expect(page).toHaveURL(/\/pokeCardPage\?q=pika$/);
    });
  }

  test("a visitor's search typed before the code has come loads it, and is searched once it has", async ({
    page,
  }) => {
    const framework = await holdRequests(page, FRAMEWORK);
    await page.goto('/search');
    await expect(page.getByTestId('search-source')).not.toHaveAttribute('data-count');
    const box = page.getByRole('searchbox', { name: '검색어' });
    await box.pressSequentially('palet');
    await expect.poll(framework.asked).toBe(true);
    framework.release();
    await expect(page).toHaveURL(/\/search\?q=palet$/);
    await expect(box).toHaveValue('palet');
    await expect(
      page.getByTestId('post-row').filter({ hasText: 'palette size for 16x16 sprites' }),
    ).toBeVisible();
  });

  test('a question tapped on the chatbot before its code has come is answered, once', async ({
    page,
  }) => {
    const framework = await holdRequests(page, FRAMEWORK);
    await page.goto('/chatbot');
    const log = page.getByRole('log', { name: '대화 기록' });
    await expect(log).toContainText('아직 나눈 대화가 없어요.');
    await page.getByRole('button', { name: 'SCM 포털은 어떤 프로젝트인가요?' }).click();
    await expect.poll(framework.asked).toBe(true);
    framework.release();
    const messages = log.getByTestId('chat-message');
    await expect(messages).toHaveCount(2);
    // Asked once: the next question's answer comes after the first's, and no other does.
    await page.getByRole('textbox', { name: '질문' }).fill('MES');
    await page.getByRole('textbox', { name: '질문' }).press('Enter');
    await expect(messages).toHaveCount(4);
    await expect(messages.nth(2)).toContainText('MES');
  });

  test('a search page on a device that holds a copy loads its code at once to count it', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto('/search');
    await page.getByRole('searchbox', { name: '검색어' }).focus();
    await expect(page.getByTestId('search-source')).toHaveAttribute('data-count', /^\d+$/);
    await page.reload();
    await expect.poll(() => reactCommitted(page)).toBe(true);
    await expect(page.getByTestId('search-source')).toHaveAttribute('data-count', /^\d+$/);
    await context.close();
  });

  for (const width of [390, 1280]) {
    test(`at ${width} px, a post followed from the board by keyboard has the focus on its heading, and keeps it as React takes over`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/board');
      const link = page.locator(`${early('rows')} h2 a`).first();
      await expect(link).toBeVisible();
      const title = (await link.textContent()) ?? '';
      await link.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/posts\//);
      const heading = page.getByRole('heading', { level: 1, name: title });
      await expect(heading).toBeFocused();
      await reachForControls(page);
      await expect(page.locator(`${early('post')} > *`)).toHaveCount(0);
      await expect(heading).toBeFocused();
    });
  }

  test("a selection in a post's early text stays selected when React's article takes its place", async ({
    page,
  }) => {
    const framework = await holdRequests(page, FRAMEWORK);
    await page.goto('/posts/seed-post-01');
    const paragraph = page.locator(`${early('post')} [data-testid="markdown"] p`).first();
    await expect(paragraph).toBeVisible();
    await paragraph.selectText();
    const selected = await page.evaluate(() => document.getSelection()?.toString());
    expect(selected).toContain('small community');
    await page.getByRole('button', { name: '언어' }).hover();
    framework.release();
    await expect(page.locator(`${early('post')} > *`)).toHaveCount(0);
    await expect(page.getByTestId('post-detail')).toBeVisible();
    expect(await page.evaluate(() => document.getSelection()?.toString())).toBe(selected);
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
