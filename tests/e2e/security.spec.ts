// The browser side of the rules issue, in the built app: its Content-Security-Policy is served and
// the app runs under it on every route with no violation; markdown links and images to other
// hosts carry the attributes that keep readers' addresses and the page to themselves; a member
// whose email is not verified is stopped where they write, with the resend action right there.
import { expect, test, type Page, type Request } from '@playwright/test';
import { PORTFOLIO_IDS } from '../../src/features/portfolio/portfolio-types';
import { DEMO_PASSWORD, latestOobCode, openSignedIn, signIn, uniqueEmail } from './auth-helpers';
import { PROJECT_ID, reachForControls } from './support';

const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';

/** Writes a document as the emulator's owner (no rules), as an operator would. */
async function writePost(id: string, content: string): Promise<void> {
  const now = new Date().toISOString();
  const string = (stringValue: string) => ({ stringValue });
  const integer = (value: number) => ({ integerValue: String(value) });
  const response = await fetch(
    `http://${firestoreHost}/v1/projects/${PROJECT_ID}/databases/(default)/documents/posts/${id}`,
    {
      method: 'PATCH',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        fields: {
          title: string('Links and images'),
          category: string('community'),
          tags: { arrayValue: { values: [string('markdown')] } },
          content: string(content),
          uid: string('demo-alice'),
          author: {
            mapValue: { fields: { displayName: string('alice'), photoURL: string('') } },
          },
          hits: integer(0),
          likeCount: integer(0),
          commentCount: integer(0),
          bookmarkCount: integer(0),
          createdAt: { timestampValue: now },
          updatedAt: { timestampValue: now },
          version: integer(1),
          hidden: { booleanValue: false },
        },
      }),
    },
  );
  if (!response.ok) throw new Error(`emulator answered ${response.status}`);
}

/** Collects CSP violations the page reports, from the console and from the DOM event. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text()))
      fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(
      () => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [],
    )),
  ];
}

test('the built app is served with its Content-Security-Policy', async ({ request }) => {
  const response = await request.get('/');
  const policy = response.headers()['content-security-policy'] ?? '';
  // The app's own scripts, and one inline script by its hash (the first visit's reads).
  expect(policy).toMatch(/script-src 'self' 'sha256-[\w+/]+=';/);
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("img-src 'self' data: blob: https:");
  expect(policy).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:\d+/);
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
});

/** Firestore's listening channel, which stays open as long as the page listens. */
const LISTEN_CHANNEL = /google\.firestore\.v1\.Firestore\/(Listen|Write)\/channel/;

/**
 * Follows what the page asks for; the function returned waits until the page has settled: the
 * browser idle once since its load (the app's deferred work, begun when it is idle, has begun)
 * and nothing asked for still loading but Firestore's listening channel. A late load the policy
 * refuses is reported by then.
 */
function followLoads(page: Page): () => Promise<void> {
  const loading = new Set<Request>();
  page.on('request', (request) => loading.add(request));
  page.on('requestfinished', (request) => loading.delete(request));
  page.on('requestfailed', (request) => loading.delete(request));
  return async () => {
    await page.waitForLoadState('load');
    await expect
      .poll(async () => {
        await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
        return [...loading]
          .map((request) => request.url())
          .filter((url) => !LISTEN_CHANNEL.test(url));
      })
      .toEqual([]);
  };
}

test('every route runs under the policy with no violation, signed out and as an admin', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  const settled = followLoads(page);
  const visit = async (path: string) => {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await settled();
    expect(await violations(), `violations on ${path}`).toEqual([]);
  };
  const publicRoutes = [
    '/',
    '/board',
    '/posts/seed-post-01',
    '/search?q=pixel',
    '/carrer/lisner',
    '/chatbot',
    '/pokeCardPage',
    ...PORTFOLIO_IDS.map((id) => `/portfolio/${id}`),
    '/vueuse',
    '/hobby',
    '/ErrorNotFound',
    '/no-such-page',
  ];
  for (const path of publicRoutes) await visit(path);

  await openSignedIn(page, 'admin@demo.test');
  for (const path of [
    '/mypage',
    '/mypage/profile',
    '/mypage/password',
    '/mypage/bookmark',
    '/todos',
    '/sync',
    '/posts/seed-post-02',
    '/admin/members',
    '/admin/notices',
    '/admin/posts',
    '/admin/comments',
  ])
    await visit(path);
});

test('markdown links and images to other hosts', async ({ page }) => {
  // An image host stand-in: the page may load it (img-src https:), without telling it who reads.
  const referrers: Array<string | undefined> = [];
  await page.route('https://images.example/**', async (route) => {
    referrers.push(route.request().headers()['referer']);
    await route.fulfill({
      contentType: 'image/png',
      body: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
  });
  const id = `e2e-markdown-${Date.now().toString(36)}`;
  await writePost(
    id,
    [
      '[elsewhere](https://elsewhere.example/page)',
      '[protocol-relative](//elsewhere.example/other)',
      '[the board](/board)',
      '![a far image](https://images.example/pixel.png)',
    ].join('\n\n'),
  );
  await page.goto(`/posts/${id}`);
  // As the first script shows it to a visitor, then as React's page does (a control reached for).
  for (const testId of ['early', 'react']) {
    if (testId === 'react') await reachForControls(page);
    const markdown = page.locator(
      testId === 'early'
        ? '[data-early-post] [data-testid="markdown"]'
        : '[data-testid="markdown"]:not([data-early-post] *)',
    );
    for (const name of ['elsewhere', 'protocol-relative']) {
      const link = markdown.getByRole('link', { name });
      await expect(link, testId).toHaveAttribute('target', '_blank');
      await expect(link, testId).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    }
    const local = markdown.getByRole('link', { name: 'the board' });
    await expect(local, testId).not.toHaveAttribute('target', /.*/);
    await expect(local, testId).not.toHaveAttribute('rel', /.*/);
    const image = markdown.getByRole('img', { name: 'a far image' });
    await expect(image, testId).toHaveAttribute('referrerpolicy', 'no-referrer');
    await expect(image, testId).toHaveAttribute('loading', 'lazy');
  }
  const image = page.getByTestId('markdown').getByRole('img', { name: 'a far image' });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  expect(referrers).not.toHaveLength(0);
  expect(referrers.filter(Boolean)).toEqual([]);
});

test('an unverified member is stopped where they write, with the resend action there', async ({
  page,
}) => {
  const email = uniqueEmail('unverified');
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD, returnSecureToken: true }),
    },
  );
  expect(response.ok).toBe(true);
  await page.goto('/board');
  await signIn(page, email, DEMO_PASSWORD);
  await page.getByRole('button', { name: '글쓰기' }).click();
  const dialog = page.getByTestId('write-dialog');
  const notice = dialog.getByTestId('verify-email-notice');
  await expect(notice).toContainText('이메일');
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  await notice.getByRole('button', { name: '인증 메일 다시 보내기' }).click();
  await expect(
    page.getByTestId('notification').filter({ hasText: '인증 링크를 보내 드렸어요' }),
  ).toBeVisible();
  expect((await latestOobCode(email, 'VERIFY_EMAIL')).email).toBe(email);

  await page.keyboard.press('Escape');
  await page.goto('/posts/seed-post-01');
  await expect(page.getByTestId('verify-email-notice')).toBeVisible();
  await expect(page.getByRole('button', { name: '댓글 달기' })).toBeDisabled();
});
