import { expect, test, type Locator, type Page } from '@playwright/test';
import { openSignedIn } from './auth-helpers';
import { message, startIn, t, type Locale } from './catalog';
import {
  PROJECT_ID,
  expectNoAxeViolations,
  readEmulatorDocument,
  waitForServiceWorker,
} from './support';

// Member pages: a visitor opens one from a post's author name and reads the member's name,
// avatar, join date, posts and comments, paging through the server with "more"; a member finds
// their own on my page ("my posts", "my comments"). The demo data's members each have more
// posts and comments than a page (10). Every route's axe run, these included, is axe-routes'.

const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';

/** How many posts (or, on every post, comments) `uid` wrote, straight from the emulator. */
async function serverCount(collection: 'posts' | 'comments', uid: string): Promise<number> {
  const response = await fetch(
    `http://${firestoreHost}/v1/projects/${PROJECT_ID}/databases/(default)/documents:runQuery`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        structuredQuery: {
          from: [{ collectionId: collection, allDescendants: collection === 'comments' }],
          where: {
            fieldFilter: { field: { fieldPath: 'uid' }, op: 'EQUAL', value: { stringValue: uid } },
          },
          select: { fields: [{ fieldPath: '__name__' }] },
        },
      }),
    },
  );
  if (!response.ok) throw new Error(`emulator answered ${response.status}`);
  return ((await response.json()) as { document?: unknown }[]).filter((row) => row.document).length;
}

/** The list's "N shown" line says `count`, as the catalog says it. */
async function expectShown(list: Locator, locale: Locale, key: string, count: number) {
  await expect(list.getByTestId(/-count$/)).toHaveText(message(locale, key, { count }));
}

/**
 * Pages a member's list to its end with "more", by the keyboard: each page moves the focus to
 * its first new item's link; the button goes once the server has no more.
 */
async function pageToTheEnd(
  page: Page,
  list: Locator,
  { locale, kind, uid }: { locale: Locale; kind: 'posts' | 'comments'; uid: string },
) {
  const more = list.getByTestId(`member-${kind}-more`);
  const total = await serverCount(kind, uid);
  let shown = 10;
  await expectShown(list, locale, `members.${kind}.shown`, shown);
  while (shown < total) {
    await more.focus();
    await page.keyboard.press('Enter');
    shown = Math.min(total, shown + 10);
    await expectShown(list, locale, `members.${kind}.shown`, shown);
    // The focus is on the first new item's link, where reading goes on.
    await expect
      .poll(() =>
        page.evaluate(
          (testId) =>
            document.activeElement?.tagName === 'A' &&
            document.activeElement.closest(`[data-testid="${testId}"]`) !== null,
          `member-${kind}`,
        ),
      )
      .toBe(true);
  }
  await expect(more).toHaveCount(0);
}

const locale = 'ko' as Locale;

test(`${locale}: a visitor opens a member page from a post's author and pages their posts and comments`, async ({
  page,
}) => {
  test.setTimeout(90_000);
  await startIn(page, locale);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/posts/seed-post-40');
  const header = page.getByTestId('post-detail').locator('header');
  await header.getByRole('link', { name: 'alice', exact: true }).click();
  await expect(page).toHaveURL(/\/members\/demo-alice$/);

  const member = page.getByTestId('member-header');
  await expect(member.getByRole('heading', { level: 1 })).toHaveText('alice');
  // Her avatar: she has no photo, so the one generated from her uid, drawn inline.
  await expect(member.locator('svg[viewBox="0 0 7 7"]')).toBeVisible();
  // The join date is the profile's (the demo data's users document's createdAt).
  const profile = await readEmulatorDocument('profiles/demo-alice');
  const joined = new Date(
    (profile!.fields as { createdAt: { timestampValue: string } }).createdAt.timestampValue,
  );
  const time = member.getByTestId('member-joined').locator('time');
  await expect(time).toHaveAttribute('datetime', joined.toISOString());
  const date = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(joined);
  await expect(member.getByTestId('member-joined')).toHaveText(
    message(locale, 'members.joined', { date }),
  );

  const posts = page.getByTestId('member-posts');
  const comments = page.getByTestId('member-comments');
  await expect(posts.getByRole('heading', { name: t(locale, 'members.posts') })).toBeVisible();
  // The first script showed the page; the reader scrolling on is the code's reason to come.
  await page.mouse.wheel(0, 300);
  await expect(posts.getByTestId('post-row').first()).toBeVisible();
  await pageToTheEnd(page, posts, { locale, kind: 'posts', uid: 'demo-alice' });
  await pageToTheEnd(page, comments, { locale, kind: 'comments', uid: 'demo-alice' });
  await expectNoAxeViolations(page);

  // A comment links to its post.
  const onPost = comments.getByTestId('member-comment-post').first();
  const href = await onPost.getAttribute('href');
  expect(href).toMatch(/^\/posts\/[^/]+$/);
  await onPost.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByTestId('post-detail')).toBeVisible();
});

test(`${locale}: a member sees their posts and comments on my page`, async ({ page }) => {
  // Each demo member's saved language is kept on signing in.
  const [email, name, uid] =
    locale === 'ko'
      ? ['alice@demo.test', 'alice', 'demo-alice']
      : ['bob@demo.test', 'bob', 'demo-bob'];
  await openSignedIn(page, email);
  // (Signed out, my page sends a visitor home: the first sign-in of a run starts there.)
  if (!page.url().endsWith('/mypage')) await page.goto('/mypage');
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  const nav = page.getByRole('navigation', { name: t(locale, 'mypage.nav') });

  await nav.getByRole('link', { name: t(locale, 'mypage.posts') }).click();
  await expect(page).toHaveURL(/\/mypage\/posts$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'mypage.posts'));
  const posts = page.getByTestId('member-posts');
  await expectShown(posts, locale, 'members.posts.shown', 10);
  // Every row is theirs, and names them, linking to their member page.
  const author = posts.getByTestId('post-row').first().getByRole('link', { name, exact: true });
  await expect(author).toHaveAttribute('href', `/members/${uid}`);

  await nav.getByRole('link', { name: t(locale, 'mypage.comments') }).click();
  await expect(page).toHaveURL(/\/mypage\/comments$/);
  const comments = page.getByTestId('member-comments');
  await expectShown(comments, locale, 'members.comments.shown', 10);
  await expect(comments.getByTestId('member-comment')).toHaveCount(10);
  await expect(comments.getByTestId('member-comments-more')).toBeVisible();
});

test("a member page's address is answered by the service worker, offline too", async ({
  page,
  context,
}) => {
  await page.goto('/posts/seed-post-40');
  await waitForServiceWorker(page);
  await page.goto('/members/demo-bob');
  await expect(page.getByTestId('member-header')).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(
    page.getByTestId('member-header').or(page.getByTestId('member-unknown')),
  ).toBeVisible();
});
