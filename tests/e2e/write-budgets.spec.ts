import { expect, test } from '@playwright/test';
import { signIn } from './auth-helpers';
import { message, type Locale } from './catalog';
import {
  PASSWORD,
  createMember,
  outboxSize,
  queuePostChange,
  readEmulatorFields,
  seedPostBudget,
} from './offline-support';
import { expectNoAxeViolationsAtBothWidths, waitForServiceWorker } from './support';

// A member past their write budget in the built app, in Korean and in English: the write dialog
// says when a new post would go before they write it, and the sync page says when the post that
// waits goes and why, in the time format of their language. Axe at 390 and 1280 px.

const WINDOW_MS = 10 * 60_000;
const MARGIN_MS = 2_000;

const locale = 'ko' as Locale;

test(`${locale}: past the budget, the write dialog and the sync page say when a post goes`, async ({
  page,
}) => {
  const { email, uid } = await createMember(`budget-${locale}`, {
    joined: true,
    language: locale,
  });
  // Five posts in the last minute: the ten minutes are full.
  const started = new Date(Date.now() - 60_000);
  await seedPostBudget(uid, 5, started);
  const sendAt = started.getTime() + WINDOW_MS + MARGIN_MS;

  await page.goto('/board');
  // The time as the browser's own Intl writes it (react-intl formats with it).
  const time = await page.evaluate(
    ([at, language]) => new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(at),
    [sendAt, locale] as const,
  );
  await signIn(page, email, PASSWORD);
  await waitForServiceWorker(page);
  await page.getByRole('button', { name: message(locale, 'post.write') }).click();
  const dialog = page.getByTestId('write-dialog');
  const note = dialog.getByTestId('post-budget-note');
  await expect(note).toHaveText(
    message(locale, 'posts.budget.note', { limit: 5, window: 'minutes', minutes: 10, time }),
  );
  await expectNoAxeViolationsAtBothWidths(page, { include: '[data-testid="write-dialog"]' });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // A post written now is kept and waits: the sync page says when it goes, and why.
  const postId = `e2e-budget-${locale}-${Date.now().toString(36)}`;
  await queuePostChange(page, {
    op: 'post.create',
    uid,
    postId,
    baseVersion: null,
    title: `budget ${locale}`,
    content: 'waits for its window',
  });
  await page.goto('/sync');
  const wait = page.getByTestId('sync-entry-wait');
  await expect(wait).toHaveText(message(locale, 'sync.wait.budget', { kind: 'post', time }), {
    timeout: 20_000,
  });
  await expect(page.getByTestId('sync-entry')).toHaveAttribute('data-status', 'pending');
  expect(await outboxSize(page)).toBe(1);
  expect(await readEmulatorFields(`posts/${postId}`)).toBeNull();
  await expectNoAxeViolationsAtBothWidths(page);
});
