import { expect } from '@playwright/test';
import { test } from '@playwright/test';
import { openSignedIn } from './auth-helpers';
import { bell, bellCount, membersFor } from './notification-support';
import { message, t, type Locale } from './catalog';
import {
  deviceRows,
  expectOutboxDrained,
  listEmulatorDocuments,
  seedPost,
} from './offline-support';
import { expectNoAxeViolationsAtBothWidths, waitForServiceWorker } from './support';

// Mentions in a post, in the built app, two members in two browsers: one writes a post in the
// board's dialog by keyboard, mentioning the other through the suggestions (the members the
// device knows); the post shows the mention as a link named as the member is, stored as their
// uid; the other's bell counts it live, the list says who mentioned them in which post, and
// opening it lands on the post. The dialog with the list open passes axe at 390 and 1280 px.

const locale = 'en' as Locale;

test(`${locale}: a post written by keyboard mentions the other member through the suggestions; their bell tells them, and the line opens the post`, async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // The actor reads the other language.
  const { recipient, actor, theirs } = membersFor(locale);
  const stamp = Date.now().toString(36);
  const title = `mentioned ${locale} ${stamp}`;
  // A post of the recipient's that the actor has read: the device knows them by it.
  const known = `e2e-known-${locale}-${stamp}`;
  await seedPost(known, recipient.uid, `known ${stamp}`, 'body', 'e2e', recipient.name);

  // The recipient, on the home page: their bell as it stands.
  await openSignedIn(page, recipient.email, '/');
  await expect(bell(page)).toBeVisible();
  const before = await bellCount(page);

  const other = await browser.newContext();
  const acting = await other.newPage();
  let postId = '';
  try {
    await openSignedIn(acting, actor.email, `/posts/${known}`);
    await waitForServiceWorker(acting);
    await expect(acting.getByRole('heading', { level: 1 })).toHaveText(`known ${stamp}`);
    await expect
      .poll(async () => (await deviceRows<{ id: string }>(acting, 'posts')).map((p) => p.id))
      .toContain(known);

    // The board's write dialog, by keyboard.
    await acting.goto('/board');
    await expect(acting.getByTestId('post-row').first()).toBeVisible();
    await acting.getByRole('button', { name: t(theirs, 'post.write') }).focus();
    await acting.keyboard.press('Enter');
    const dialog = acting.getByTestId('write-dialog');
    await expect(dialog.getByTestId('post-form')).toBeVisible();
    await dialog.getByRole('textbox', { name: t(theirs, 'post.title'), exact: true }).focus();
    await acting.keyboard.type(title);
    await acting.keyboard.press('Tab');
    const category = dialog.getByRole('combobox', { name: t(theirs, 'post.category') });
    await expect(category).toBeFocused();
    await acting.keyboard.press('ArrowDown');
    await expect(category).not.toHaveValue('');
    await acting.keyboard.press('Tab');
    await expect(
      dialog.getByRole('textbox', { name: new RegExp(t(theirs, 'post.tags')) }),
    ).toBeFocused();
    await acting.keyboard.type(`mention-${stamp}`);
    await acting.keyboard.press('Enter');
    const field = dialog.getByRole('textbox', { name: t(theirs, 'post.content') });
    await field.focus();
    await acting.keyboard.type(`Hello @${recipient.name}`);

    // The suggestions: a list the field names, its active option, and a status line.
    const list = dialog.getByRole('listbox', { name: t(theirs, 'posts.mention.listLabel') });
    const options = list.getByRole('option');
    await expect(options.first()).toBeVisible();
    await expect(field).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!);
    await expect(field).toHaveAttribute(
      'aria-activedescendant',
      (await options.first().getAttribute('id'))!,
    );
    const count = await options.count();
    await expect(dialog.getByTestId('mention-status')).toHaveText(
      message(theirs, 'posts.mention.suggestions', { count }),
    );
    await expectNoAxeViolationsAtBothWidths(acting);
    // Escape closes the list, not the dialog; typing goes on.
    await acting.keyboard.press('Escape');
    await expect(list).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await expect(field).toBeFocused();
    await acting.keyboard.press('Backspace');
    await expect(options.first()).toBeVisible();
    // Down to the member (most recent first: the first one here), Enter chooses.
    const names = await options.allTextContents();
    const at = names.indexOf(recipient.name);
    expect(at).toBeGreaterThanOrEqual(0);
    for (let i = 0; i < at; i += 1) await acting.keyboard.press('ArrowDown');
    await expect(options.nth(at)).toHaveAttribute('aria-selected', 'true');
    await acting.keyboard.press('Enter');
    await expect(list).toHaveCount(0);
    await expect(field).toHaveValue(`Hello @${recipient.name} `);
    await acting.keyboard.type(`see you ${stamp}`);
    await dialog.getByRole('button', { name: t(theirs, 'posts.form.publish') }).focus();
    await acting.keyboard.press('Enter');

    // The post: the mention a link to the member's page, by their name.
    await expect(acting).toHaveURL(/\/posts\/[A-Za-z0-9]+$/);
    postId = new URL(acting.url()).pathname.split('/').pop()!;
    const body = acting.getByTestId('markdown');
    await expect(body).toContainText(`see you ${stamp}`);
    const mention = body.getByTestId('mention');
    await expect(mention).toHaveText(`@${recipient.name}`);
    await expect(mention).toHaveAttribute('href', `/members/${recipient.uid}`);
    await expectOutboxDrained(acting);
  } finally {
    await other.close();
  }

  // Stored as the member's uid, once.
  const stored = (await listEmulatorDocuments('posts')).find((p) => p.id === postId);
  expect(stored).toMatchObject({
    content: `Hello @[${recipient.uid}] see you ${stamp}`,
    mentions: [recipient.uid],
    uid: actor.uid,
  });

  // Without a reload, the recipient's bell counts it, and the list says what happened.
  await expect.poll(() => bellCount(page), { timeout: 20_000 }).toBe(before + 1);
  await bell(page).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/notifications$/);
  const line = page.getByTestId('notification').first();
  await expect(line).toHaveAttribute('data-kind', 'mention');
  const link = line.getByTestId('notification-link');
  await expect(link).toHaveText(
    message(locale, 'notifications.postMention', { name: actor.name, title }),
  );
  await expectNoAxeViolationsAtBothWidths(page);
  await link.focus();
  await page.keyboard.press('Enter');

  // The post itself, no comment to point at; the mention by name; the bell no longer counts it.
  await expect(page).toHaveURL(new RegExp(`/posts/${postId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByTestId('markdown').getByTestId('mention')).toHaveText(
    `@${recipient.name}`,
  );
  await expect.poll(() => bellCount(page)).toBe(before);
});
