import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { openSignedIn, signIn } from './auth-helpers';
import { message, startIn, t, type Locale } from './catalog';
import {
  PASSWORD,
  createMember,
  deviceRows,
  readEmulatorFields,
  seedComment,
  seedPost,
} from './offline-support';
import { expectNoAxeViolationsAtBothWidths } from './support';

// Reports and hiding in the built app, in Korean and in English: a member reports a post and a
// comment by keyboard (axe on the dialog at 390 and 1280 px); the admin finds them in the queue on
// /admin/reports (axe at 390 and 1280 px) and hides the post by keyboard; a third member, who had
// read it, finds it gone from the board and from search, and from their device (offline, after
// the hide reached it, it does not show); its author still reads it, marked hidden with the reason.

const REPORTER: Record<Locale, { email: string; uid: string }> = {
  ko: { email: 'alice@demo.test', uid: 'demo-alice' },
  en: { email: 'bob@demo.test', uid: 'demo-bob' },
};
const ADMIN = 'admin@demo.test';

const comment = (page: Page, id: string) => page.locator(`[data-comment-id="${id}"]`);

/** A page of its own (another device) for a member made for this test, in `locale`. */
async function newMemberPage(
  context: BrowserContext,
  locale: Locale,
  email: string,
  path: string,
): Promise<Page> {
  const page = await context.newPage();
  await startIn(page, locale);
  await page.goto(path);
  await signIn(page, email, PASSWORD);
  return page;
}

/** The board's rows' titles, once the server's first page is in. */
const boardTitles = (page: Page) =>
  page.getByTestId('post-row').getByRole('heading').allTextContents();

const locale = 'en' as Locale;

