import { expect, test, type Page } from '@playwright/test';
import { chooseAvatar, expectNoAxeViolations, readEmulatorDocument } from './support';
import { PASSWORD as MEMBER_PASSWORD, createMember, seedPost } from './offline-support';
import {
  DEMO_PASSWORD,
  latestOobCode,
  openAccountMenu,
  resetPasswordWithCode,
  signIn,
  signUp,
  uniqueEmail,
  storedAuthSessions,
} from './auth-helpers';

const PASSWORD = 'Pixel#2026';

/** Opens my page's password screen, sets `password` and waits for the confirmation. */
async function changePasswordOnMyPage(page: Page, password: string): Promise<void> {
  await page.goto('/mypage/password');
  await page.getByLabel('새 비밀번호', { exact: true }).fill(password);
  await page.getByLabel('새 비밀번호 확인').fill(password);
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(
    page.getByTestId('notification').filter({ hasText: '비밀번호를 변경했어요.' }),
  ).toBeVisible();
}

/**
 * Signs up a new member (email made from `name`) and then holds the app's own starts of Firebase
 * Auth on the pages opened next (the session's sync and the sync engine, once the page is idle):
 * on a page opened a moment ago, what the member does is the first to ask Auth for the member,
 * whose saved session Auth restores only after it has started.
 */
async function signUpWithAuthStartsHeld(page: Page, name: string): Promise<void> {
  await page.goto('/');
  await signUp(page, uniqueEmail(name), PASSWORD);
  await page.route(/\/assets\/(session-sync|start-sync)-[^/]+\.js$/, () => undefined);
}

