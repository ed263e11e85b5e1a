import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './auth-helpers';
import { message, type Locale } from './catalog';
import { tabTo } from './keyboard-support';
import { patchEmulatorDocument } from './offline-support';

// Every main flow with the keyboard alone (Tab, Shift+Tab, Enter, Space, Escape, arrows; no
// clicks), in both languages: focus always lands where the next step starts.

// Each member's saved language applies on signing in: the test starts in it and switches.
const CASES: Array<{ locale: Locale; from: Locale; uid: string; email: string }> = [
  { locale: 'ko', from: 'en', uid: 'demo-bob', email: 'bob@demo.test' },
  { locale: 'en', from: 'ko', uid: 'demo-alice', email: 'alice@demo.test' },
];

/** Puts a demo member's saved language back, as the seed has it, for the other suites. */
function saveLanguage(uid: string, language: Locale): Promise<void> {
  return patchEmulatorDocument(`users/${uid}`, { language: { stringValue: language } }, [
    'language',
  ]);
}

const focused = (page: Page) => page.locator(':focus');

for (const { locale, from, uid, email } of CASES) {
  test.describe(`in ${locale}`, () => {
    test.beforeEach(() => saveLanguage(uid, from));
    test.afterEach(() => saveLanguage(uid, from));
    test(`keyboard only (${locale}): sign in, language, menus, to-dos, a post with tags, reactions, a comment, sign out`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const t = (key: string, values?: Record<string, string | number>) =>
        message(locale, key, values);
      const stamp = Date.now().toString(36);
      // Starts in the other language; the language dialog brings this one.
      await page.addInitScript((start) => {
        if (!sessionStorage.getItem('keyboard-test')) {
          localStorage.setItem('locale', start);
          sessionStorage.setItem('keyboard-test', '1');
        }
      }, from);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', from);

      // The sign-in dialog: Escape closes it back onto its opener.
      const openAuth = page.getByTestId('open-auth');
      await tabTo(page, openAuth);
      await page.keyboard.press('Enter');
      const authDialog = page.getByTestId('auth-dialog');
      await expect(authDialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(authDialog).toBeHidden();
      await expect(openAuth).toBeFocused();

      // Signing in: focus moves to the account menu that took the button's place.
      await page.keyboard.press('Enter');
      await expect(authDialog).toBeVisible();
      await tabTo(page, authDialog.getByLabel(message(from, 'auth.field.email'), { exact: true }));
      await page.keyboard.type(email);
      await page.keyboard.press('Tab');
      await page.keyboard.type(DEMO_PASSWORD);
      await page.keyboard.press('Enter');
      await expect(authDialog).toBeHidden();
      const accountButton = page.getByRole('button', { name: message(from, 'menu.account') });
      await expect(accountButton).toBeFocused();

      // The language dialog, saved: focus back on the globe button, the page in `locale`.
      const globe = page.getByRole('button', { name: message(from, 'nav.language'), exact: true });
      await tabTo(page, globe, { backwards: true });
      await page.keyboard.press('Enter');
      const languageDialog = page.getByTestId('language-dialog');
      await expect(languageDialog).toBeVisible();
      await expect(languageDialog).toContainText(message(from, 'settings.hint'));
      await tabTo(page, languageDialog.getByRole('combobox'));
      await page.keyboard.press(locale === 'en' ? 'ArrowDown' : 'ArrowUp');
      await tabTo(
        page,
        languageDialog.getByRole('button', { name: message(from, 'settings.save') }),
      );
      await page.keyboard.press('Enter');
      await expect(languageDialog).toBeHidden();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(
        page.getByRole('button', { name: t('nav.language'), exact: true }),
      ).toBeFocused();

      // The header's hobby menu: arrows to the item, Enter; focus lands on the new page's heading.
      const hobbyMenu = page.getByRole('button', { name: t('nav.hobbyMenu') });
      await tabTo(page, hobbyMenu, { backwards: true });
      await page.keyboard.press('Enter');
      await expect(page.getByRole('menu')).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('menuitem', { name: t('nav.pokeCard') })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/pokeCardPage$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      await expect(page.getByTestId('route-announcer')).toHaveText(t('pokeCard.title'));

      // The board from the header's main menu: its heading has focus.
      await tabTo(page, page.getByRole('link', { name: t('nav.board') }), { backwards: true });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/board$/);
      await expect(page.getByRole('heading', { level: 1, name: t('board.title') })).toBeFocused();

      // A post with two tags, one removed, published.
      const title = `${t('post.write')} ${stamp}`;
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: t('post.write') })).toBeFocused();
      await page.keyboard.press('Enter');
      const writeDialog = page.getByTestId('write-dialog');
      await expect(writeDialog).toBeVisible();
      const titleBox = writeDialog.getByRole('textbox', { name: t('post.title'), exact: true });
      await tabTo(page, titleBox);
      await page.keyboard.type(title);
      await page.keyboard.press('Tab');
      const category = writeDialog.getByRole('combobox', { name: t('post.category') });
      await expect(category).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(category).not.toHaveValue('');
      await expect(category).not.toHaveValue('notice');
      await page.keyboard.press('Tab');
      const tagBox = writeDialog.getByRole('textbox', { name: new RegExp(t('post.tags')) });
      await expect(tagBox).toBeFocused();
      await page.keyboard.type(`kb-one-${stamp}`);
      await page.keyboard.press('Enter');
      await page.keyboard.type(`kb-two-${stamp}`);
      await page.keyboard.press('Enter');
      const tags = writeDialog.getByRole('list', { name: t('post.tags') }).getByRole('listitem');
      await expect(tags).toHaveCount(2);
      const removeOne = writeDialog.getByRole('button', {
        name: t('posts.form.removeTag', { tag: `kb-one-${stamp}` }),
      });
      await tabTo(page, removeOne, { backwards: true });
      await page.keyboard.press('Enter');
      await expect(tags).toHaveCount(1);
      await expect(tags).toHaveText(`#kb-two-${stamp}`);
      await expect(tagBox).toBeFocused();
      // Write / Preview are tabs: arrows move between them.
      const writeTab = writeDialog.getByRole('tab', { name: t('posts.form.write') });
      await tabTo(page, writeTab);
      await page.keyboard.press('ArrowRight');
      await expect(writeDialog.getByRole('tab', { name: t('posts.form.preview') })).toBeFocused();
      await expect(writeDialog.getByTestId('post-preview')).toBeVisible();
      await page.keyboard.press('ArrowLeft');
      await expect(writeTab).toHaveAttribute('aria-selected', 'true');
      await tabTo(page, writeDialog.getByRole('textbox', { name: t('post.content') }));
      await page.keyboard.type(`keyboard ${stamp}`);
      await tabTo(page, writeDialog.getByRole('button', { name: t('posts.form.publish') }));
      // Every main heading shown on the way to the new post: the post is on the device before
      // the server has it, and "not found" must never show in between.
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { headingsSeen: string[] }).headingsSeen = seen;
        new MutationObserver(() => {
          const text = document.querySelector('main h1')?.textContent ?? '';
          if (text && seen.at(-1) !== text) seen.push(text);
        }).observe(document.body, { childList: true, subtree: true, characterData: true });
      });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/posts\/[^/]+$/);
      const heading = page.getByRole('heading', { level: 1, name: title });
      await expect(heading).toBeFocused();
      expect(
        await page.evaluate(() => (window as unknown as { headingsSeen: string[] }).headingsSeen),
      ).not.toContain(t('notFound.title'));
      await expect(page).toHaveTitle(new RegExp(`^${title}`));
      // On a direct load too.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${title}`));

      // Like, bookmark and comment (an empty comment first: focus goes to the box, the error is read).
      // Once the post has reached the server, so the mirror's copy does not cross the like.
      await expect(page.getByTestId('post-detail').getByTestId('pending-badge')).toHaveCount(0, {
        timeout: 30_000,
      });
      const like = page.getByTestId('like-button');
      await tabTo(page, like);
      await page.keyboard.press('Enter');
      await expect(like).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.press('Tab');
      const bookmark = page.getByTestId('bookmark-button');
      await expect(bookmark).toBeFocused();
      await page.keyboard.press('Space');
      await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
      const commentSubmit = page.getByRole('button', { name: t('posts.comment.submit') });
      await tabTo(page, commentSubmit);
      await page.keyboard.press('Enter');
      const commentBox = page.getByRole('textbox', { name: t('msg.1018') });
      await expect(commentBox).toBeFocused();
      await expect(page.getByRole('alert').filter({ hasText: t('validation.1020') })).toBeVisible();
      await page.keyboard.type(`comment ${stamp}`);
      await page.keyboard.press('Tab');
      await expect(commentSubmit).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(
        page.getByTestId('comment').filter({ hasText: `comment ${stamp}` }),
      ).toBeVisible();
      await expect(commentBox).toHaveValue('');

      // To-dos: two added, the first toggled and then deleted; focus goes to the next one.
      await page.goto('/todos');
      const newTodo = page.getByRole('textbox', { name: t('todos.new.label') });
      await tabTo(page, newTodo);
      for (const text of [`first ${stamp}`, `second ${stamp}`]) {
        await page.keyboard.type(text);
        await page.keyboard.press('Enter');
        await expect(page.getByTestId('todo-item').filter({ hasText: text })).toBeVisible();
        await expect(newTodo).toBeFocused();
      }
      const first = page.getByTestId('todo-item').filter({ hasText: `first ${stamp}` });
      const second = page.getByTestId('todo-item').filter({ hasText: `second ${stamp}` });
      const firstToggle = first.getByRole('checkbox');
      await tabTo(page, firstToggle);
      await page.keyboard.press('Space');
      await expect(firstToggle).toBeChecked();
      await tabTo(page, first.getByRole('button', { name: t('todos.delete'), exact: true }));
      await page.keyboard.press('Enter');
      // The question takes focus when it appears.
      const confirmDelete = first.getByRole('group', { name: t('msg.1017') });
      await expect(confirmDelete.getByRole('button', { name: t('todos.deleteYes') })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(first).toHaveCount(0);
      // Focus is on the neighbouring to-do's done box, not lost to the page.
      await expect(focused(page)).toHaveAttribute('data-row-action', 'toggle');
      await expect(page.getByTestId('todo-list').locator(':focus')).toHaveCount(1);
      await expect(second).toHaveCount(1);
      // The second one goes too (Escape first backs out of the question), leaving the list as
      // it was.
      await tabTo(page, second.getByRole('button', { name: t('todos.delete'), exact: true }));
      await page.keyboard.press('Enter');
      await page.keyboard.press('Escape');
      await expect(
        second.getByRole('button', { name: t('todos.delete'), exact: true }),
      ).toBeFocused();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await expect(second).toHaveCount(0);

      // Signing out from the account menu (once every change has reached the server, so no
      // question about waiting changes comes first): focus goes to the sign-in button that
      // comes back.
      await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-state', 'saved', {
        timeout: 90_000,
      });
      const account = page.getByRole('button', { name: t('menu.account') });
      await tabTo(page, account, { backwards: true });
      await page.keyboard.press('Enter');
      await page.keyboard.press('End');
      await expect(page.getByRole('menuitem', { name: t('menu.signOut') })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('open-auth')).toBeFocused();
    });
  });
}
