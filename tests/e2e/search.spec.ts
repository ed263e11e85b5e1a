import { expect, test, type Page } from '@playwright/test';
import { deviceRows } from './offline-support';
import {
  PROJECT_ID,
  expectNoAxeViolations,
  reachForControls,
  waitForServiceWorker,
} from './support';

// Search and the chatbot on the built app against the seeded emulators: the posts are mirrored
// while online, then everything is asked offline, from the device's own index.

const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';

const searchBox = (page: Page) => page.getByRole('searchbox', { name: '검색어' });
const resultTitles = (page: Page) => page.getByTestId('post-row').getByRole('heading');
const resultRow = (page: Page, title: string) =>
  page.getByTestId('post-row').filter({ has: page.getByRole('heading', { name: title }) });

/** Waits until the device's index holds at least the seeded posts (the mirror has run). */
async function waitForMirror(page: Page, testId: string, attribute: string): Promise<void> {
  await expect
    .poll(async () => Number(await page.getByTestId(testId).getAttribute(attribute)), {
      timeout: 30_000,
    })
    .toBeGreaterThanOrEqual(40);
}

/** How many posts on the device (IndexedDB, as the search index reads them) carry `tag`. */
async function taggedOnDevice(page: Page, tag: string): Promise<number> {
  const rows = await deviceRows<{ kind: string; tags?: string[] }>(page, 'posts');
  return rows.filter((row) => row.kind === 'post' && row.tags?.includes(tag)).length;
}

/**
 * A community post older than every seeded one, so the mirror's window (the newest posts of
 * each category) never brings it to the device: only a tag search that asks the server does.
 */
async function writeOldPost(id: string, title: string, tag: string): Promise<void> {
  const s = (value: string) => ({ stringValue: value });
  const i = (value: number) => ({ integerValue: String(value) });
  const longAgo = { timestampValue: '2001-01-01T00:00:00Z' };
  const fields = {
    title: s(title),
    category: s('community'),
    tags: { arrayValue: { values: [s(tag)] } },
    content: s('서버에만 있던 글이에요.'),
    uid: s('demo-bob'),
    author: { mapValue: { fields: { displayName: s('bob'), photoURL: s('') } } },
    hits: i(0),
    likeCount: i(0),
    commentCount: i(0),
    bookmarkCount: i(0),
    createdAt: longAgo,
    updatedAt: longAgo,
    version: i(1),
    hidden: { booleanValue: false },
  };
  const response = await fetch(
    `http://${firestoreHost}/v1/projects/${PROJECT_ID}/databases/(default)/documents/posts/${id}`,
    {
      method: 'PATCH',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ fields }),
    },
  );
  if (!response.ok) throw new Error(`writing ${id} answered ${response.status}`);
}

