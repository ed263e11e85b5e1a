import { expect, test } from '@playwright/test';
import { openSignedIn, signIn } from './auth-helpers';
import { bell, bellCount, membersFor } from './notification-support';
import { message, t, type Locale } from './catalog';
import {
  PASSWORD,
  createMember,
  expectOutboxDrained,
  isCommit,
  listEmulatorDocuments,
  seedComment,
  seedPost,
  patchEmulatorDocument,
} from './offline-support';
import { expectNoAxeViolationsAtBothWidths, waitForServiceWorker } from './support';
import { REPLAY_SCOPE, activeScopes, workerDevTools } from './service-worker-support';

// Notifications and mentions in the built app, two members in two browsers: one replies offline,
// mentioning the other through the suggestions by keyboard; back online, the other's bell counts
// it without a reload, the list says who did what, and tapping it lands on the reply, scrolled
// to, focused and marked, the mention shown by name. Marking read
// (one, all) moves the bell; a muted member's are collapsed; the list pages through the server
// and opens offline; each state passes axe at 390 and 1280 px. With the installed app closed, its
// periodic sync finds a new comment's notification and the worker shows it (the full browser).

const put = (path: string, fields: Record<string, unknown>) => patchEmulatorDocument(path, fields);
const s = (value: string) => ({ stringValue: value });
const authorOf = (name: string) => ({
  mapValue: { fields: { displayName: s(name), photoURL: s('') } },
});

/** A comment's notification of `uid`'s, as the commenter's commit writes it (notificationFields). */
function notified(
  uid: string,
  commentId: string,
  by: string,
  postId: string,
  title: string,
  at: Date,
) {
  return put(`users/${uid}/notifications/c_${commentId}`, {
    kind: s('comment'),
    actor: s(by),
    actorName: s(by),
    postId: s(postId),
    postTitle: s(title),
    commentId: s(commentId),
    createdAt: { timestampValue: at.toISOString() },
    read: { booleanValue: false },
  });
}

const locale = 'ko' as Locale;

