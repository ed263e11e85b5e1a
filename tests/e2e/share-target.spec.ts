import type { Locale } from './catalog';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, openSignedIn } from './auth-helpers';
import { waitForServiceWorker } from './support';
import { t, startIn } from './catalog';

// Sharing into the installed app: another app POSTs the manifest's share_target form (title,
// text, link and an image) to /share-target; the service worker keeps it on the device, with the
// network off, and the board's write dialog opens a new post draft from it.

/** What the system share sheet sends: a multipart POST of the manifest's params and an image. */
async function share(page: Page, fields: Record<string, string>) {
  await page.evaluate(async (fields) => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#d63f7a';
    context.fillRect(0, 0, 64, 48);
    const blob = await new Promise<Blob>((resolve) =>
      canvas.toBlob((b) => resolve(b!), 'image/png'),
    );
    const form = document.createElement('form');
    form.method = 'post';
    form.enctype = 'multipart/form-data';
    form.action = '/share-target';
    for (const [name, value] of Object.entries(fields)) {
      const input = document.createElement('input');
      input.name = name;
      input.value = value;
      form.append(input);
    }
    const files = new DataTransfer();
    files.items.add(new File([blob], 'shared-photo.png', { type: 'image/png' }));
    const input = document.createElement('input');
    input.type = 'file';
    input.name = 'images';
    input.files = files.files;
    form.append(input);
    document.body.append(form);
    form.submit();
  }, fields);
}

test('the manifest declares the share target', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await page.request.get(href!)).json();
  expect(manifest.share_target).toEqual({
    action: '/share-target',
    method: 'POST',
    enctype: 'multipart/form-data',
    params: {
      title: 'title',
      text: 'text',
      url: 'url',
      files: [{ name: 'images', accept: ['image/*'] }],
    },
  });
});

const locale = 'ko' as Locale;

test.describe(`share target (${locale})`, () => {
  test.beforeEach(async ({ page }) => {
    await startIn(page, locale);
  });

  test('a shared text, link and image open a new post draft, offline', async ({
    page,
    context,
  }) => {
    await openSignedIn(page, locale === 'ko' ? 'alice@demo.test' : 'bob@demo.test', '/board');
    await waitForServiceWorker(page);
    await context.setOffline(true);

    const shared = {
      title: `Shared ${locale} ${Date.now()}`,
      text: locale === 'ko' ? '다른 앱에서 공유한 글' : 'Text shared from another app',
      url: 'https://example.com/shared-page',
    };
    await share(page, shared);

    await page.waitForURL((url) => url.pathname === '/board' && url.search.includes('shared=1'));
    const dialog = page.getByTestId('write-dialog');
    await expect(dialog.getByTestId('post-form')).toBeVisible();
    await expect(
      page.getByTestId('notification').filter({ hasText: t(locale, 'posts.share.received') }),
    ).toBeVisible();
    await expect(dialog.getByLabel(t(locale, 'post.title'), { exact: true })).toHaveValue(
      shared.title,
    );
    const content = dialog.locator('textarea');
    await expect(content).toHaveValue(
      new RegExp(
        `^${shared.text}\\n\\n${shared.url.replace(/[./]/g, '\\$&')}\\n+!\\[shared-photo\\]\\(local-image:[\\w-]+\\)\\n$`,
      ),
    );

    // The image was resized and kept on the device for the upload queue: the preview shows it.
    await dialog.getByRole('tab', { name: t(locale, 'posts.form.preview') }).click();
    const image = dialog.getByTestId('post-preview').locator('img');
    await expect(image).toHaveAttribute('alt', 'shared-photo');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(64);

    // A reload keeps the draft and does not add the share a second time.
    await page.reload();
    await expect(dialog.getByTestId('post-form')).toBeVisible();
    await expect(content).toHaveValue(new RegExp(`^${shared.text}\\n`));
    expect(((await content.inputValue()).match(/!\[shared-photo\]/g) ?? []).length).toBe(1);
  });

  test('a share made signed out waits on the device until the member signs in', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    const text = `Shared before signing in (${locale}) ${Date.now()}`;
    await share(page, { title: '', text, url: '' });
    await page.waitForURL((url) => url.search.includes('shared=1'));
    const auth = page.getByTestId('auth-dialog');
    await expect(auth).toBeVisible();
    await auth
      .getByLabel(/^(이메일|Email)$/)
      .fill(locale === 'ko' ? 'alice@demo.test' : 'bob@demo.test');
    await auth.getByLabel(/^(비밀번호|Password)$/).fill(DEMO_PASSWORD);
    await auth.getByRole('button', { name: /^(로그인|Sign in)$/ }).click();
    const dialog = page.getByTestId('write-dialog');
    await expect(dialog.getByTestId('post-form')).toBeVisible();
    await expect(dialog.locator('textarea')).toHaveValue(
      new RegExp(`^${text.replace(/[()]/g, '\\$&')}\\n+!\\[shared-photo\\]\\(local-image:`),
    );
  });
});