test.describe('search', () => {
  test('finds mirrored posts offline: Korean partial words, English prefixes and typos; the URL round-trips', async ({
    page,
    context,
  }) => {
    await page.goto('/search');
    await waitForServiceWorker(page);
    // A visitor's search loads its code on a reason (app/app-code.ts): here, the box reached for.
    await searchBox(page).focus();
    await waitForMirror(page, 'search-source', 'data-count');
    await expect(page.getByTestId('search-prompt')).toBeVisible();

    await context.setOffline(true);
    await expect(page.getByTestId('search-source')).toHaveAttribute('data-online', 'false');
    await expect(page.getByTestId('search-source')).toContainText('오프라인이에요');

    // Korean: part of a word ("마크다운" from "마크다"), highlighted in the title.
    await searchBox(page).fill('마크다');
    await expect(resultRow(page, '마크다운 작성 가이드')).toBeVisible();
    await expect(resultRow(page, '마크다운 작성 가이드').getByTestId('search-match')).toHaveText(
      '마크다',
    );
    await expect(page).toHaveURL(/\/search\?q=%EB%A7%88%ED%81%AC%EB%8B%A4$/);

    // English: the start of a word.
    await searchBox(page).fill('palet');
    const palette = "What's a good palette size for 16x16 sprites?";
    await expect(resultTitles(page).first()).toHaveText(palette);
    await expect(resultRow(page, palette).getByTestId('search-match')).toHaveText('palette');

    // English: one letter wrong.
    await searchBox(page).fill('servise');
    await expect(resultTitles(page).first()).toHaveText('Service worker not updating after deploy');
    await expect(page.getByTestId('search-count')).toContainText('검색 결과');
    await expect(page).toHaveURL(/\/search\?q=servise$/);

    // Typing replaced the history entry instead of adding one per keystroke; a reload, offline,
    // shows the same search.
    expect(await page.evaluate(() => history.length)).toBe(1 + 1);
    await page.reload();
    await expect(searchBox(page)).toHaveValue('servise');
    await expect(resultRow(page, 'Service worker not updating after deploy')).toBeVisible();

    // A tag chip searches the tag (a new history entry); back returns to the words.
    await resultRow(page, 'Service worker not updating after deploy')
      .getByTestId('tag-chip')
      .filter({ hasText: '#workbox' })
      .click();
    await expect(page).toHaveURL(/\/search\?tag=workbox$/);
    await expect(searchBox(page)).toHaveValue('#workbox');
    await expect(resultTitles(page)).toHaveText(['Service worker not updating after deploy']);
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=servise$/);
    await expect(searchBox(page)).toHaveValue('servise');

    // `#tag` typed in the box, with a category filter (a new entry, kept in the URL).
    await searchBox(page).fill('#pixel-art');
    await expect(page).toHaveURL(/\/search\?tag=pixel-art$/);
    // Every tagged post on the device, however many other suites pushed out of the mirror's
    // window; results arrive as the index answers, so wait for all of them.
    const tagged = await taggedOnDevice(page, 'pixel-art');
    expect(tagged).toBeGreaterThanOrEqual(3);
    await expect.poll(() => resultTitles(page).count()).toBe(tagged);
    await page.getByLabel('카테고리').selectOption('qna');
    await expect(page).toHaveURL(/\/search\?tag=pixel-art&category=qna$/);
    // Newest first; other suites may have added posts, so in order rather than exactly these.
    await expect(resultTitles(page)).toContainText([
      '한글 픽셀 폰트 라이선스 확인 방법',
      "What's a good palette size for 16x16 sprites?",
      'Aseprite vs Pixelorama, 입문자에게 추천하는 도트 툴은?',
    ]);
    await expectNoAxeViolations(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?tag=pixel-art$/);
    await expect(resultTitles(page)).toHaveCount(tagged);
    await context.setOffline(false);
  });

  test('a tag search online also asks the server and mirrors what the device did not have', async ({
    page,
    context,
  }) => {
    const tag = `archive${Date.now().toString(36)}`;
    const title = `오래된 보관 글 ${tag}`;
    await writeOldPost(`e2e-${tag}`, title, tag);

    await page.goto('/search');
    await waitForServiceWorker(page);
    // A visitor's search loads its code on a reason (app/app-code.ts): here, the box reached for.
    await searchBox(page).focus();
    await waitForMirror(page, 'search-source', 'data-count');
    // The mirror's window did not bring it.
    await searchBox(page).fill(tag);
    await expect(page.getByTestId('post-list-empty')).toBeVisible();

    // From a link with `?tag=`, as a tag chip makes one.
    await page.goto(`/search?tag=${tag}`);
    await expect(page.getByTestId('search-server')).toHaveAttribute('data-status', 'done');
    await expect(resultTitles(page)).toHaveText([title]);

    // Mirrored: it stays findable offline.
    await context.setOffline(true);
    await page.reload();
    await expect(resultTitles(page)).toHaveText([title]);
    await searchBox(page).fill('보관');
    await expect(resultRow(page, title)).toBeVisible();
    await context.setOffline(false);
  });
});

test.describe('chatbot', () => {
  test('answers a question about a seeded post offline, with a citation, and keeps the conversation', async ({
    page,
    context,
  }) => {
    await page.goto('/chatbot');
    await waitForServiceWorker(page);
    // A visitor's chatbot loads its code on a reason: here, the mouse over the header's controls.
    await reachForControls(page);
    await waitForMirror(page, 'chat-mode', 'data-posts');

    await context.setOffline(true);
    await expect(page.getByTestId('chat-mode')).toContainText('오프라인이에요');
    const input = page.getByRole('textbox', { name: '질문' });
    await input.fill('MES에서 LOT 추적 데이터는 어떻게 모델링하나요?');
    await input.press('Enter');

    const log = page.getByRole('log', { name: '대화 기록' });
    const answer = log.getByTestId('chat-message').and(page.locator('[data-role="bot"]')).last();
    await expect(answer).toContainText('이 사이트에서 찾은 내용이에요.');
    await expect(answer).toContainText('LOT');
    const citation = answer
      .getByTestId('chat-citation')
      .filter({ hasText: 'MES에서 LOT 추적 데이터 모델링 질문' });
    await expect(citation).toHaveAttribute('href', '/posts/seed-post-13');
    // The input keeps the focus for the next question (keyboard only).
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('');

    // A question about a page of the site.
    await input.fill('SCM 포털은 어떤 프로젝트인가요?');
    await input.press('Enter');
    await expect(log.getByTestId('chat-message')).toHaveCount(4);
    await expect(
      log.getByTestId('chat-citation').filter({ hasText: 'SCM' }).first(),
    ).toHaveAttribute('href', '/portfolio/scm');
    await expectNoAxeViolations(page);

    // The conversation is kept on the device, then cleared on request.
    await page.reload();
    await expect(log.getByTestId('chat-message')).toHaveCount(4);
    await page.getByTestId('chat-clear').click();
    await page.getByTestId('chat-clear-confirm').click();
    await expect(log.getByTestId('chat-message')).toHaveCount(0);
    await context.setOffline(false);
  });
});