test(`${locale}: a reply mentioning the other member, written offline, reaches their bell live; tapping it lands on the reply`, async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // The actor reads the other language.
  const { recipient, actor, theirs } = membersFor(locale);
  const stamp = Date.now().toString(36);
  const postId = `e2e-notify-${locale}-${stamp}`;
  const title = `notified ${locale} ${stamp}`;
  // The recipient's post (under their name), with a third member's comment to answer.
  await seedPost(postId, recipient.uid, title, 'body');
  await patchEmulatorDocument(`posts/${postId}`, { author: authorOf(recipient.name) }, ['author']);
  await seedComment(postId, 'c1', 'e2e-author', `a question ${stamp}`);

  // The recipient, on the home page: their bell as it stands.
  await openSignedIn(page, recipient.email, '/');
  await expect(bell(page)).toBeVisible();
  const before = await bellCount(page);

  // The actor, in a browser of their own, replies offline, mentioning the post's author, by
  // keyboard.
  const other = await browser.newContext();
  const acting = await other.newPage();
  try {
    await openSignedIn(acting, actor.email, `/posts/${postId}`);
    // The app's worker keeps its code for going offline.
    await waitForServiceWorker(acting);
    const c1 = acting.locator('[data-comment-id="c1"]');
    await expect(c1).toContainText(`a question ${stamp}`);
    // Commits the server took (a request cut off by the network coming back is sent again).
    const commits: string[] = [];
    acting.on('requestfinished', (request) => {
      if (!isCommit(request.url()) || !request.postData()?.includes(`see you ${stamp}`)) return;
      void request.response().then((response) => response?.ok() && commits.push(stamp));
    });
    await other.setOffline(true);
    await c1.getByTestId('reply-button').focus();
    await acting.keyboard.press('Enter');
    const field = c1.getByTestId('reply-form').locator('textarea');
    await expect(field).toBeFocused();
    await acting.keyboard.type(`thanks @${recipient.name.slice(0, 2)}`);
    const list = acting.getByRole('listbox', {
      name: t(theirs, 'posts.mention.listLabel'),
    });
    const options = list.getByRole('option');
    await expect(options).toHaveText([recipient.name]);
    await expect(field).toHaveAttribute(
      'aria-activedescendant',
      (await options.first().getAttribute('id'))!,
    );
    await expect(acting.getByTestId('mention-status')).toHaveText(
      message(theirs, 'posts.mention.suggestions', { count: 1 }),
    );
    await expectNoAxeViolationsAtBothWidths(acting);
    // Escape closes the list, not the reply box; typing goes on.
    await acting.keyboard.press('Escape');
    await expect(list).toHaveCount(0);
    await expect(c1.getByTestId('reply-form')).toBeVisible();
    // "@" again: the whole thread's members, the post's author and the comment's; Down, Enter.
    await acting.keyboard.press('Backspace');
    await acting.keyboard.press('Backspace');
    await expect(options).toHaveText([recipient.name, 'e2e']);
    await acting.keyboard.press('ArrowDown');
    await acting.keyboard.press('ArrowUp');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await acting.keyboard.press('Enter');
    await expect(field).toHaveValue(`thanks @${recipient.name} `);
    await acting.keyboard.type(`see you ${stamp}`);
    await acting.keyboard.press('Tab');
    await acting.keyboard.press('Tab');
    await acting.keyboard.press('Enter');
    const mine = c1.getByTestId('reply').filter({ hasText: `see you ${stamp}` });
    await expect(mine).toBeVisible();
    await expect(mine.getByTestId('mention')).toHaveText(`@${recipient.name}`);
    await expect(mine.getByTestId('mention')).toHaveAttribute('href', `/members/${recipient.uid}`);
    // And a like, offline too: its notification is a line of its own.
    await acting.getByTestId('like-button').click();
    await expect(acting.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');
    expect(commits).toEqual([]);
    await other.setOffline(false);
    await expectOutboxDrained(acting);
    await expect.poll(() => commits.length).toBe(1);
  } finally {
    await other.close();
  }
  // Stored as the member's uid, once.
  const replies = (await listEmulatorDocuments(`posts/${postId}/comments`)).filter((comment) =>
    String(comment.text).includes(`see you ${stamp}`),
  );
  expect(replies).toHaveLength(1);
  const reply = replies[0]!;
  expect(reply).toMatchObject({
    text: `thanks @[${recipient.uid}] see you ${stamp}`,
    mentions: [recipient.uid],
    parentId: 'c1',
  });

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
  await expect(replied).toHaveAttribute('data-kind', 'mention');
  const link = replied.getByTestId('notification-link');
  await expect(link).toHaveText(
    message(locale, 'notifications.mention', { name: actor.name, title }),
  );
  await expect(replied.getByTestId('notification-unread')).toHaveText(
    t(locale, 'notifications.unread'),
  );
  await expectNoAxeViolationsAtBothWidths(page);
  await link.focus();
  await page.keyboard.press('Enter');

  // The post, at the reply: focused, marked, in view; the bell no longer counts it.
  await expect(page).toHaveURL(new RegExp(`/posts/${postId}#comment-${reply.id}$`));
  const landed = page.locator(`[data-comment-id="${reply.id}"]`);
  await expect(landed.getByTestId('mention')).toHaveText(`@${recipient.name}`);
  await expect(landed).toBeFocused();
  await expect(landed).toHaveAttribute('data-highlighted', 'true');
  await expect(landed).toBeInViewport();
  await expect.poll(() => bellCount(page)).toBe(before + 1);
  await expectNoAxeViolationsAtBothWidths(page);

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
  await expectNoAxeViolationsAtBothWidths(page);
});

test('a muted member’s notification is collapsed; the list pages through the server and opens offline', async ({
  context,
}) => {
  let page = await context.newPage();
  test.setTimeout(90_000);
  const { email, uid } = await createMember('noticed');
  const stamp = Date.now().toString(36);
  const postId = `e2e-noticed-${stamp}`;
  await seedPost(postId, uid, `paged ${stamp}`, 'body');
  await page.goto('/');
  await signIn(page, email, PASSWORD);
  await waitForServiceWorker(page);

  // None yet: the empty list, and what notifying this device is for.
  await page.goto('/notifications');
  await expect(page.getByTestId('notifications-empty')).toHaveText(t('ko', 'notifications.empty'));
  await expect(page.getByTestId('device-notifications')).toContainText(
    t('ko', 'notifications.device.explain'),
  );
  await expectNoAxeViolationsAtBothWidths(page);

  // With the app closed, 25 comments' notifications, the newest but one from a member this
  // member muted.
  await page.close();
  await put(`users/${uid}/private/mutes`, {
    uids: { arrayValue: { values: [s('e2e-muted')] } },
    updatedAt: { timestampValue: new Date().toISOString() },
  });
  const start = Date.now() - 60_000;
  for (let n = 0; n < 25; n += 1)
    await notified(
      uid,
      `k${n}`,
      n === 23 ? 'e2e-muted' : 'e2e-a',
      postId,
      `paged ${stamp}`,
      new Date(start + n * 1000),
    );

  // Opened again, the listener brings the newest 20; the muted member's is one collapsed line,
  // not counted.
  page = await context.newPage();
  await page.goto('/notifications');
  const lines = page.locator('[data-testid="notification"], [data-testid="muted-notification"]');
  await expect(lines).toHaveCount(20, { timeout: 20_000 });
  const muted = page.getByTestId('muted-notification');
  await expect(muted).toHaveCount(1);
  await expect(muted).toContainText(t('ko', 'notifications.muted'));
  await expect.poll(async () => Number(await bell(page).getAttribute('data-count'))).toBe(19);
  await expectNoAxeViolationsAtBothWidths(page);

  // "Show", by keyboard: it opens, the focus on its link.
  await muted.getByTestId('muted-show').focus();
  await page.keyboard.press('Enter');
  await expect(lines.nth(1).getByTestId('notification-link')).toBeFocused();
  await expect(page.getByTestId('muted-notification')).toHaveCount(0);

  // "More", by keyboard: the server's next page, the focus on the first line it brought.
  const more = page.getByTestId('notifications-more');
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(lines).toHaveCount(25);
  await expect(lines.nth(20).getByTestId('notification-link')).toBeFocused();
  await expect(page.getByTestId('notifications-count')).toHaveText(
    message('ko', 'notifications.count', { count: 25 }),
  );
  await expect(more).toHaveCount(0);

  // Offline, reopened: the same list, from the device.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('notifications-offline')).toBeVisible();
  await expect(lines).toHaveCount(20);
  await expect(page.getByTestId('notifications-more')).toBeVisible();
  await page.getByTestId('notifications-more').click();
  await expect(lines).toHaveCount(25);
  await expectNoAxeViolationsAtBothWidths(page);
  await context.setOffline(false);
});

