import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { signIn } from './auth-helpers';
import {
  PASSWORD,
  createMember,
  expectOutboxDrained,
  isCommit,
  letBudgetWindowsPass,
  listEmulatorDocuments,
  outboxSize,
  queuePostChange,
  readEmulatorFields,
  seedPost,
} from './offline-support';
import { readEmulatorDocument, waitForServiceWorker } from './support';

// The offline core in Chromium on the built app against the emulators: writes made offline
// survive reloads and reach the server exactly once; one tab replays; conflicts reach the member.

const todoItems = (page: Page) => page.getByTestId('todo-item');
const todoItem = (page: Page, text: string) =>
  todoItems(page).filter({ has: page.getByText(text, { exact: true }) });

/** Opens `path` and signs in a member made for this test, with the service worker in control. */
async function signInAt(page: Page, path: string, email: string): Promise<void> {
  await page.goto(path);
  await signIn(page, email, PASSWORD);
  await waitForServiceWorker(page);
}

async function addTodo(page: Page, text: string): Promise<void> {
  const form = page.getByTestId('new-todo');
  await form.getByLabel('새 할 일').fill(text);
  await form.getByRole('button', { name: '추가' }).click();
  await expect(todoItem(page, text)).toBeVisible();
}

test.describe('offline core', () => {
  test('to-dos and a post written offline survive a reload and reach the server exactly once', async ({
    page,
    context,
  }) => {
    const { email, uid } = await createMember('offline');
    await signInAt(page, '/todos', email);
    await expect(page.getByTestId('todos-empty')).toBeVisible();

    await context.setOffline(true);
    // Validation: an empty to-do is refused.
    await page.getByTestId('new-todo').getByRole('button', { name: '추가' }).click();
    await expect(page.getByTestId('new-todo').getByTestId('field-error')).toHaveText(
      '필수 입력 항목이에요.',
    );
    for (const text of ['우유 사기', '코드 리뷰', '산책하기']) await addTodo(page, text);

    await todoItem(page, '코드 리뷰').getByRole('button', { name: '수정' }).click();
    await page.getByLabel('할 일 내용').fill('코드 리뷰 마치기');
    await page.getByRole('button', { name: '저장' }).click();
    // The box shows the device's state, which the command changes a moment after the click.
    await page.getByRole('checkbox', { name: '완료: 우유 사기' }).click();
    await expect(page.getByRole('checkbox', { name: '완료: 우유 사기' })).toBeChecked();
    await todoItem(page, '산책하기').getByRole('button', { name: '삭제' }).click();
    await todoItem(page, '산책하기').getByRole('button', { name: '삭제' }).click(); // confirm (1017)
    await expect(todoItem(page, '산책하기')).toHaveCount(0);

    const postId = `e2e-${Date.now().toString(36)}`;
    await queuePostChange(page, {
      op: 'post.create',
      uid,
      postId,
      baseVersion: null,
      title: '오프라인에서 쓴 글',
      content: '비행기 안에서 썼어요.',
    });

    // Reload while still offline: everything is there, marked pending.
    await page.reload();
    await expect(todoItems(page)).toHaveCount(2);
    await expect(todoItem(page, '코드 리뷰 마치기')).toHaveAttribute('data-pending', 'true');
    await expect(todoItem(page, '우유 사기')).toHaveAttribute('data-pending', 'true');
    await expect(page.getByRole('checkbox', { name: '완료: 우유 사기' })).toBeChecked();
    // The header says so: offline, 7 entries waiting (3 adds, 2 changes, 1 delete, 1 post).
    await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-state', 'offline');
    await expect(page.getByTestId('sync-indicator')).toHaveText('오프라인 · 7개 대기');
    await page.goto('/sync');
    await expect(
      page.getByTestId('sync-entry').filter({ hasText: '오프라인에서 쓴 글' }),
    ).toHaveAttribute('data-op', 'post.create');
    expect(await listEmulatorDocuments(`users/${uid}/todos`)).toEqual([]);

    await context.setOffline(false);
    await expect(page.getByTestId('sync-empty')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('sync-indicator')).toHaveText('모두 저장됨');
    await page.goto('/todos');
    await expect(todoItems(page).and(page.locator('[data-pending="false"]'))).toHaveCount(2);

    // The emulator holds exactly those documents, each change applied once.
    const todos = await listEmulatorDocuments(`users/${uid}/todos`);
    expect(
      todos
        .map(({ text, done, version }) => ({ text, done, version }))
        .sort((a, b) => String(a.text).localeCompare(String(b.text))),
    ).toEqual([
      { text: '우유 사기', done: true, version: 2 },
      { text: '코드 리뷰 마치기', done: false, version: 2 },
    ]);
    expect(await readEmulatorFields(`posts/${postId}`)).toMatchObject({
      title: '오프라인에서 쓴 글',
      content: '비행기 안에서 썼어요.',
      uid,
      version: 1,
      likeCount: 0,
    });
  });

  test('8 posts written offline: 5 go, 3 wait for the budget (the sync page says when), then all reach the board in the order written', async ({
    page,
    context,
  }) => {
    // A member for two days: five posts in ten minutes.
    const { email, uid } = await createMember('order', { joined: true });
    await signInAt(page, '/todos', email);
    await context.setOffline(true);
    const run = Date.now().toString(36);
    const titles = Array.from(
      { length: 8 },
      (_, i) => `순서 ${run} ${String(i + 1).padStart(2, '0')}`,
    );
    const ids = titles.map((_, i) => `order-${run}-${i}`);
    // Queued with no link between them: the replay's own creation order keeps them in line.
    for (const [i, title] of titles.entries())
      await queuePostChange(page, {
        op: 'post.create',
        uid,
        postId: ids[i]!,
        baseVersion: null,
        title,
        content: '오프라인에서 쓴 글',
      });
    await context.setOffline(false);
    // A member posts 5 in ten minutes: the other 3 wait, pending, not failed.
    await expect.poll(() => outboxSize(page), { timeout: 30_000 }).toBe(3);
    const onServer = async () =>
      Promise.all(ids.map(async (id) => (await readEmulatorFields(`posts/${id}`)) !== null));
    await expect.poll(onServer).toEqual([...Array(5).fill(true), ...Array(3).fill(false)]);
    await page.goto('/sync');
    const waiting = page
      .getByTestId('sync-entry')
      .filter({ has: page.getByTestId('sync-entry-wait') });
    await expect(waiting).toHaveCount(3);
    await expect(waiting.first().getByTestId('sync-entry-wait')).toContainText(
      '에 보내요: 글을 빠르게 올리고 있어요.',
    );
    await expect(page.locator('[data-testid="sync-entry"][data-status="failed"]')).toHaveCount(0);

    // Ten minutes on: the three follow.
    await letBudgetWindowsPass(page, context, uid);
    await expectOutboxDrained(page);
    const created = await Promise.all(
      ids.map(async (id) => {
        const fields = await readEmulatorFields(`posts/${id}`);
        return Date.parse((fields?.createdAt as { timestampValue: string }).timestampValue);
      }),
    );
    expect(new Set(created).size).toBe(created.length);
    expect(created).toEqual([...created].sort((a, b) => a - b));

    // The board, newest first: the last one written on top, then the others in order (as many
    // as the list has drawn).
    await page.goto('/board');
    const rows = page.getByTestId('post-row').filter({ hasText: `순서 ${run}` });
    await expect(rows.first().locator('h2')).toHaveText(titles.at(-1)!);
    const shown = await rows.locator('h2').allTextContents();
    expect(shown.length).toBeGreaterThanOrEqual(5);
    expect(shown).toEqual([...titles].reverse().slice(0, shown.length));
  });

  test('two tabs: only one replays, both show the result', async ({ context }) => {
    const { email, uid } = await createMember('tabs');
    const first = await context.newPage();
    await signInAt(first, '/todos', email);
    const second = await context.newPage();
    await second.goto('/todos');
    await expect(second.getByTestId('todos-empty')).toBeVisible();

    // One tab holds the sync lock, the other waits for it.
    await expect
      .poll(async () => {
        const { held = [], pending = [] } = await first.evaluate(() => navigator.locks.query());
        const named = (locks: LockInfo[]) =>
          locks.filter((lock) => lock.name === 'pixel-community-sync').length;
        return { held: named(held), pending: named(pending) };
      })
      .toEqual({ held: 1, pending: 1 });

    const commits = new Map<Page, number>([
      [first, 0],
      [second, 0],
    ]);
    for (const page of [first, second]) {
      page.on('request', (request) => {
        if (isCommit(request.url()) && request.postData()?.includes('/todos/'))
          commits.set(page, commits.get(page)! + 1);
      });
    }
    await context.setOffline(true);
    await addTodo(second, '두 번째 탭에서');
    await addTodo(first, '첫 번째 탭에서');
    await context.setOffline(false);

    for (const page of [first, second]) {
      await expect(todoItems(page)).toHaveCount(2);
      await expect(todoItems(page).and(page.locator('[data-pending="false"]'))).toHaveCount(2, {
        timeout: 30_000,
      });
    }
    // The first tab opened first and leads: it sent both (together, in one batch, or one by
    // one), the second sent nothing.
    expect(commits.get(first)).toBeGreaterThanOrEqual(1);
    expect(commits.get(second)).toBe(0);
    expect((await listEmulatorDocuments(`users/${uid}/todos`)).map((t) => t.text).sort()).toEqual(
      ['두 번째 탭에서', '첫 번째 탭에서'].sort(),
    );

    // Closing the leader hands the lock to the other tab, which replays from then on.
    await first.close();
    await context.setOffline(true);
    await addTodo(second, '남은 탭에서');
    await context.setOffline(false);
    await expect(todoItem(second, '남은 탭에서')).toHaveAttribute('data-pending', 'false', {
      timeout: 30_000,
    });
    expect(commits.get(second)).toBeGreaterThanOrEqual(1);
  });

  test('a tab closed mid-replay, reopened, finishes with no duplicates', async ({ context }) => {
    const { email, uid } = await createMember('closed');
    const page = await context.newPage();
    await signInAt(page, '/todos', email);
    await context.setOffline(true);
    const texts = Array.from({ length: 24 }, (_, i) => `할 일 ${String(i + 1).padStart(2, '0')}`);
    for (const text of texts) await addTodo(page, text);

    // Hold the server's answers back, go online, and close the tab once writes are on their way:
    // whatever the server applied (the replay sends batches, so one commit may carry all of
    // them), the tab never hears back, as when a member closes it mid-replay.
    let release = () => {};
    const closed = new Promise<void>((resolve) => (release = resolve));
    await context.route(
      (url) => isCommit(url.href),
      async (route) => {
        const response = await route.fetch().catch(() => null);
        await closed;
        if (response) await route.fulfill({ response }).catch(() => undefined);
        else await route.abort().catch(() => undefined);
      },
    );
    let sent = 0;
    let answered = 0;
    page.on('request', (request) => {
      if (isCommit(request.url())) sent += 1;
    });
    page.on('requestfinished', (request) => {
      if (isCommit(request.url())) answered += 1;
    });
    await context.setOffline(false);
    await expect.poll(() => sent, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
    await page.close();
    release();
    expect(answered).toBeLessThan(sent);
    await context.unroute((url) => isCommit(url.href));

    const reopened = await context.newPage();
    await reopened.goto('/todos');
    await expect(todoItems(reopened)).toHaveCount(texts.length);
    await expect(todoItems(reopened).and(reopened.locator('[data-pending="false"]'))).toHaveCount(
      texts.length,
      {
        timeout: 30_000,
      },
    );
    await expectOutboxDrained(reopened);
    const todos = await listEmulatorDocuments(`users/${uid}/todos`);
    expect(todos.map((t) => t.text).sort()).toEqual(texts);
    // Every to-do was created once: version 1, nothing applied twice.
    expect(todos.every((t) => t.version === 1)).toBe(true);
  });
});

test.describe('a page that goes offline before the service worker controls it', () => {
  // The service worker, which would serve the app's code from its cache, is kept out, as on a
  // first visit's first second: a chunk not fetched yet is out of reach while offline.
  test.use({ serviceWorkers: 'block' });

  test('starts the sync engine when the network is back and replays what was written meanwhile', async ({
    page,
    context,
  }) => {
    const { email, uid } = await createMember('unreached');
    const postId = `e2e-unreached-${Date.now().toString(36)}`;
    await seedPost(postId, uid, '닿지 않은 코드', '동기화 엔진의 코드가 오기 전에 끊겼어요.');
    // The sync engine's code fails to arrive until the network is back.
    let reachable = false;
    const fetches: boolean[] = [];
    await page.route(/\/assets\/start-sync-[^/]+\.js$/, (route) => {
      fetches.push(reachable);
      return reachable ? route.continue() : route.abort('internetdisconnected');
    });
    await page.goto('/');
    await signIn(page, email, PASSWORD);
    // The like's own code is loaded ahead of use, once the page is idle: that part is not tested
    // here, so the test goes offline only once it is in
    const likeCode = page.waitForResponse(/\/assets\/reaction-commands-[^/]+\.js$/);
    await page.goto(`/posts/${postId}`);
    const like = page.getByTestId('like-button');
    await expect(like).toBeVisible();
    // (the chunk and every chunk it imports).
    const likeCodeUrl = (await likeCode).url();
    await page.evaluate((url) => import(url).then(() => undefined), likeCodeUrl);
    await expect.poll(() => fetches.length).toBeGreaterThan(0);

    await context.setOffline(true);
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    // The like waits in the outbox, as the header counts it (before this, "all saved" below could
    // be the count from before the like).
    const indicator = page.getByTestId('sync-indicator');
    await expect(indicator).toHaveAttribute('data-state', 'offline');
    await expect(indicator).toHaveAttribute('data-count', '1');
    expect(await readEmulatorDocument(`posts/${postId}/likes/${uid}`)).toBeNull();

    reachable = true;
    await context.setOffline(false);
    await expect(indicator).toHaveAttribute('data-state', 'saved', { timeout: 30_000 });
    expect(await readEmulatorDocument(`posts/${postId}/likes/${uid}`)).not.toBeNull();
    expect(await readEmulatorFields(`posts/${postId}`)).toMatchObject({ likeCount: 1 });
    // Fetched again once the network was back, and only then did it arrive.
    expect(fetches.at(-1)).toBe(true);
    expect(fetches).toContain(false);
  });
});

test.describe('a post edited in two places, one of them offline', () => {
  const choices = [
    {
      name: 'keep mine',
      button: '내 것으로 유지',
      expected: { title: '오프라인 수정', version: 3 },
    },
    {
      name: 'keep theirs',
      button: '서버 것으로 유지',
      expected: { title: '온라인 수정', version: 2 },
    },
    { name: 'edit a merge', button: '직접 합치기', expected: { title: '합친 제목', version: 3 } },
  ] as const;

  for (const choice of choices) {
    test(`shows the conflict screen; "${choice.name}" leaves the expected server state`, async ({
      browser,
    }) => {
      const { email, uid } = await createMember('conflict');
      const postId = `conflict-${Date.now().toString(36)}`;
      await seedPost(postId, uid, '처음 제목', '처음 내용');
      const contexts: BrowserContext[] = [await browser.newContext(), await browser.newContext()];
      const [online, offline] = await Promise.all(contexts.map((c) => c.newPage()));
      try {
        await signInAt(online!, '/sync', email);
        await signInAt(offline!, '/sync', email);

        // Offline: the member edits version 1 on this device.
        await contexts[1]!.setOffline(true);
        await queuePostChange(offline!, {
          op: 'post.edit',
          uid,
          postId,
          baseVersion: 1,
          title: '오프라인 수정',
          content: '비행기에서 고친 내용',
        });
        // Meanwhile the other device edits version 1 too, online: the server moves to version 2.
        await queuePostChange(online!, {
          op: 'post.edit',
          uid,
          postId,
          baseVersion: 1,
          title: '온라인 수정',
          content: '집에서 고친 내용',
        });
        await online!.reload();
        await expect
          .poll(async () => (await readEmulatorFields(`posts/${postId}`))?.version, {
            timeout: 20_000,
          })
          .toBe(2);

        await contexts[1]!.setOffline(false);
        const conflict = offline!.getByTestId('sync-conflict');
        await expect(conflict).toBeVisible({ timeout: 30_000 });
        await expect(offline!.getByTestId('sync-indicator')).toHaveText('1개 확인 필요');
        await expect(conflict.getByTestId('conflict-mine').getByTestId('version-title')).toHaveText(
          '오프라인 수정',
        );
        await expect(
          conflict.getByTestId('conflict-theirs').getByTestId('version-title'),
        ).toHaveText('온라인 수정');

        await conflict.getByRole('button', { name: choice.button }).click();
        if (choice.name === 'edit a merge') {
          const merge = offline!.getByTestId('merge-form');
          await merge.getByLabel('제목').fill('합친 제목');
          await merge.getByLabel('내용').fill('집에서 고친 내용\n비행기에서 고친 내용');
          await merge.getByRole('button', { name: '합친 내용 저장' }).click();
        }
        await expect(offline!.getByTestId('sync-empty')).toBeVisible({ timeout: 30_000 });
        await expect
          .poll(async () => {
            const post = await readEmulatorFields(`posts/${postId}`);
            return { title: post?.title, version: post?.version };
          })
          .toEqual(choice.expected);
        if (choice.name === 'edit a merge') {
          expect((await readEmulatorFields(`posts/${postId}`))?.content).toBe(
            '집에서 고친 내용\n비행기에서 고친 내용',
          );
        }
      } finally {
        await Promise.all(contexts.map((c) => c.close()));
      }
    });
  }
});
