import {
  expect,
  test,
  type BrowserContext,
  type CDPSession,
  type Page,
  type Worker,
} from '@playwright/test';
import { openAccountMenu, signIn } from './auth-helpers';
import {
  PASSWORD,
  createMember,
  deviceRows,
  isCommit,
  listEmulatorDocuments,
  outboxSize,
  patchEmulatorDocument,
  queuePostChange,
  readEmulatorFields,
  seedPost,
} from './offline-support';
import { waitForServiceWorker } from './support';
import { REPLAY_SCOPE, activeScopes, workerDevTools } from './service-worker-support';
import { inDeviceDatabase } from '../fixtures/device-database.mjs';

// Writes made offline reach the server with the app closed: the member's own service worker
// (sw/replay.ts, registered by a member's page beside the app's) replays the outbox itself when
// Background Sync fires (src/data/sync/worker-replay.ts). The sync event is fired through the
// DevTools protocol, as the browser fires it when the network returns.

const SYNC_TAG = 'outbox-replay';

/** Another device's edit, straight on the server: the post moves to `version`. */
function setServerVersion(postId: string, version: number): Promise<void> {
  return patchEmulatorDocument(
    `posts/${postId}`,
    { version: { integerValue: String(version) }, title: { stringValue: '처음 제목' } },
    ['version', 'title'],
  );
}

/** A tiny PNG made in the page, handed to the post form as if pasted from the clipboard. */
async function pasteImage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 24;
    canvas.height = 24;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#5b3fd6';
    context.fillRect(0, 0, 24, 24);
    const blob = await new Promise<Blob>((resolve) =>
      canvas.toBlob((b) => resolve(b!), 'image/png'),
    );
    const data = new DataTransfer();
    data.items.add(new File([blob], 'pixel.png', { type: 'image/png' }));
    const textarea = document.querySelector<HTMLTextAreaElement>(
      '[data-testid="write-dialog"] textarea',
    )!;
    textarea.focus();
    textarea.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
}