test(
  'the installed app closed: its periodic sync finds a new comment and shows a system notification that opens it',
  { tag: '@system-notifications' },
  async ({ context, baseURL }) => {
    test.setTimeout(75_000);
    const origin = new URL(baseURL!).origin;
    const { email, uid } = await createMember('told');
    const stamp = Date.now().toString(36);
    const postId = `e2e-told-${stamp}`;
    const title = `told ${stamp}`;
    await seedPost(postId, uid, title, 'body');
    const page = await context.newPage();
    await page.goto('/');
    await signIn(page, email, PASSWORD);
    await waitForServiceWorker(page);
    await expect.poll(() => activeScopes(page)).toContain(REPLAY_SCOPE);
    // Never asked unasked: the list says what it is for, and asks when the member chooses.
    await page.goto('/notifications');
    const notifyMe = page.getByTestId('notify-me');
    await expect(notifyMe).toHaveText(t('ko', 'notifications.device.enable'));
    await expectNoAxeViolationsAtBothWidths(page);
    await context.grantPermissions(['notifications'], { origin });
    await notifyMe.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('device-permission')).toHaveText(
      t('ko', 'notifications.device.on'),
    );
    await page.close();
    const appPages = () => context.pages().filter((open) => open.url().startsWith(origin));
    expect(appPages()).toHaveLength(0);

    // Meanwhile another member comments on the post: the comment, its count, its notification.
    await seedComment(postId, 'k1', 'e2e-commenter', `a new comment ${stamp}`);
    await notified(uid, 'k1', 'commenter', postId, title, new Date());

    const { cdp, registrationId } = await workerDevTools(context, origin);
    await cdp.send('ServiceWorker.dispatchPeriodicSyncEvent', {
      origin,
      registrationId,
      tag: 'mirror-refresh',
    });
    const memberWorker = () =>
      context.serviceWorkers().find((worker) => worker.url().endsWith('/sw-replay.js'));
    const shown = async () => {
      const worker = memberWorker();
      if (!worker) return [];
      return worker.evaluate(async () => {
        const { registration } = globalThis as unknown as {
          registration: ServiceWorkerRegistration;
        };
        return (await registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          url: (n.data as { url?: string } | null)?.url,
        }));
      });
    };
    const url = `/posts/${postId}#comment-k1`;
    await expect.poll(shown, { timeout: 30_000 }).toEqual([
      {
        title: t('ko', 'app.name'),
        body: message('ko', 'notifications.comment', { name: 'commenter', title }),
        url,
      },
    ]);
    expect(appPages()).toHaveLength(0);

    // Fired again, it finds nothing new to tell.
    await cdp.send('ServiceWorker.dispatchPeriodicSyncEvent', {
      origin,
      registrationId,
      tag: 'mirror-refresh',
    });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await shown()).toHaveLength(1);
    await cdp.detach();

    // Tapping it opens its address: the post, at the comment.
    // Brought to the front, as the tapped notification's window is: only a focused document
    // holds focus.
    const opened = await context.newPage();
    await opened.bringToFront();
    await opened.goto(url);
    const comment = opened.locator('[data-comment-id="k1"]');
    await expect(comment).toBeFocused();
    await expect(comment).toHaveAttribute('data-highlighted', 'true');
  },
);
