import { expect, test, type Locator, type Page } from '@playwright/test';
import { HOSTILE_MARKDOWN } from '../fixtures/hostile-markdown';
import {
  expectNoAxeViolations,
  PROJECT_ID,
  readEmulatorDocument,
  waitForServiceWorker,
} from './support';
import { openSignedIn, signUp, uniqueEmail } from './auth-helpers';

const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
const DOCS = `http://${firestoreHost}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;

type Fields = Record<
  string,
  {
    stringValue?: string;
    integerValue?: string;
    timestampValue?: string;
    arrayValue?: { values?: Array<{ stringValue?: string }> };
  }
>;

/**
 * Clicks `target`, text a post's markdown wrote as a `javascript:` link, and waits until the page
 * has had the click. The link is shown as plain text (no `<a>`, so no URL to follow), and a
 * click's handlers and default action run in the task that dispatches it: once the page has had
 * it, nothing of it is left to run.
 */
async function clickInertLink(page: Page, target: Locator): Promise<void> {
  expect(await target.evaluate((element) => element.closest('a') === null)).toBe(true);
  await page.evaluate(() => {
    const seen = window as unknown as { clickDispatched?: boolean };
    seen.clickDispatched = false;
    // First on the click's way, before a handler may stop it (the first script keeps a tap made
    // before React is there).
    window.addEventListener('click', () => (seen.clickDispatched = true), {
      once: true,
      capture: true,
    });
  });
  await target.click();
  await page.waitForFunction(
    () => (window as unknown as { clickDispatched?: boolean }).clickDispatched === true,
  );
}

async function listPosts(): Promise<Array<{ id: string; fields: Fields }>> {
  const response = await fetch(`${DOCS}/posts?pageSize=300`, {
    headers: { Authorization: 'Bearer owner' },
  });
  const { documents = [] } = (await response.json()) as {
    documents?: Array<{ name: string; fields: Fields }>;
  };
  return documents.map((d) => ({ id: d.name.split('/').at(-1)!, fields: d.fields }));
}

const count = (fields: Fields | undefined, name: string) =>
  Number(fields?.[name]?.integerValue ?? 0);

async function postFields(id: string): Promise<Fields> {
  const doc = (await readEmulatorDocument(`posts/${id}`)) as { fields: Fields } | null;
  if (!doc) throw new Error(`no post ${id}`);
  return doc.fields;
}

/**
 * Waits until this member's outbox is empty: the header says everything is saved. Generous: a
 * post's changes replay one after another in its lane, and late in a full run the emulator
 * answers each commit in seconds (it keeps the locks of transactions that closed or offline
 * pages cut off; Firestore's servers keep none for web clients' optimistic transactions).
 */
async function waitUntilSaved(page: Page) {
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-state', 'saved', {
    timeout: 90_000,
  });
}

/** A tiny PNG, made in the page, handed to the form as if pasted from the clipboard. */
async function pasteImage(page: Page, selector: string) {
  await page.evaluate(async (target) => {
    const canvas = document.createElement('canvas');
    canvas.width = 40;
    canvas.height = 30;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#5b3fd6';
    context.fillRect(0, 0, 40, 30);
    const blob = await new Promise<Blob>((resolve) =>
      canvas.toBlob((b) => resolve(b!), 'image/png'),
    );
    const data = new DataTransfer();
    data.items.add(new File([blob], 'pixel.png', { type: 'image/png' }));
    const textarea = document.querySelector<HTMLTextAreaElement>(target)!;
    textarea.focus();
    textarea.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, selector);
}

async function openWriteDialog(page: Page) {
  await page.goto('/board');
  // These tests are about the form: the tap waits for React's list. (Taps before React has
  // hydrated are first-visit.spec's subject, and early-input.test's.)
  await expect(page.getByTestId('post-row').first()).toBeVisible();
  await page.getByRole('button', { name: '글쓰기' }).click();
  const dialog = page.getByTestId('write-dialog');
  await expect(dialog.getByTestId('post-form')).toBeVisible();
  return dialog;
}

test.describe('the board', () => {
  test('lists posts in each sort order, per category', async ({ page }) => {
    const posts = await listPosts();
    // Rows are told apart by their links' post ids: other suites leave posts with equal titles.
    const byId = new Map(posts.map((p) => [p.id, p]));
    const valueOf = (id: string, field: 'updatedAt' | 'hits' | 'likeCount') => {
      const post = byId.get(id);
      if (!post) throw new Error(`not a post on the server when the test began: ${id}`);
      return field === 'updatedAt'
        ? Date.parse(post.fields.updatedAt?.timestampValue ?? '')
        : count(post.fields, field);
    };
    const descending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! >= v);
    const shownIds = async () =>
      (
        await page
          .getByTestId('post-row')
          .locator('h2 a')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
      ).map((href) => href.replace('/posts/', ''));

    // The first eight rows of each order are the server's values, largest first.
    for (const [sort, field] of [
      ['update', 'updatedAt'],
      ['inquiry', 'hits'],
      ['like', 'likeCount'],
    ] as const) {
      await page.goto(`/board?sort=${sort}`);
      await expect
        .poll(
          async () => {
            const shown = (await shownIds()).slice(0, 8);
            return shown.length === 8 && descending(shown.map((id) => valueOf(id, field)));
          },
          { timeout: 20_000 },
        )
        .toBe(true);
    }
    // The values really differ, so an unsorted list could not pass by chance.
    expect(new Set(posts.map((p) => count(p.fields, 'hits'))).size).toBeGreaterThan(5);

    await page.goto('/board?category=qna&sort=like');
    await expect
      .poll(
        async () => {
          const shown = (await shownIds()).slice(0, 8);
          return (
            shown.length === 8 &&
            shown.every((id) => byId.get(id)?.fields.category?.stringValue === 'qna') &&
            descending(shown.map((id) => valueOf(id, 'likeCount')))
          );
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    await expect(page.getByTestId('tab-qna')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('combobox', { name: '정렬' })).toHaveValue('like');
  });

  test('asks visitors to sign in before writing or commenting', async ({ page }) => {
    await page.goto('/board');
    await page.getByRole('button', { name: '글쓰기' }).click();
    await expect(
      page.getByTestId('notification').filter({ hasText: '로그인 후 이용할 수 있어요.' }),
    ).toBeVisible();
    await expect(page.getByTestId('auth-dialog')).toBeVisible();
    await page.getByRole('button', { name: '닫기' }).click();

    await page.goto('/posts/seed-post-02');
    await expect(page.getByTestId('owner-controls')).toHaveCount(0);
    await page.getByRole('button', { name: '댓글 달기' }).click();
    await expect(page.getByTestId('auth-dialog')).toBeVisible();
  });

  test('shows every validation message of the post form and the comment box', async ({ page }) => {
    await openSignedIn(page, 'alice@demo.test');
    const dialog = await openWriteDialog(page);
    await expect(dialog.getByRole('option', { name: '공지' })).toBeDisabled();
    await expect(dialog.getByText('공지는 관리자만 쓸 수 있어요.')).toBeVisible();

    await dialog.getByRole('button', { name: '올리기' }).click();
    await expect(dialog.getByTestId('field-error')).toHaveText([
      '필수 입력 항목이에요.',
      '카테고리를 선택해 주세요.',
      '태그를 입력하고 Enter를 눌러 추가해 주세요.',
      '내용을 입력해 주세요.',
    ]);

    const tagBox = dialog.getByRole('textbox', { name: /태그/ });
    for (let i = 1; i <= 10; i += 1) {
      await tagBox.fill(`tag${i}`);
      await tagBox.press('Enter');
    }
    await tagBox.fill('  tag3 ');
    await tagBox.press('Enter');
    await expect(dialog.getByRole('list', { name: '태그' }).getByRole('listitem')).toHaveCount(10);
    await tagBox.fill('eleventh');
    await tagBox.press('Enter');
    await expect(dialog.getByText('태그는 최대 10개까지 달 수 있어요.')).toBeVisible();
    await dialog.getByRole('button', { name: '취소' }).click();

    await page.goto('/posts/seed-post-02');
    await page.getByRole('button', { name: '댓글 달기' }).click();
    await expect(page.getByText('댓글을 입력해 주세요.')).toBeVisible();
  });

  test('says the image file cannot be read (image.cannotRead) for a broken image and keeps what was written', async ({
    page,
  }) => {
    await openSignedIn(page, 'alice@demo.test');
    const dialog = await openWriteDialog(page);
    const content = dialog.getByRole('textbox', { name: '내용' });
    await content.fill('Text that must survive.');
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'broken.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is not a png at all'),
    });
    await expect(dialog.getByRole('alert')).toHaveText(
      '이미지 파일을 읽을 수 없어요. 다른 파일로 해 보세요.',
    );
    await expect(content).toHaveValue('Text that must survive.');
  });

  test('writes a post offline with tags and a pasted image; it reaches the server when online', async ({
    page,
    context,
  }) => {
    await openSignedIn(page, 'alice@demo.test');
    await waitForServiceWorker(page);
    await page.goto('/board');
    await context.setOffline(true);

    const dialog = await openWriteDialog(page);
    const title = `Offline post ${Date.now()}`;
    await dialog.getByRole('textbox', { name: '제목' }).fill(title);
    await dialog.getByRole('combobox', { name: '카테고리' }).selectOption('community');
    const tagBox = dialog.getByRole('textbox', { name: /태그/ });
    for (const tag of ['offline', '픽셀']) {
      await tagBox.fill(tag);
      await tagBox.press('Enter');
    }
    const content = dialog.getByRole('textbox', { name: '내용' });
    await content.fill('Written on a train.\n');
    await pasteImage(page, '[data-testid="write-dialog"] textarea');
    await expect(content).toHaveValue(/!\[pixel\]\(local-image:/);
    await dialog.getByRole('button', { name: '올리기' }).click();

    await expect(page).toHaveURL(/\/posts\/[A-Za-z0-9]+$/);
    const postId = page.url().split('/').at(-1)!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('pending-badge')).toBeVisible();
    const image = page.getByTestId('markdown').locator('img');
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('pending-badge')).toBeVisible();
    expect(await readEmulatorDocument(`posts/${postId}`)).toBeNull();

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect
      .poll(async () => (await readEmulatorDocument(`posts/${postId}`)) !== null, {
        timeout: 30_000,
      })
      .toBe(true);
    const fields = await postFields(postId);
    expect(fields.title?.stringValue).toBe(title);
    expect(fields.tags?.arrayValue?.values?.map((v) => v.stringValue)).toEqual(['offline', '픽셀']);
    const stored = fields.content?.stringValue ?? '';
    expect(stored).not.toContain('local-image:');
    const url = /!\[pixel\]\((http[^)]+)\)/.exec(stored)?.[1];
    expect(url).toBeTruthy();
    const download = await fetch(url!);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/jpeg');

    await page.reload();
    await expect(page.getByTestId('pending-badge')).toHaveCount(0);
    const served = page.getByTestId('markdown').locator('img');
    await expect(served).toHaveAttribute('src', /^http/);
    await expect
      .poll(() => served.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('keeps like, bookmark and comment counts exact across offline and online flips', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    const postId = 'seed-post-05';
    const before = await postFields(postId);
    const likedBefore = (await readEmulatorDocument(`posts/${postId}/likes/demo-alice`)) !== null;
    const bookmarkedBefore =
      (await readEmulatorDocument(`users/demo-alice/bookmarks/${postId}`)) !== null;
    await openSignedIn(page, 'alice@demo.test');
    await page.goto(`/posts/${postId}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitUntilSaved(page);
    // The app is installed before it goes offline: its code comes from the service worker. (A
    // first visit offline before then cannot fetch a command's code it has not loaded yet.)
    await waitForServiceWorker(page);

    // The buttons start from the server's state: this member's like and bookmark documents.
    const like = page.getByTestId('like-button');
    const bookmark = page.getByTestId('bookmark-button');
    await expect(like).toHaveAttribute('aria-pressed', String(likedBefore));
    await expect(bookmark).toHaveAttribute('aria-pressed', String(bookmarkedBefore));

    for (const offline of [true, false, true, false, true]) {
      await context.setOffline(offline);
      await like.click();
      await bookmark.click();
    }
    // Five toggles each: the opposite of where they started.
    await expect(like).toHaveAttribute('aria-pressed', String(!likedBefore));
    await expect(bookmark).toHaveAttribute('aria-pressed', String(!bookmarkedBefore));

    const comment = page.getByRole('textbox', { name: '댓글을 남겨 주세요' });
    for (const text of ['first while offline', 'second while offline']) {
      await comment.fill(text);
      await page.getByRole('button', { name: '댓글 달기' }).click();
    }
    await page
      .getByTestId('comment')
      .filter({ hasText: 'first while offline' })
      .getByRole('button', { name: '삭제' })
      .click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: '삭제' }).click();
    await expect(page.getByTestId('notification').filter({ hasText: '삭제했어요.' })).toBeVisible();

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await waitUntilSaved(page);

    const after = await postFields(postId);
    expect(count(after, 'likeCount')).toBe(count(before, 'likeCount') + (likedBefore ? -1 : 1));
    expect(count(after, 'bookmarkCount')).toBe(
      count(before, 'bookmarkCount') + (bookmarkedBefore ? -1 : 1),
    );
    expect(count(after, 'commentCount')).toBe(count(before, 'commentCount') + 1);
    expect((await readEmulatorDocument(`posts/${postId}/likes/demo-alice`)) !== null).toBe(
      !likedBefore,
    );
    expect((await readEmulatorDocument(`users/demo-alice/bookmarks/${postId}`)) !== null).toBe(
      !bookmarkedBefore,
    );
    await expect(page.getByTestId('like-count')).toHaveText(String(count(after, 'likeCount')));
  });

  test('shows edit and delete only to the owner', async ({ page }) => {
    const own = (await listPosts()).find((p) => p.fields.uid?.stringValue === 'demo-alice');
    if (!own) throw new Error('the seed has no post by alice');
    const path = `/posts/${own.id}`;
    await openSignedIn(page, 'alice@demo.test');
    await page.goto(path);
    await expect(page.getByTestId('owner-controls')).toBeVisible();
    await page.getByRole('link', { name: '수정' }).click();
    await expect(page).toHaveURL(new RegExp(`${path}/edit$`));
    await expect(page.getByRole('textbox', { name: '제목' })).not.toHaveValue('');

    await page.getByRole('button', { name: '계정 메뉴' }).click();
    await page.getByRole('menuitem', { name: '로그아웃' }).click();
    await signUp(page, uniqueEmail('reader'), 'Reader#2026');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('owner-controls')).toHaveCount(0);
    await page.goto(`${path}/edit`);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(
      page
        .getByTestId('notification')
        .filter({ hasText: '내가 쓴 글만 수정하거나 삭제할 수 있어요.' }),
    ).toBeVisible();
  });

  test('renders script and HTML in titles, tags, content and comments inert', async ({
    page,
    browser,
  }) => {
    const fired: string[] = [];
    page.on('dialog', (dialog) => {
      fired.push(dialog.message());
      void dialog.dismiss();
    });
    await openSignedIn(page, 'alice@demo.test');
    const dialog = await openWriteDialog(page);
    await dialog
      .getByRole('textbox', { name: '제목' })
      .fill('<img src=x onerror=alert("title")> title');
    await dialog.getByRole('combobox', { name: '카테고리' }).selectOption('community');
    const tagBox = dialog.getByRole('textbox', { name: /태그/ });
    await tagBox.fill('<script>alert("tag")</script>');
    await tagBox.press('Enter');
    await dialog.getByRole('textbox', { name: '내용' }).fill(HOSTILE_MARKDOWN.join('\n\n'));
    await dialog.getByRole('tab', { name: '미리보기' }).click();
    await expect(dialog.getByTestId('post-preview')).toContainText('<script>alert("x1")</script>');
    await dialog.getByRole('button', { name: '올리기' }).click();
    await expect(page).toHaveURL(/\/posts\/[A-Za-z0-9]+$/);

    const comment = page.getByRole('textbox', { name: '댓글을 남겨 주세요' });
    await comment.fill('<img src=x onerror=alert("comment")><script>alert(1)</script>');
    await page.getByRole('button', { name: '댓글 달기' }).click();
    await expect(page.getByTestId('comment')).toContainText('<script>alert(1)</script>');

    const detail = page.getByTestId('post-detail');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      '<img src=x onerror=alert("title")> title',
    );
    await expect(detail).toContainText('#<script>alert("tag")</script>');
    expect(await detail.locator('script, iframe, svg[onload], [onerror], [onload]').count()).toBe(
      0,
    );
    expect(await page.locator('a[href^="javascript:"], img[src^="javascript:"]').count()).toBe(0);
    await clickInertLink(page, page.getByTestId('markdown').getByText('click me'));
    expect(fired).toEqual([]);

    // A visitor's first visit shows the post from the app's first script, before React (held
    // back here for good): inert there too.
    const visitor = await browser.newContext();
    const fresh = await visitor.newPage();
    fresh.on('dialog', (dialog) => {
      fired.push(dialog.message());
      void dialog.dismiss();
    });
    await fresh.route(/\/assets\/framework-[^/]+\.js$/, (route) => route.abort());
    await fresh.goto(page.url(), { waitUntil: 'commit' });
    const early = fresh.locator('[data-early-post]').getByTestId('post-detail');
    await expect(early.getByRole('heading', { level: 1 })).toHaveText(
      '<img src=x onerror=alert("title")> title',
    );
    await expect(early).toContainText('#<script>alert("tag")</script>');
    await expect(early.getByTestId('markdown')).toContainText('<script>alert("x1")</script>');
    expect(await early.locator('script, iframe, svg[onload], [onerror], [onload]').count()).toBe(0);
    expect(await fresh.locator('a[href^="javascript:"], img[src^="javascript:"]').count()).toBe(0);
    await clickInertLink(fresh, early.getByText('click me'));
    await visitor.close();
    expect(fired).toEqual([]);
    await page.goto('/board');
    await expect(page.getByTestId('post-row').first()).toBeVisible();
    expect(fired).toEqual([]);
  });

  test('is usable by keyboard alone and passes axe', async ({ page }) => {
    await openSignedIn(page, 'alice@demo.test');
    await page.goto('/board');
    await expect(page.getByTestId('post-row').first()).toBeVisible();
    await expectNoAxeViolations(page);

    const write = page.getByRole('button', { name: '글쓰기' });
    await write.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('write-dialog');
    await expect(dialog.getByTestId('post-form')).toBeVisible();
    await expectNoAxeViolations(page);
    const title = dialog.getByRole('textbox', { name: '제목' });
    await title.focus();
    await page.keyboard.type('Keyboard only post');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('combobox', { name: '카테고리' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('textbox', { name: /태그/ })).toBeFocused();
    await page.keyboard.type('keyboard');
    await page.keyboard.press('Enter');
    await dialog.getByRole('textbox', { name: '내용' }).focus();
    await page.keyboard.type('Typed without a mouse.');
    await dialog.getByRole('button', { name: '올리기' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/posts\/[A-Za-z0-9]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Keyboard only post');
    await expectNoAxeViolations(page);

    const likeButton = page.getByTestId('like-button');
    await likeButton.focus();
    await page.keyboard.press('Enter');
    await expect(likeButton).toHaveAttribute('aria-pressed', 'true');
  });
});
