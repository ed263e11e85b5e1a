import type { Locale } from './catalog';
import { expect, test } from '@playwright/test';
import { signIn } from './auth-helpers';
import {
  PASSWORD,
  createMember,
  expectOutboxDrained,
  isCommit,
  listEmulatorDocuments,
  patchEmulatorDocument,
  readEmulatorFields,
  seedComment,
  seedPost,
} from './offline-support';
import { waitForServiceWorker } from './support';

/** The member's users document, in the language the test runs in (sign-in applies it). */
function seedUser(uid: string, email: string, language: string): Promise<void> {
  const s = (value: string) => ({ stringValue: value });
  return patchEmulatorDocument(`users/${uid}`, {
    displayName: s('e2e'),
    photoURL: s(''),
    email: s(email),
    language: s(language),
    createdAt: { timestampValue: new Date().toISOString() },
  });
}

// A comment edited offline reaches the server once, as an edit of the version it was made
// against, and shows as edited on the device and after a reload from the server.

/** The post's comment count, as the seeded comments would have moved it. */
function setCommentCount(postId: string, count: number): Promise<void> {
  return patchEmulatorDocument(
    `posts/${postId}`,
    { commentCount: { integerValue: String(count) } },
    ['commentCount'],
  );
}

const words = {
  ko: {
    edit: '수정',
    field: '댓글 수정',
    save: '저장',
    edited: '수정됨',
    required: '댓글을 입력해 주세요.',
  },
  en: {
    edit: 'Edit',
    field: 'Edit comment',
    save: 'Save',
    edited: 'edited',
    required: 'Write a comment first.',
  },
} as const;

const locale = 'ko' as Locale;

test(`${locale}: a comment edited offline reaches the server once and shows as edited`, async ({
  page,
  context,
}) => {
  const w = words[locale];
  const { email, uid } = await createMember(`comment-edit-${locale}`);
  const stamp = Date.now().toString(36);
  const postId = `e2e-ce-${locale}-${stamp}`;
  const commentId = `c-${stamp}`;
  const before = `before ${locale} ${stamp}`;
  const after = `after ${locale} ${stamp}`;
  await seedUser(uid, email, locale);
  await seedPost(postId, uid, `comment edit ${locale}`, 'body');
  await seedComment(postId, commentId, uid, before);

  await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
  await page.goto(`/posts/${postId}`);
  await signIn(page, email, PASSWORD);
  await waitForServiceWorker(page);
  const comment = page.getByTestId('comment').filter({ hasText: before });
  await expect(comment).toBeVisible();
  await expect(comment.getByTestId('comment-edited')).toHaveCount(0);

  const commits: string[] = [];
  page.on('request', (request) => {
    if (isCommit(request.url()) && request.postData()?.includes(after)) commits.push(after);
  });

  await context.setOffline(true);
  await comment.getByRole('button', { name: w.edit, exact: true }).click();
  const field = page.getByLabel(w.field, { exact: true });
  // An empty comment is refused, with the message tied to the field and focus on it.
  await field.fill('');
  await page.getByRole('button', { name: w.save, exact: true }).click();
  await expect(page.getByTestId('comment-edit-form').getByRole('alert')).toHaveText(w.required);
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill(after);
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: w.save, exact: true }).click();
  const edited = page.getByTestId('comment').filter({ hasText: after });
  await expect(edited.getByTestId('comment-text')).toHaveText(after);
  await expect(edited.getByTestId('comment-edited')).toHaveText(w.edited);
  expect(commits).toEqual([]);

  await context.setOffline(false);
  await expectOutboxDrained(page);
  const path = `posts/${postId}/comments/${commentId}`;
  await expect
    .poll(() => readEmulatorFields(path))
    .toMatchObject({ text: after, version: 2, edited: true, uid });
  expect(commits).toHaveLength(1);

  // From the server again: still the edit, still marked.
  await page.reload();
  await expect(edited.getByTestId('comment-edited')).toHaveText(w.edited);
  await expect(page.getByTestId('comment').filter({ hasText: before })).toHaveCount(0);
});

test('comments come a page at a time: the first 20, then the rest from the server on "more"', async ({
  page,
}) => {
  const { email, uid } = await createMember('comment-pages');
  await seedUser(uid, email, 'en');
  const postId = `e2e-cp-${Date.now().toString(36)}`;
  await seedPost(postId, uid, 'many comments', 'body');
  for (let n = 1; n <= 25; n += 1)
    await seedComment(postId, `c${String(n).padStart(2, '0')}`, uid, `comment number ${n}`);
  await setCommentCount(postId, 25);

  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await page.goto(`/posts/${postId}`);
  const comments = page.getByTestId('comment');
  await expect(comments).toHaveCount(20);
  await expect(comments.last()).toContainText('comment number 20');
  await page.getByTestId('more-comments').click();
  await expect(comments).toHaveCount(25);
  await expect(comments.last()).toContainText('comment number 25');
  await expect(page.getByTestId('more-comments')).toHaveCount(0);
});

test.describe('while a comment is being saved', () => {
  // The page's own requests only: a comment's code is held below, and the service worker would
  // fetch it out of the test's sight.
  test.use({ serviceWorkers: 'block' });

  test('what the member types meanwhile stays in the box, and a double tap sends one comment', async ({
    page,
  }) => {
    const { email, uid } = await createMember('comment-typing');
    await seedUser(uid, email, 'en');
    const postId = `e2e-ct-${Date.now().toString(36)}`;
    await seedPost(postId, uid, 'typing while saving', 'body');

    // The comment's code (it loads once the member is on the page) is held until the test says so.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(/\/assets\/comment-commands-[^/]+\.js$/, async (route) => {
      asked = true;
      await released;
      await route.continue();
    });
    await page.addInitScript(() => localStorage.setItem('locale', 'en'));
    await page.goto(`/posts/${postId}`);
    await signIn(page, email, PASSWORD);
    await expect.poll(() => asked).toBe(true);

    const box = page.getByRole('textbox', { name: 'Leave a comment' });
    const send = page.getByRole('button', { name: 'Comment', exact: true });
    await box.fill('sent first');
    await send.click();
    await send.click();
    await box.fill('typed while the first was saving');
    release();

    const sent = page.getByTestId('comment').filter({ hasText: 'sent first' });
    await expect(sent).toHaveCount(1);
    await expect(box).toHaveValue('typed while the first was saving');
    await expectOutboxDrained(page);
    const stored = await listEmulatorDocuments(`posts/${postId}/comments`);
    expect(stored.map((comment) => comment.text)).toEqual(['sent first']);
    expect(await readEmulatorFields(`posts/${postId}`)).toMatchObject({ commentCount: 1 });
  });
});
