import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './auth-helpers';
import { message, t, type Locale } from './catalog';
import {
  expectOutboxDrained,
  isCommit,
  listEmulatorDocuments,
  seedComment,
  seedPost,
} from './offline-support';
import { expectNoAxeViolations } from './support';

// Notifications in the built app, two members in two browsers: one replies offline to the
// other's comment; back online, the other's bell counts it without a reload, the list says who
// did what, and tapping it lands on the reply, scrolled to, focused and marked. Marking read
// (one, all) moves the bell; the list and its states pass axe at 390 and 1280 px.

const MEMBERS = {
  alice: { email: 'alice@demo.test', uid: 'demo-alice', name: 'alice' },
  bob: { email: 'bob@demo.test', uid: 'demo-bob', name: 'bob' },
};
/** The recipient reads their own language (alice Korean, bob English); the other acts. */
const ROLES: Record<Locale, { recipient: keyof typeof MEMBERS; actor: keyof typeof MEMBERS }> = {
  ko: { recipient: 'alice', actor: 'bob' },
  en: { recipient: 'bob', actor: 'alice' },
};

const bell = (page: Page) => page.getByTestId('notification-bell');
const bellCount = async (page: Page) => Number(await bell(page).getAttribute('data-count'));

async function axeAt(page: Page, widths: number[]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoAxeViolations(page);
  }
}

for (const locale of ['ko', 'en'] as const) {
  test(`${locale}: a reply written offline reaches the other member's bell live; tapping it lands on the reply`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const { recipient: to, actor: by } = ROLES[locale];
    const recipient = MEMBERS[to];
    const actor = MEMBERS[by];
    const stamp = Date.now().toString(36);
    const postId = `e2e-notify-${locale}-${stamp}`;
    const title = `notified ${locale} ${stamp}`;
    const text = `an offline reply ${stamp}`;
    await seedPost(postId, recipient.uid, title, 'body');
    await seedComment(postId, 'c1', recipient.uid, `a question ${stamp}`);

    // The recipient, on the home page: their bell as it stands.
    await openSignedIn(page, recipient.email, '/');
    await expect(bell(page)).toBeVisible();
    const before = await bellCount(page);

    // The actor, in a browser of their own, replies offline.
    const other = await browser.newContext();
    const acting = await other.newPage();
    try {
      await openSignedIn(acting, actor.email, `/posts/${postId}`);
      const c1 = acting.locator('[data-comment-id="c1"]');
      await expect(c1).toContainText(`a question ${stamp}`);
      const commits: string[] = [];
      // Commits the server took (a request cut off by the network coming back is sent again).
      acting.on('requestfinished', (request) => {
        if (!isCommit(request.url()) || !request.postData()?.includes(text)) return;
        void request.response().then((response) => response?.ok() && commits.push(text));
      });
      await other.setOffline(true);
      await c1.getByTestId('reply-button').click();
      await c1.getByTestId('reply-form').locator('textarea').fill(text);
      await c1.getByTestId('reply-form').locator('button[type="submit"]').click();
      await expect(c1.getByTestId('reply').filter({ hasText: text })).toBeVisible();
      expect(commits).toEqual([]);
      // And a like, offline too: its notification is a line of its own.
      await acting.getByTestId('like-button').click();
      await expect(acting.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');
      await other.setOffline(false);
      await expectOutboxDrained(acting);
      await expect.poll(() => commits.length).toBe(1);
    } finally {
      await other.close();
    }
    const reply = (await listEmulatorDocuments(`posts/${postId}/comments`)).find(
      (comment) => comment.text === text,
    );
    expect(reply).toBeDefined();

    // Without a reload: the bell counts both, and says so to a screen reader.
    await expect.poll(() => bellCount(page), { timeout: 20_000 }).toBe(before + 2);
    await expect(bell(page)).toHaveAccessibleName(
      message(locale, 'nav.notificationsUnread', { count: before + 2 }),
    );

    // By keyboard: the bell, then the notification's link. Newest first: the like, the reply.
    await bell(page).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/notifications$/);
    const lines = page.getByTestId('notification');
    const liked = lines.nth(0);
    const replied = lines.nth(1);
    await expect(liked).toHaveAttribute('data-kind', 'like');
    await expect(liked.getByTestId('notification-link')).toHaveText(
      message(locale, 'notifications.like', { name: actor.name, title, count: 1 }),
    );
    const link = replied.getByTestId('notification-link');
    await expect(link).toHaveText(
      message(locale, 'notifications.reply', { name: actor.name, title }),
    );
    await expect(replied.getByTestId('notification-unread')).toHaveText(
      t(locale, 'notifications.unread'),
    );
    await axeAt(page, [390, 1280]);
    await link.focus();
    await page.keyboard.press('Enter');

    // The post, at the reply: focused, marked, in view; the bell no longer counts it.
    await expect(page).toHaveURL(new RegExp(`/posts/${postId}#comment-${reply!.id}$`));
    const landed = page.locator(`[data-comment-id="${reply!.id}"]`);
    await expect(landed).toBeFocused();
    await expect(landed).toHaveAttribute('data-highlighted', 'true');
    await expect(landed).toBeInViewport();
    await expect.poll(() => bellCount(page)).toBe(before + 1);
    await axeAt(page, [390, 1280]);

    // Back on the list: that one read, the like not yet; "mark all read" by keyboard clears the
    // rest, the focus staying on the list.
    await page.goBack();
    await expect(replied).toHaveAttribute('data-unread', 'false');
    await expect(liked).toHaveAttribute('data-unread', 'true');
    const markAll = page.getByTestId('mark-all-read');
    await markAll.focus();
    await page.keyboard.press('Enter');
    await expect(liked.getByTestId('notification-link')).toBeFocused();
    await expect(liked).toHaveAttribute('data-unread', 'false');
    await expect.poll(() => bellCount(page)).toBe(0);
    await expect(markAll).toHaveCount(0);
    await axeAt(page, [390, 1280]);
  });
}