test(`${locale}: report by keyboard, hide from the queue; gone from a third member's board, search and device; marked for its author`, async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = `${locale}${Date.now().toString(36)}`;
  const tag = `report${stamp}`;
  const postId = `e2e-report-${stamp}`;
  const title = `watches ${stamp}`;
  const author = await createMember(`author-${locale}`);
  const third = await createMember(`third-${locale}`);
  await seedPost(postId, author.uid, title, `Buy cheap watches ${stamp}`, tag);
  await seedComment(postId, 'c1', author.uid, `call me ${stamp}`);

  const contexts: BrowserContext[] = [];
  const device = async () => {
    const context = await browser.newContext();
    contexts.push(context);
    return context;
  };
  try {
    // A third member reads the post on their device (board, search, the post itself).
    const thirdContext = await device();
    const reader = await newMemberPage(thirdContext, locale, third.email, '/board');
    await expect.poll(() => boardTitles(reader), { timeout: 20_000 }).toContain(title);
    await reader.goto(`/search?tag=${tag}`);
    await expect(reader.getByTestId('search-server')).toHaveAttribute('data-status', 'done');
    await expect(reader.getByTestId('post-row').getByRole('heading')).toHaveText([title]);
    await reader.goto(`/posts/${postId}`);
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect
      .poll(async () => (await deviceRows<{ id: string }>(reader, 'posts')).map((r) => r.id))
      .toContain(postId);

    // The reporter reports the post by keyboard: the dialog opens on its first reason.
    await startIn(page, locale);
    await openSignedIn(page, REPORTER[locale].email, `/posts/${postId}`);
    const report = page.getByTestId('post-detail').getByTestId('report-button').first();
    await expect(report).toHaveAccessibleName(t(locale, 'report.post.label'));
    await report.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('report-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).toHaveText(t(locale, 'report.title.post'));
    const firstReason = dialog.getByRole('radio', { name: t(locale, 'report.reason.spam') });
    await expect(firstReason).toBeFocused();
    await expectNoAxeViolationsAtBothWidths(page);
    // "Something else" needs words: sent without them, the dialog says so and keeps them.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(
      dialog.getByRole('radio', { name: t(locale, 'report.reason.other') }),
    ).toBeChecked();
    const words = dialog.getByRole('textbox', { name: t(locale, 'report.text.labelRequired') });
    await words.focus();
    await dialog.getByRole('button', { name: t(locale, 'report.submit') }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText(t(locale, 'report.error.required'));
    await expect(words).toBeFocused();
    await page.keyboard.type('selling fake watches');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    // The focus is back on the control, which now says it was reported.
    await expect(report).toBeFocused();
    await expect(report).toHaveText(t(locale, 'report.done'));
    await expect(report).toHaveAttribute('aria-disabled', 'true');

    // And the comment, beside its mute button; Escape first closes without reporting.
    const commentReport = comment(page, 'c1').getByTestId('report-button');
    await expect(commentReport).toHaveAccessibleName(
      message(locale, 'report.comment.label', { name: 'e2e' }),
    );
    await commentReport.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(commentReport).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      dialog.getByRole('radio', { name: t(locale, 'report.reason.spam') }),
    ).toBeFocused();
    await page.keyboard.press('Space');
    await expect(
      dialog.getByRole('radio', { name: t(locale, 'report.reason.spam') }),
    ).toBeChecked();
    await dialog.getByRole('button', { name: t(locale, 'report.submit') }).press('Enter');
    await expect(dialog).toBeHidden();
    await expect(commentReport).toHaveText(t(locale, 'report.done'));

    // Both reach the server through the outbox, once each.
    const reporter = REPORTER[locale].uid;
    await expect
      .poll(() => readEmulatorFields(`reports/post_${postId}/by/${reporter}`), {
        timeout: 30_000,
      })
      .toMatchObject({ reason: 'other', text: 'selling fake watches' });
    await expect
      .poll(() => readEmulatorFields(`reports/comment_${postId}_c1/by/${reporter}`), {
        timeout: 30_000,
      })
      .toMatchObject({ reason: 'spam' });

    // The admin's queue: the post with its count, reason and text; axe at both widths.
    const adminContext = await device();
    const admin = await adminContext.newPage();
    if (locale === 'en') await admin.addInitScript(() => localStorage.setItem('locale', 'en'));
    await openSignedIn(admin, ADMIN, '/admin/reports');
    if (locale === 'en') await admin.reload();
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText(
      t(locale, 'admin.reports.title'),
    );
    const item = admin.getByTestId('report-item').filter({
      has: admin.getByTestId('report-content').getByText(`Buy cheap watches ${stamp}`),
    });
    await expect(item).toBeVisible({ timeout: 20_000 });
    await expect(item.getByTestId('report-content')).toHaveText(`Buy cheap watches ${stamp}`);
    await expect(item.getByTestId('report-counts')).toContainText(
      message(locale, 'admin.reports.count', { count: 1 }),
    );
    await expect(item.getByTestId('report-counts')).toContainText(
      message(locale, 'admin.reports.reasonCount', {
        reason: t(locale, 'report.reason.other'),
        count: 1,
      }),
    );
    // The reports themselves, on request.
    const details = item.getByRole('button', {
      name: message(locale, 'admin.reports.detailsNamed', { title }),
    });
    await details.focus();
    await admin.keyboard.press('Enter');
    await expect(details).toHaveAttribute('aria-expanded', 'true');
    await expect(item.getByTestId('report-entry')).toContainText('selling fake watches');
    await expect(
      admin.getByTestId('report-item').filter({ hasText: `call me ${stamp}` }),
    ).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(admin);

    // Hidden by keyboard, the reason chosen as most reports gave it, with a note.
    await item.getByTestId('hide-button').focus();
    await admin.keyboard.press('Enter');
    const hideDialog = admin.getByTestId('hide-dialog');
    await expect(hideDialog).toBeVisible();
    const chosen = hideDialog.getByRole('radio', { name: t(locale, 'report.reason.other') });
    await expect(chosen).toBeChecked();
    await expect(chosen).toBeFocused();
    await expectNoAxeViolationsAtBothWidths(admin);
    await admin.keyboard.press('Tab');
    await admin.keyboard.type('No advertising, please.');
    await admin.keyboard.press('Tab');
    await admin.keyboard.press('Tab');
    await admin.keyboard.press('Enter');
    await expect(hideDialog).toBeHidden();
    await expect(item).toHaveCount(0);
    await expect
      .poll(async () => (await readEmulatorFields(`posts/${postId}`))?.hidden, {
        timeout: 30_000,
      })
      .toMatchObject({ mapValue: expect.anything() });

    // The third member's device: the hide reaches it (the post leaves its copy).
    await expect
      .poll(async () => (await deviceRows<{ id: string }>(reader, 'posts')).map((r) => r.id), {
        timeout: 30_000,
      })
      .not.toContain(postId);
    // Gone from their board and from search.
    await reader.goto('/board');
    await expect(reader.getByTestId('post-row').first()).toBeVisible();
    await expect.poll(() => boardTitles(reader), { timeout: 20_000 }).not.toContain(title);
    await reader.goto(`/search?tag=${tag}`);
    await expect(reader.getByTestId('search-server')).toHaveAttribute('data-status', 'done');
    await expect(reader.getByTestId('post-list-empty')).toBeVisible();
    // Opened by its address, it says it was hidden, and shows nothing of it.
    await reader.goto(`/posts/${postId}`);
    await expect(reader.getByTestId('post-hidden')).toContainText(
      t(locale, 'moderation.hidden.post'),
    );
    await expect(reader.getByText(`Buy cheap watches ${stamp}`)).toHaveCount(0);
    // Offline, it is not there either.
    await thirdContext.setOffline(true);
    await reader.goto('/board');
    await expect(reader.getByTestId('post-row').first()).toBeVisible();
    expect(await boardTitles(reader)).not.toContain(title);
    await reader.goto(`/posts/${postId}`);
    await expect(reader.getByText(t(locale, 'posts.notOffline'))).toBeVisible();
    await expect(reader.getByText(`Buy cheap watches ${stamp}`)).toHaveCount(0);
    await thirdContext.setOffline(false);

    // Its author still reads it, marked hidden with the reason and the note; nothing can be
    // added under it.
    const authorContext = await device();
    const writer = await newMemberPage(authorContext, locale, author.email, `/posts/${postId}`);
    await expect(writer.getByRole('heading', { level: 1 })).toHaveText(title);
    const hiddenMark = writer.getByTestId('hidden-mark').first();
    await expect(hiddenMark).toContainText(
      message(locale, 'moderation.hidden.mark', { reason: t(locale, 'report.reason.other') }),
    );
    await expect(hiddenMark).toContainText(
      message(locale, 'moderation.hidden.note', { note: 'No advertising, please.' }),
    );
    await expect(writer.getByText(`Buy cheap watches ${stamp}`)).toBeVisible();
    await expect(writer.getByTestId('comments-closed')).toHaveText(
      t(locale, 'moderation.hidden.closed'),
    );
    await expect(writer.getByTestId('report-button')).toHaveCount(0);
    await expectNoAxeViolationsAtBothWidths(writer);
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});
