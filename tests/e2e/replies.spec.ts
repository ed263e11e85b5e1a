import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './auth-helpers';
import { message, t, type Locale } from './catalog';
import {
  expectOutboxDrained,
  isCommit,
  listEmulatorDocuments,
  readEmulatorFields,
  seedComment,
  seedPost,
  patchEmulatorDocument,
} from './offline-support';
import { expectNoAxeViolations, waitForServiceWorker } from './support';

// Replies (issue 37, part 1) in the built app: a comment's replies collapse past three behind
// "show N more replies", which opens in place; a reply written offline by keyboard shows under
// its comment at once and reaches the server once when the member is back online.

/** `count` replies to comment `parentId`, in order, counted on it and on the post. */
async function seedReplies(postId: string, parentId: string, count: number): Promise<void> {
  const s = (value: string) => ({ stringValue: value });
  const i = (value: number) => ({ integerValue: String(value) });
  for (let n = 1; n <= count; n += 1)
    await patchEmulatorDocument(`posts/${postId}/comments/r${n}`, {
      text: s(`seeded reply ${n}`),
      uid: s('e2e-replier'),
      parentId: s(parentId),
      author: { mapValue: { fields: { displayName: s('replier'), photoURL: s('') } } },
      createdAt: { timestampValue: new Date(Date.now() + n).toISOString() },
    });
  await patchEmulatorDocument(`posts/${postId}/comments/${parentId}`, { replyCount: i(count) }, [
    'replyCount',
  ]);
  await patchEmulatorDocument(`posts/${postId}`, { commentCount: i(count + 1) }, ['commentCount']);
}

const thread = (page: Page, commentId: string) => page.locator(`[data-comment-id="${commentId}"]`);

const MEMBER: Record<Locale, string> = { ko: 'alice@demo.test', en: 'bob@demo.test' };

const locale = 'ko' as Locale;

test(`${locale}: replies collapse past three; a reply written offline by keyboard reaches the server once`, async ({
  page,
  context,
}) => {
  const stamp = Date.now().toString(36);
  const postId = `e2e-re-${locale}-${stamp}`;
  const text = `offline reply ${locale} ${stamp}`;
  await seedPost(postId, 'e2e-author', `replies ${locale}`, 'body');
  await seedComment(postId, 'c1', 'e2e-author', `a comment to answer ${stamp}`);
  await seedReplies(postId, 'c1', 5);

  // The demo member's own language: alice reads Korean, bob English.
  await openSignedIn(page, MEMBER[locale], `/posts/${postId}`);
  await waitForServiceWorker(page);
  const c1 = thread(page, 'c1');
  const replies = c1.getByTestId('reply');
  await expect(replies).toHaveCount(3);
  await expect(replies.last()).toContainText('seeded reply 3');

  // "Show 2 more replies", by keyboard: it opens in place, the focus on the first it showed.
  const more = c1.getByTestId('more-replies');
  await expect(more).toHaveText(message(locale, 'posts.reply.more', { count: 2 }));
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(replies).toHaveCount(5);
  await expect(thread(page, 'r4')).toBeFocused();
  await expect(more).toHaveCount(0);

  const commits: string[] = [];
  page.on('request', (request) => {
    if (isCommit(request.url()) && request.postData()?.includes(text)) commits.push(text);
  });
  await context.setOffline(true);

  // The reply button opens the box under the comment with the focus in it; Escape closes it
  // and gives the focus back to the button.
  const reply = c1.getByRole('button', { name: t(locale, 'posts.reply.button'), exact: true });
  await reply.focus();
  await page.keyboard.press('Enter');
  const field = c1.getByRole('textbox', {
    name: message(locale, 'posts.reply.label', { name: 'e2e' }),
  });
  await expect(field).toBeFocused();
  await expect(reply).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(c1.getByTestId('reply-form')).toHaveCount(0);
  await expect(reply).toBeFocused();
  await expect(reply).toHaveAttribute('aria-expanded', 'false');

  // Open again, write, and send with Tab to the button and Enter.
  await page.keyboard.press('Enter');
  await expect(field).toBeFocused();
  for (const size of [390, 1280]) {
    await page.setViewportSize({ width: size, height: 900 });
    await expectNoAxeViolations(page);
  }
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(
    c1.getByRole('button', { name: t(locale, 'posts.reply.submit'), exact: true }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(c1.getByTestId('reply-form')).toHaveCount(0);
  await expect(reply).toBeFocused();
  const mine = replies.filter({ hasText: text });
  await expect(mine).toBeVisible();
  await expect(mine).toContainText(t(locale, 'posts.pending'));
  await expect(page.getByTestId('comment-count')).toHaveText('7');
  expect(commits).toEqual([]);

  await context.setOffline(false);
  await expectOutboxDrained(page);
  await expect(mine).not.toContainText(t(locale, 'posts.pending'));
  expect(commits).toHaveLength(1);
  const stored = await listEmulatorDocuments(`posts/${postId}/comments`);
  expect(stored.filter((comment) => comment.text === text)).toMatchObject([{ parentId: 'c1' }]);
  expect(await readEmulatorFields(`posts/${postId}/comments/c1`)).toMatchObject({
    replyCount: 6,
  });
  expect(await readEmulatorFields(`posts/${postId}`)).toMatchObject({ commentCount: 7 });

  // From the server again: under its comment, past the first three.
  await page.reload();
  await expect(c1.getByTestId('more-replies')).toHaveText(
    message(locale, 'posts.reply.more', { count: 3 }),
  );
  await c1.getByTestId('more-replies').click();
  await expect(replies.last()).toContainText(text);
});