async function writePost(page: Page, title: string, withImage: boolean): Promise<void> {
  await page.goto('/board');
  await page.getByRole('button', { name: '글쓰기' }).click();
  const dialog = page.getByTestId('write-dialog');
  await dialog.getByRole('textbox', { name: '제목' }).fill(title);
  await dialog.getByRole('combobox', { name: '카테고리' }).selectOption('community');
  const tags = dialog.getByRole('textbox', { name: /태그/ });
  await tags.fill('background');
  await tags.press('Enter');
  const content = dialog.getByRole('textbox', { name: '내용' });
  await content.fill(`${title} 본문\n`);
  if (withImage) {
    await pasteImage(page);
    await expect(content).toHaveValue(/local-image:/);
  }
  await dialog.getByRole('button', { name: '올리기' }).click();
  await expect(page).toHaveURL(/\/posts\/[A-Za-z0-9]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

/**
 * Signs a fresh member in, then, offline, likes and comments on a post of someone else's and
 * writes `titles` (the first with an image). Returns the member and the liked post.
 */
async function queueOffline(
  context: BrowserContext,
  label: string,
  titles: string[],
): Promise<{ uid: string; email: string; postId: string; page: Page }> {
  // A member for two days: their posts are more than a new account's write budget holds.
  const { email, uid } = await createMember(label, { joined: true });
  const postId = `bg-${label}-${Date.now().toString(36)}`;
  await seedPost(postId, 'someone-else', '남의 글', '좋아요와 댓글을 받을 글');
  const page = await context.newPage();
  await page.goto('/');
  await signIn(page, email, PASSWORD);
  await waitForServiceWorker(page);
  await page.goto(`/posts/${postId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('남의 글');

  await context.setOffline(true);
  await page.getByTestId('like-button').click();
  await expect(page.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');
  await page
    .getByRole('textbox', { name: '댓글을 남겨 주세요' })
    .fill('앱을 닫은 뒤에 올라갈 댓글');
  await page.getByRole('button', { name: '댓글 달기' }).click();
  await expect(page.getByTestId('comment').filter({ hasText: '앱을 닫은 뒤에' })).toBeVisible();
  for (const [i, title] of titles.entries()) await writePost(page, title, i === 0);
  // Like, comment, the image, and each post.
  expect(await outboxSize(page)).toBe(3 + titles.length);
  // The member's worker, which the sync below wakes, came with the member's sign-in.
  await expect.poll(() => activeScopes(page)).toContain(REPLAY_SCOPE);
  return { uid, email, postId, page };
}

/** Fires the member's worker's Background Sync event, as the browser does when the network returns. */
async function fireSync(context: BrowserContext, origin: string): Promise<CDPSession> {
  const { cdp, registrationId } = await workerDevTools(context, origin);
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId,
    tag: SYNC_TAG,
    lastChance: false,
  });
  return cdp;
}

/** Who sends the Firestore commits from now on: the service worker, or a page. */
function commitSenders(context: BrowserContext): Set<string> {
  const senders = new Set<string>();
  context.on('request', (request) => {
    if (isCommit(request.url())) senders.add(request.serviceWorker() ? 'worker' : 'page');
  });
  return senders;
}

/**
 * The App Check token each request of the service workers to Firestore or Storage carries from
 * now on (src/data/remote/app-check.ts): the limited-use token a member's page handed over.
 */
function workerAppCheck(context: BrowserContext): { url: string; token: string | undefined }[] {
  const seen: { url: string; token: string | undefined }[] = [];
  context.on('request', (request) => {
    const url = request.url();
    if (!request.serviceWorker() || request.method() === 'OPTIONS') return;
    if (!/\/documents[:/]|\/v0\/b\//.test(url)) return;
    void request
      .allHeaders()
      .then((headers) => seen.push({ url, token: headers['x-firebase-appcheck'] }));
  });
  return seen;
}

/** The App Check token the SDK keeps in IndexedDB for the default app (the page's, shared). */
function sdkKeptToken(worker: Worker): Promise<string | undefined> {
  return worker.evaluate(
    () =>
      new Promise<string | undefined>((resolve, reject) => {
        const opening = indexedDB.open('firebase-app-check-database');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const database = opening.result;
          if (!database.objectStoreNames.contains('firebase-app-check-store'))
            return resolve(undefined);
          const all = database
            .transaction('firebase-app-check-store')
            .objectStore('firebase-app-check-store')
            .getAll();
          all.onsuccess = () => {
            database.close();
            const rows = all.result as { compositeKey: string; value?: { token?: string } }[];
            resolve(rows.find((row) => row.compositeKey.endsWith('-[DEFAULT]'))?.value?.token);
          };
        };
      }),
  );
}

/** The member's worker's App Check token row (src/data/sync/worker-app-check.ts). */
const WORKER_TOKEN_KEY = 'appcheck/worker-token';

/** Each write of queueOffline, on the server exactly once; the image is stored and served. */
async function expectOnServerOnce(uid: string, postId: string, titles: string[]): Promise<void> {
  const mine = async () =>
    (await listEmulatorDocuments('posts')).filter(
      (post) => post.uid === uid && post.title !== '처음 제목',
    );
  await expect
    .poll(async () => (await mine()).map((post) => post.title).sort(), { timeout: 30_000 })
    .toEqual([...titles].sort());
  await expect
    .poll(async () => (await listEmulatorDocuments(`posts/${postId}/comments`)).length, {
      timeout: 30_000,
    })
    .toBe(1);
  const liked = await readEmulatorFields(`posts/${postId}`);
  expect({ likeCount: liked?.likeCount, commentCount: liked?.commentCount }).toEqual({
    likeCount: 1,
    commentCount: 1,
  });
  expect(await readEmulatorFields(`posts/${postId}/likes/${uid}`)).not.toBeNull();
  const posts = await mine();
  expect(posts.every((post) => post.version === 1)).toBe(true);
  const withImage = posts.find((post) => post.title === titles[0]);
  const content = String(withImage?.content ?? '');
  expect(content).not.toContain('local-image:');
  const url = /!\[[^\]]*\]\((http[^)]+)\)/.exec(content)?.[1];
  expect(url).toBeTruthy();
  const image = await fetch(url!);
  expect(image.status).toBe(200);
  expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(0);
}

test.describe('background replay', () => {
  test("a reader's browser never fetches the member's worker; signing in registers it, signing out removes it", async ({
    context,
    page,
  }) => {
    const fetched: string[] = [];
    context.on('request', (request) => {
      if (new URL(request.url()).pathname === '/sw-replay.js') fetched.push(request.url());
    });
    await page.goto('/');
    await waitForServiceWorker(page);
    // The app's worker has installed and activated, and its activation has kept the newest
    // posts on the device: what once needed the member's script is done without it.
    await expect
      .poll(async () => (await deviceRows(page, 'posts')).length)
      .toBeGreaterThanOrEqual(6);
    expect(await activeScopes(page)).toEqual(['/']);
    expect(fetched).toEqual([]);

    const { email } = await createMember('member-worker');
    await signIn(page, email, PASSWORD);
    await expect.poll(() => activeScopes(page)).toEqual(['/', REPLAY_SCOPE]);
    expect(fetched).toHaveLength(1);

    await (await openAccountMenu(page)).getByRole('menuitem', { name: '로그아웃' }).click();
    await expect(page.getByTestId('open-auth')).toBeVisible();
    await expect.poll(() => activeScopes(page)).toEqual(['/']);
  });

  test(
    'the service worker sends the outbox with every page of the app closed',
    {
      tag: '@system-notifications',
    },
    async ({ context, baseURL }) => {
      // Seven writes made through the app, then the worker's replay: longer than most tests.
      test.setTimeout(75_000);
      const origin = new URL(baseURL!).origin;
      await context.grantPermissions(['notifications'], { origin });
      const titles = ['닫힌 앱에서 올라간 글 1', '닫힌 앱에서 올라간 글 2'];
      const { uid, postId, page } = await queueOffline(context, 'closed-app', titles);
      // And an edit of the member's own post that another device has meanwhile changed: a
      // conflict, which waits for the member in the app (and says so in a notification).
      const edited = `bg-edit-${Date.now().toString(36)}`;
      await seedPost(edited, uid, '처음 제목', '처음 내용');
      await queuePostChange(page, {
        op: 'post.edit',
        uid,
        postId: edited,
        baseVersion: 1,
        title: '오프라인 수정',
        content: '닫힌 앱에서 보낼 수정',
      });
      await setServerVersion(edited, 2);
      await page.close();
      const appPages = () => context.pages().filter((open) => open.url().startsWith(baseURL!));
      expect(appPages()).toHaveLength(0);

      const senders = commitSenders(context);
      const tokens = workerAppCheck(context);
      await context.setOffline(false);
      const cdp = await fireSync(context, origin);
      await expectOnServerOnce(uid, postId, titles);
      // Sent by the worker, with no page of the app open.
      expect(appPages()).toHaveLength(0);
      expect([...senders]).toEqual(['worker']);
      // Each of its commits and uploads with an App Check token: the one a page handed it, or,
      // while it lasts, the page's own, which the SDK keeps in IndexedDB and finds there first.
      const worker = context.serviceWorkers().find((w) => w.url().startsWith(origin))!;
      const handed = (
        await deviceRows<{ key: string; value: { token: string } }>(worker, 'meta')
      ).find((row) => row.key === WORKER_TOKEN_KEY)?.value.token;
      expect(handed).toBeTruthy();
      const pagesOwn = await sdkKeptToken(worker);
      expect(tokens.filter(({ url }) => isCommit(url)).length).toBeGreaterThan(0);
      expect(tokens.filter(({ url }) => url.includes('/v0/b/')).length).toBeGreaterThan(0);
      for (const { url, token } of tokens) expect([handed, pagesOwn], url).toContain(token);
      await cdp.detach();

      // Reopened, the app shows it all synced but the conflict, which the notice pointed to.
      const reopened = await context.newPage();
      await reopened.goto('/sync');
      await expect(reopened.getByTestId('sync-indicator')).toHaveText('1개 확인 필요');
      await expect(reopened.getByTestId('sync-conflict')).toBeVisible();
      // Nothing else waits: the conflict is the only entry left.
      await expect(reopened.getByTestId('sync-entry')).toHaveCount(0);
      expect(await outboxSize(reopened)).toBe(1);
      expect((await readEmulatorFields(`posts/${edited}`))?.title).toBe('처음 제목');
      await expect
        .poll(() =>
          reopened.evaluate(async (scope) => {
            const registration = await navigator.serviceWorker.getRegistration(scope);
            const shown = (await registration?.getNotifications()) ?? [];
            return shown.map(({ title, body }) => ({ title, body }));
          }, REPLAY_SCOPE),
        )
        .toEqual([
          {
            title: '보내지 못한 변경이 있어요',
            body: '앱을 닫은 동안 보낸 변경 중 1개가 확인을 기다려요. 눌러서 살펴봐 주세요.',
          },
        ]);
      await reopened.goto(`/posts/${postId}`);
      await expect(reopened.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');
      await expect(reopened.getByTestId('pending-badge')).toHaveCount(0);

      // Periodic Background Sync, with the app closed again: a post written elsewhere meanwhile
      // reaches the device's mirror, read here through DevTools without opening the app.
      await reopened.close();
      const fresh = `bg-fresh-${Date.now().toString(36)}`;
      await seedPost(fresh, 'someone-else', '새로 올라온 글', '앱을 열기 전에 기기에 와 있을 글');
      const { cdp: periodic, registrationId } = await workerDevTools(context, origin);
      // Read inside the worker itself (no page of the app needed).
      const inMirror = async () => {
        const worker = context.serviceWorkers().find((w) => w.url().startsWith(origin));
        if (!worker) return false;
        return (await deviceRows<{ id: string }>(worker, 'posts')).some((row) => row.id === fresh);
      };
      expect(await inMirror()).toBe(false);
      await periodic.send('ServiceWorker.dispatchPeriodicSyncEvent', {
        origin,
        registrationId,
        tag: 'mirror-refresh',
      });
      await expect.poll(inMirror).toBe(true);
      expect(appPages()).toHaveLength(0);
    },
  );

  test('without an App Check token handed to it, the worker sends nothing; the next page replays', async ({
    context,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const titles = ['토큰 없이 기다린 글'];
    const { uid, postId, page } = await queueOffline(context, 'no-token', titles);
    const waiting = await outboxSize(page);
    await page.close();
    // The token the member's pages handed over is gone (expired, or never minted offline).
    const worker = context.serviceWorkers().find((w) => w.url().startsWith(origin))!;
    await inDeviceDatabase(
      worker,
      (database, key) =>
        new Promise<void>((resolve, reject) => {
          const transaction = database.transaction('meta', 'readwrite');
          transaction.objectStore('meta').delete(key);
          transaction.oncomplete = () => resolve();
          transaction.onerror = () => reject(transaction.error);
        }),
      WORKER_TOKEN_KEY,
    );

    const senders = commitSenders(context);
    await context.setOffline(false);
    const cdp = await fireSync(context, origin);
    // The worker answers the sync at once and sends nothing: every entry still waits.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect([...senders]).toEqual([]);
    expect(await deviceRows(worker, 'outbox')).toHaveLength(waiting);
    await cdp.detach();

    // The next page of the app replays them, with its own token.
    const reopened = await context.newPage();
    await reopened.goto('/sync');
    await expectOnServerOnce(uid, postId, titles);
    expect([...senders]).toEqual(['page']);
    await expect.poll(() => outboxSize(reopened), { timeout: 30_000 }).toBe(0);
  });

  test('a tab opened as the sync fires: one replayer, each write once', async ({
    context,
    baseURL,
  }) => {
    const titles = ['동시에 연 탭과 겨룬 글'];
    const { uid, postId, page } = await queueOffline(context, 'race', titles);
    await page.close();

    const senders = commitSenders(context);
    await context.setOffline(false);
    const origin = new URL(baseURL!).origin;
    const tab = await context.newPage();
    const [cdp] = await Promise.all([fireSync(context, origin), tab.goto('/sync')]);
    await expectOnServerOnce(uid, postId, titles);
    await expect(tab.getByTestId('sync-empty')).toBeVisible({ timeout: 30_000 });
    expect(senders.size).toBe(1);
    await cdp.detach();
  });
});