test.describe('accounts', () => {
  test('sign-up validates as the member types and on submit', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('open-auth').click();
    const dialog = page.getByTestId('auth-dialog');
    await dialog.getByRole('button', { name: '처음이신가요? 회원가입' }).click();
    await dialog.getByRole('button', { name: '가입하기' }).click();
    await expect(dialog.getByTestId('field-error')).toHaveText([
      '필수 입력 항목이에요.',
      '필수 입력 항목이에요.',
      '필수 입력 항목이에요.',
    ]);

    await dialog.getByLabel('이메일').fill('not-an-email');
    await expect(dialog.getByText('올바른 이메일 형식으로 입력해 주세요.')).toBeVisible();
    await dialog.getByLabel('비밀번호', { exact: true }).fill('abcdefgh');
    await expect(
      dialog.getByText('비밀번호는 영문, 숫자, 특수문자를 섞어 8자 이상이어야 해요.'),
    ).toBeVisible();
    await dialog.getByLabel('비밀번호 확인').fill('abcdefg');
    await expect(dialog.getByText('비밀번호가 일치하지 않아요.')).toBeVisible();
    await expect(dialog.getByLabel('비밀번호 확인')).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel('이메일').fill('ok@e2e.test');
    await dialog.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
    await dialog.getByLabel('비밀번호 확인').fill(PASSWORD);
    await expect(dialog.getByTestId('field-error')).toHaveCount(0);
  });

  test('signs up, verifies the email through its link, and the header follows', async ({
    page,
    context,
  }) => {
    const email = uniqueEmail('signup');
    await page.goto('/');
    await signUp(page, email, PASSWORD);
    await expect(
      page.getByTestId('notification').filter({ hasText: '이메일을 확인해 주세요' }),
    ).toBeVisible();

    const menu = await openAccountMenu(page);
    await expect(menu.getByRole('menuitem', { name: '이메일 인증을 완료해 주세요' })).toBeVisible();
    await page.keyboard.press('Escape');

    // The users document was made with the spec's fields.
    const uid = await page.evaluate(
      () => JSON.parse(localStorage.getItem('auth/user') ?? 'null')?.uid as string,
    );
    const userDoc = await readEmulatorDocument(`users/${uid}`);
    const fields = (
      userDoc as { fields: Record<string, { stringValue?: string; timestampValue?: string }> }
    ).fields;
    expect(fields.displayName?.stringValue).toBe(email.split('@')[0]);
    expect(fields.email?.stringValue).toBe(email);
    expect(fields.language?.stringValue).toBe('ko');
    expect(fields.createdAt?.timestampValue).toBeTruthy();
    // The generated identicon is drawn from the uid, never stored: an empty photo means it.
    expect(fields.photoURL?.stringValue).toBe('');
    // Their public profile (their member page's) was made in the same commit: the same name,
    // photo and join date, and nothing else (not the email).
    const profile = (await readEmulatorDocument(`profiles/${uid}`)) as { fields: typeof fields };
    expect(profile.fields).toEqual({
      displayName: fields.displayName,
      photoURL: fields.photoURL,
      createdAt: fields.createdAt,
    });

    const { oobLink } = await latestOobCode(email, 'VERIFY_EMAIL');
    const mailbox = await context.newPage();
    await mailbox.goto(oobLink);
    await mailbox.close();
    await page.bringToFront();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));

    await expect(async () => {
      const reopened = await openAccountMenu(page);
      await expect(reopened.getByRole('menuitem', { name: '프로필' })).toBeVisible({
        timeout: 1000,
      });
    }).toPass();
  });

  test('signs out and in again; a wrong password gets a clear message', async ({ page }) => {
    await page.goto('/');
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    const menu = await openAccountMenu(page);
    await menu.getByRole('menuitem', { name: '로그아웃' }).click();
    await expect(
      page.getByTestId('notification').filter({ hasText: '로그아웃되었어요.' }),
    ).toBeVisible();
    await expect(page.getByTestId('open-auth')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth/user'))).toBeNull();

    await page.getByTestId('open-auth').click();
    const dialog = page.getByTestId('auth-dialog');
    await dialog.getByLabel('이메일').fill('alice@demo.test');
    await dialog.getByLabel('비밀번호').fill('Wrong!2345');
    await dialog.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('이메일 또는 비밀번호가 올바르지 않아요.');
    await dialog.getByLabel('비밀번호').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: '계정 메뉴' })).toBeVisible();
  });

  test('resets a forgotten password through its emailed code', async ({ page }) => {
    const email = uniqueEmail('reset');
    await page.goto('/');
    await signUp(page, email, PASSWORD);
    await (await openAccountMenu(page)).getByRole('menuitem', { name: '로그아웃' }).click();

    await page.getByTestId('open-auth').click();
    const dialog = page.getByTestId('auth-dialog');
    await dialog.getByRole('button', { name: '비밀번호를 잊으셨나요?' }).click();
    await dialog.getByLabel('이메일').fill(email);
    await dialog.getByRole('button', { name: '재설정 메일 보내기' }).click();
    await expect(
      page.getByTestId('notification').filter({ hasText: '비밀번호 재설정 링크를 보냈어요' }),
    ).toBeVisible();
    await expect(dialog).toHaveAttribute('data-view', 'sign-in');
    await dialog.getByRole('button', { name: '닫기' }).click();

    const { oobCode } = await latestOobCode(email, 'PASSWORD_RESET');
    await resetPasswordWithCode(oobCode, 'Renewed#2026');
    await signIn(page, email, 'Renewed#2026');
  });

  test('changes the password and the nickname from my page', async ({ page }) => {
    const email = uniqueEmail('change');
    await page.goto('/');
    await signUp(page, email, PASSWORD);

    await changePasswordOnMyPage(page, 'Another#2026');

    await page.goto('/mypage/profile');
    await page.getByRole('textbox', { name: '닉네임' }).fill('pixel-friend');
    await page.getByRole('button', { name: '닉네임 저장' }).click();
    await expect(
      page.getByTestId('notification').filter({ hasText: '프로필을 수정했어요.' }),
    ).toBeVisible();

    await (await openAccountMenu(page)).getByRole('menuitem', { name: '로그아웃' }).click();
    // Signing out on my page sends the visitor home with the sign-in dialog open (the guard).
    const dialog = page.getByTestId('auth-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('이메일').fill(email);
    await dialog.getByLabel('비밀번호').fill('Another#2026');
    await dialog.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/mypage\/profile$/);
  });

  test('changes the password on a page opened a moment ago, before Firebase Auth has restored the session', async ({
    page,
  }) => {
    await signUpWithAuthStartsHeld(page, 'fresh');
    await changePasswordOnMyPage(page, 'Another#2026');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('uploads an avatar on a page opened a moment ago, before Firebase Auth has restored the session', async ({
    page,
  }) => {
    // The upload is the first to need the member's token.
    await signUpWithAuthStartsHeld(page, 'avatar');
    await page.goto('/mypage/profile');
    await chooseAvatar(page);
    await expect(
      page.getByTestId('notification').filter({ hasText: '프로필을 수정했어요.' }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('saves the language to the users document and applies it on sign-in elsewhere', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('lang');
    await page.goto('/');
    await signUp(page, email, PASSWORD);
    await page.getByRole('button', { name: '언어' }).click();
    const dialog = page.getByRole('dialog', { name: '언어 설정' });
    await dialog.getByRole('combobox').selectOption('en');
    await dialog.getByRole('button', { name: '저장' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Welcome to the pixel community',
    );
    const uid = await page.evaluate(
      () => JSON.parse(localStorage.getItem('auth/user') ?? 'null')?.uid as string,
    );
    await expect
      .poll(async () => {
        const doc = (await readEmulatorDocument(`users/${uid}`)) as {
          fields: Record<string, { stringValue?: string }>;
        };
        return doc.fields.language?.stringValue;
      })
      .toBe('en');

    const fresh = await browser.newContext({ locale: 'ko-KR' });
    const other = await fresh.newPage();
    await other.goto('/');
    await expect(other.getByRole('heading', { level: 1 })).toHaveText(
      '픽셀 커뮤니티에 오신 것을 환영해요',
    );
    await signIn(other, email, PASSWORD);
    await expect(other.getByRole('heading', { level: 1 })).toHaveText(
      'Welcome to the pixel community',
    );
    expect(await other.evaluate(() => localStorage.getItem('locale'))).toBe('en');
    await fresh.close();
  });

  test('guards my page and returns to the asked page after sign-in', async ({ page }) => {
    await page.goto('/mypage/password');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('auth-dialog')).toBeVisible();
    await expect(
      page.getByTestId('notification').filter({ hasText: '로그인 후 이용할 수 있어요.' }),
    ).toBeVisible();
    const dialog = page.getByTestId('auth-dialog');
    await dialog.getByLabel('이메일').fill('bob@demo.test');
    await dialog.getByLabel('비밀번호').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page).toHaveURL(/\/mypage\/password$/);
  });

  test('works by keyboard alone, and passes axe on the dialog and my page', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('open-auth').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('auth-dialog');
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    // Focus starts inside the dialog; Tab walks its fields in order.
    await expect(dialog.getByLabel('이메일'))
      .toBeFocused({ timeout: 2000 })
      .catch(async () => {
        await page.keyboard.press('Tab');
      });
    await dialog.getByLabel('이메일').focus();
    await page.keyboard.type('alice@demo.test');
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('비밀번호')).toBeFocused();
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();

    const menuButton = page.getByRole('button', { name: '계정 메뉴' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: '프로필' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/mypage\/profile$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('프로필');
    await expectNoAxeViolations(page);

    await page.getByRole('textbox', { name: '닉네임' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: '닉네임 저장' })).toBeFocused();
    await page.goto('/mypage');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('마이페이지');
    await expectNoAxeViolations(page);
  });

  test('stays signed in offline, and says so when a network action is tried', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active));
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('button', { name: '계정 메뉴' })).toBeVisible();
    await page.goto('/mypage/password');
    await page.getByLabel('새 비밀번호', { exact: true }).fill('Offline#2026');
    await page.getByLabel('새 비밀번호 확인').fill('Offline#2026');
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      '인터넷 연결이 필요해요. 온라인 상태에서 다시 시도해 주세요.',
    );
    await context.setOffline(false);
  });

  test('a member signing in while the visit is being counted stays signed in', async ({ page }) => {
    // Opening a post gives the visitor an anonymous session to count the view (in a worker of its
    // own: src/data/remote/hits-worker.ts). Its answer is held here until the member's own sign-in
    // has been answered (or for 3 s, if that sign-in waits for it): applied after the member's, as
    // the page's own session, it would replace the member, who would be signed out.
    const { email, uid } = await createMember('sign-in-race');
    const postId = `e2e-race-${Date.now().toString(36)}`;
    await seedPost(postId, uid, 'sign-in race', 'body');
    let memberAnswered = () => {};
    const memberSignedIn = new Promise<void>((resolve) => (memberAnswered = resolve));
    let anonymousAsked = () => {};
    const anonymousHeld = new Promise<void>((resolve) => (anonymousAsked = resolve));
    page.on('response', (response) => {
      if (response.url().includes('accounts:signInWithPassword')) memberAnswered();
    });
    await page.route('**/accounts:signUp?*', async (route) => {
      anonymousAsked();
      await Promise.race([memberSignedIn, new Promise((resolve) => setTimeout(resolve, 3_000))]);
      await route.continue();
    });
    const anonymousAnswered = page.waitForResponse((r) => r.url().includes('accounts:signUp'));
    const viewsRead: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('documents:batchGet')) viewsRead.push(request.postData() ?? '');
    });

    await page.goto(`/posts/${postId}`);
    await anonymousHeld;
    await signIn(page, email, MEMBER_PASSWORD);
    const { localId: anonymousUid } = (await (await anonymousAnswered).json()) as {
      localId: string;
    };
    await memberSignedIn;
    // Whichever sign-in was applied last is the one Firebase keeps on the device.
    const persistedUser = async () =>
      (await storedAuthSessions(page)).find((session) => session.key.endsWith(':[DEFAULT]'))?.uid ??
      null;
    // The counter's next step, reading the anonymous viewer's view, is asked with that session's
    // token: Auth has applied and stored the anonymous answer by then.
    await expect
      .poll(() => viewsRead.some((body) => body.includes(`/views/${anonymousUid}`)))
      .toBe(true);
    expect(await persistedUser()).toBe(uid);
    await expect(page.getByRole('button', { name: '계정 메뉴' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: '계정 메뉴' })).toBeVisible();
    expect(await persistedUser()).toBe(uid);
  });
});

test.describe('signing out offline, before the service worker has kept the app', () => {
  test.use({ serviceWorkers: 'block' });

  test('a member warned of a change not yet sent, the dialog loaded while still online', async ({
    page,
    context,
  }) => {
    const { email } = await createMember('sign-out-offline');
    const asked = new Set<string>();
    page.on('requestfinished', (request) => asked.add(new URL(request.url()).pathname));
    await page.goto('/todos');
    await signIn(page, email, MEMBER_PASSWORD);
    // Signing out's code loads once the member is in (no worker keeps it for later here).
    await expect
      .poll(() => [...asked].some((path) => /\/assets\/sign-out-dialog-[^/]+\.js$/.test(path)))
      .toBe(true);

    await context.setOffline(true);
    const box = page.getByRole('textbox', { name: '새 할 일' });
    await box.fill('오프라인에서 쓴 할 일');
    await box.press('Enter');
    await expect(page.getByText('오프라인에서 쓴 할 일')).toBeVisible();
    const menu = await openAccountMenu(page);
    await menu.getByRole('menuitem', { name: '로그아웃' }).click();
    const warning = page
      .getByRole('alertdialog')
      .filter({ hasText: '아직 서버에 올라가지 않은 변경이' });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('1개');
  });
});
