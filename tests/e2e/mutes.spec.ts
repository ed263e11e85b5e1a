import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './auth-helpers';
import { message, t, type Locale } from './catalog';
import { seedComment, seedPost } from './offline-support';
import { expectNoAxeViolationsAtBothWidths } from './support';

// Muting in the built app: a member mutes a comment's author by keyboard on one device; their
// other device (a second browser context) shows that comment collapsed once the list syncs,
// "show" opens it, and unmuting from my page brings it back; their member page has the same
// control. Axe at 390 and 1280 px.

const MEMBER: Record<Locale, string> = { ko: 'alice@demo.test', en: 'bob@demo.test' };

const comment = (page: Page, id: string) => page.locator(`[data-comment-id="${id}"]`);

const locale = 'en' as Locale;

test(`${locale}: mute on one device collapses the comment on the other; show; unmute from my page`, async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const postId = `e2e-mute-${locale}-${stamp}`;
  const muted = `e2e-muted-${locale}-${stamp}`;
  await seedPost(postId, 'e2e-author', `mutes ${locale}`, 'body');
  await seedComment(postId, 'c1', muted, `a comment to mute ${stamp}`);
  await seedComment(postId, 'c2', 'e2e-author', `a comment that stays ${stamp}`);

  // Device one: mute c1's author from the comment, by keyboard.
  await openSignedIn(page, MEMBER[locale], `/posts/${postId}`);
  const mute = comment(page, 'c1').getByTestId('mute-button');
  await expect(mute).toHaveText(t(locale, 'mute.mute'));
  await mute.focus();
  await page.keyboard.press('Enter');
  // It collapses in place, the focus on its "show" button; the other comment stays.
  const show = comment(page, 'c1').getByTestId('muted-show');
  await expect(show).toBeFocused();
  await expect(comment(page, 'c1')).toContainText(t(locale, 'mute.collapsed.comment'));
  await expect(comment(page, 'c1')).not.toContainText(`a comment to mute ${stamp}`);
  await expect(comment(page, 'c2')).toContainText(`a comment that stays ${stamp}`);

  // Device two, the same member: the list arrives through the server.
  const other = await browser.newContext();
  const second = await other.newPage();
  try {
    await openSignedIn(second, MEMBER[locale], `/posts/${postId}`);
    const collapsed = comment(second, 'c1');
    await expect(collapsed.getByTestId('muted-show')).toBeVisible({ timeout: 20_000 });
    await expect(collapsed).not.toContainText(`a comment to mute ${stamp}`);
    await expectNoAxeViolationsAtBothWidths(second);

    // "Show" opens that one comment, by keyboard, the focus on it.
    await collapsed.getByTestId('muted-show').focus();
    await second.keyboard.press('Enter');
    await expect(collapsed).toContainText(`a comment to mute ${stamp}`);
    await expect(collapsed).toBeFocused();
    await expect(collapsed.getByTestId('unmute-button')).toHaveAccessibleName(
      message(locale, 'mute.unmuteName', { name: 'e2e' }),
    );

    // My page lists the muted member; unmuting there restores the comment everywhere.
    await second.goto('/mypage/mutes');
    const row = second.getByTestId('muted-member');
    await expect(row).toHaveCount(1);
    await expectNoAxeViolationsAtBothWidths(second);
    await row.getByTestId('unmute-button').focus();
    await second.keyboard.press('Enter');
    await expect(second.getByTestId('mutes-empty')).toBeFocused();
    await expect(second.getByTestId('mutes-empty')).toHaveText(t(locale, 'mypage.mutesEmpty'));

    // Device one, after sync: the comment is whole again.
    await expect(comment(page, 'c1')).toContainText(`a comment to mute ${stamp}`, {
      timeout: 20_000,
    });
    await expect(comment(page, 'c1').getByTestId('mute-button')).toBeVisible();

    // Their member page, from the comment's author name, mutes and unmutes them too.
    await comment(page, 'c1').getByRole('link', { name: 'e2e' }).click();
    await expect(page).toHaveURL(new RegExp(`/members/${muted}$`));
    const header = page.getByTestId('member-header');
    await header.getByTestId('mute-button').click();
    await expect(header.getByTestId('unmute-button')).toBeVisible();
    await header.getByTestId('unmute-button').click();
    await expect(header.getByTestId('mute-button')).toBeVisible();
  } finally {
    await other.close();
  }
});

test(`${locale}: mute from a post's header collapses their posts on the board and in search on the other device`, async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const muted = `e2e-muted-post-${locale}-${stamp}`;
  const postId = `e2e-mute-post-${locale}-${stamp}`;
  const stays = `e2e-mute-stays-${locale}-${stamp}`;
  const word = `zmute${stamp}`;
  await seedPost(stays, 'e2e-author', `${word} stays`, 'body');
  await seedPost(postId, muted, `${word} muted`, 'body');

  // Device one: mute the post's author from its header, by keyboard.
  await openSignedIn(page, MEMBER[locale], `/posts/${postId}`);
  const controls = page.getByTestId('post-member-controls');
  await expect(controls.getByTestId('owner-controls')).toHaveCount(0);
  await controls.getByTestId('mute-button').focus();
  await page.keyboard.press('Enter');
  await expect(controls.getByTestId('unmute-button')).toBeFocused();

  // Device two: the board shows that post as one line once the list syncs; the other is whole.
  const other = await browser.newContext();
  const second = await other.newPage();
  try {
    await openSignedIn(second, MEMBER[locale], '/board');
    const show = second.locator(`#muted-show-${postId}`);
    await expect(show).toBeVisible({ timeout: 20_000 });
    await expect(show).toHaveText(t(locale, 'mute.show'));
    const collapsed = second.getByTestId('post-row').filter({ has: show });
    await expect(collapsed).toContainText(t(locale, 'mute.collapsed.post'));
    await expect(collapsed).not.toContainText(`${word} muted`);
    await expect(second.getByRole('link', { name: `${word} stays` })).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(second);

    // "Show" opens that row, by keyboard, the focus on its title.
    await show.focus();
    await second.keyboard.press('Enter');
    const title = second.getByRole('link', { name: `${word} muted` });
    await expect(title).toBeFocused();

    // Search lists it collapsed too.
    await second.goto(`/search?q=${word}`);
    await expect(second.locator(`#muted-show-${postId}`)).toBeVisible();
    await expect(second.getByRole('link', { name: `${word} stays` })).toBeVisible();
    await expect(second.getByRole('link', { name: `${word} muted` })).toHaveCount(0);

    // Their member page lists their posts whole: the reader came to read them.
    await second.goto(`/members/${muted}`);
    await expect(second.getByTestId('member-posts')).toContainText(`${word} muted`);
    await expect(second.getByTestId('member-posts').getByTestId('muted-show')).toHaveCount(0);

    // Unmuted from the post's header, the board shows it whole again.
    await second.goto(`/posts/${postId}`);
    await second.getByTestId('post-member-controls').getByTestId('unmute-button').click();
    await expect(
      second.getByTestId('post-member-controls').getByTestId('mute-button'),
    ).toBeVisible();
    await second.goto('/board');
    await expect(second.getByRole('link', { name: `${word} muted` })).toBeVisible();
    await expect(second.locator(`#muted-show-${postId}`)).toHaveCount(0);
  } finally {
    await other.close();
  }
});
