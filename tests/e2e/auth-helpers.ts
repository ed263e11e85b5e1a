import { expect, type BrowserContext, type Page } from '@playwright/test';
import { PROJECT_ID } from './support';

/** The header's account menu button, there once a member is signed in. */
const accountMenuButton = (page: Page) =>
  page.getByRole('button', { name: /^(계정 메뉴|Account menu)$/ });

const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';

export const DEMO_PASSWORD = 'Demo!2345';

/** A fresh address, so each test signs up its own member. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@e2e.test`;
}

interface OobCode {
  email: string;
  oobCode: string;
  oobLink: string;
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | 'VERIFY_AND_CHANGE_EMAIL' | string;
}

/** The newest out-of-band code the Auth emulator "sent" to `email` (its mailbox stand-in). */
export async function latestOobCode(
  email: string,
  requestType: OobCode['requestType'],
): Promise<OobCode> {
  let found: OobCode | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(
        `http://${authHost}/emulator/v1/projects/${PROJECT_ID}/oobCodes`,
      );
      const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
      found = oobCodes.filter((c) => c.email === email && c.requestType === requestType).at(-1);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** Completes a password reset as the emulator's hosted reset page would. */
export async function resetPasswordWithCode(oobCode: string, newPassword: string): Promise<void> {
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ oobCode, newPassword }),
    },
  );
  if (!response.ok)
    throw new Error(`resetPassword answered ${response.status}: ${await response.text()}`);
}

/** Opens the auth dialog from the header and signs in with email and password. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByTestId('open-auth').click();
  const dialog = page.getByTestId('auth-dialog');
  await dialog.getByLabel(/^(이메일|Email)$/).fill(email);
  await dialog.getByLabel(/^(비밀번호|Password)$/).fill(password);
  await dialog.getByRole('button', { name: /^(로그인|Sign in)$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(accountMenuButton(page)).toBeVisible();
}

type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The demo members' sessions in this run, each kept from the first test that signed them in. */
const sessions = new Map<string, Session>();

/**
 * Opens `path` with a demo member signed in, as on any visit after their first: the first test of
 * the run to need them signs them in through the dialog, and the session the device then holds
 * (Firebase keeps it in IndexedDB, the app its copy and choices beside it) is put back for the
 * later ones. Signing in itself is the accounts tests'.
 */
export async function openSignedIn(page: Page, email: string, path = '/'): Promise<void> {
  const kept = sessions.get(email);
  if (kept) {
    await page.context().setStorageState(kept);
    await page.goto(path);
  } else {
    await page.goto(path);
    await signIn(page, email, DEMO_PASSWORD);
    sessions.set(email, await page.context().storageState({ indexedDB: true }));
  }
  await expect(accountMenuButton(page)).toBeVisible();
}

/** Signs up through the dialog; the new member is signed in, unverified. */
export async function signUp(page: Page, email: string, password: string): Promise<void> {
  await page.getByTestId('open-auth').click();
  const dialog = page.getByTestId('auth-dialog');
  await dialog.getByRole('button', { name: /회원가입|Create an account/ }).click();
  await dialog.getByLabel(/^(이메일|Email)$/).fill(email);
  await dialog.getByLabel(/^(비밀번호|Password)$/).fill(password);
  await dialog.getByLabel(/^(비밀번호 확인|Confirm password)$/).fill(password);
  await dialog.getByRole('button', { name: /^(가입하기|Create account)$/ }).click();
  await expect(dialog).toBeHidden();
}

export async function openAccountMenu(page: Page) {
  await accountMenuButton(page).click();
  return page.getByRole('menu');
}

/**
 * The sessions Firebase Auth keeps on the device (its IndexedDB store), each by its key
 * (`firebase:authUser:{apiKey}:{appName}`) and its user's id.
 */
export function storedAuthSessions(page: Page): Promise<{ key: string; uid: string | null }[]> {
  return page.evaluate(
    () =>
      new Promise<{ key: string; uid: string | null }[]>((resolve, reject) => {
        const opening = indexedDB.open('firebaseLocalStorageDb');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const all = opening.result
            .transaction('firebaseLocalStorage')
            .objectStore('firebaseLocalStorage')
            .getAll();
          all.onsuccess = () =>
            resolve(
              (all.result as { fbase_key: string; value?: { uid?: string } }[])
                .filter((row) => row.fbase_key.startsWith('firebase:authUser:'))
                .map((row) => ({ key: row.fbase_key, uid: row.value?.uid ?? null })),
            );
        };
      }),
  );
}
