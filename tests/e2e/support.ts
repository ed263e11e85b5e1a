import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A/AA, and from 2.2 the 24 by 24 px target size. */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe-core on the page, or on one part of it (`include`, a selector), and expects no
 * violations. axe goes into the page once a document and runs there (`axe.run`): the Playwright
 * wrapper (@axe-core/playwright) sends axe's half-megabyte source on every run and finishes each
 * run in a page of its own, about 1 s a run where `axe.run` takes 0.2 s.
 */
export async function expectNoAxeViolations(
  page: Page,
  { include }: { include?: string } = {},
): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async ({ include, tags }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const results = await axe.run(include ?? document, {
        runOnly: { type: 'tag', values: tags },
      });
      return results.violations.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      );
    },
    { include, tags: WCAG },
  );
  expect(violations).toEqual([]);
}

/** The same at a phone's width (390 px) and a desktop's (1280 px), where the page is left. */
export async function expectNoAxeViolationsAtBothWidths(
  page: Page,
  options: { include?: string } = {},
): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoAxeViolations(page, options);
  }
}

/** An 8x8 PNG, small enough to write here: a picture to upload (an avatar) from a file input. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAYAAADED76LAAAAEklEQVR4nGM4YVPxHx9mGBkKAMSnnsFcoL6gAAAAAElFTkSuQmCC',
  'base64',
);

/** Chooses a small picture as the member's avatar on their profile page (which must be open). */
export async function chooseAvatar(page: Page): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  });
}

const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
export const PROJECT_ID = 'demo-pixel-community';

/** Reads a document straight from the Firestore emulator's REST API, bypassing the app and rules. */
export async function readEmulatorDocument(path: string): Promise<Record<string, unknown> | null> {
  const response = await fetch(
    `http://${firestoreHost}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}`,
    { headers: { Authorization: 'Bearer owner' } },
  );
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`emulator answered ${response.status} for ${path}`);
  return (await response.json()) as Record<string, unknown>;
}

/** Waits until the service worker controls the page, so offline reloads are served from it. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready;
    return Boolean(registration.active && navigator.serviceWorker.controller);
  });
}

/** Whether React has committed the page's screen (lib/early-input.ts marks the root then). */
export function reactCommitted(page: Page): Promise<boolean> {
  return page.evaluate(() => document.getElementById('root')?.dataset.reactCommitted === 'true');
}

/**
 * On a page a visitor only reads (the home, the board), the app's code loads on a reason
 * (src/app/app-code.ts): the reader reaches for a control, here the mouse over the header's
 * language button. Waits until React has committed the screen.
 */
export async function reachForControls(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^(언어|Language)$/ }).hover();
  await expect.poll(() => reactCommitted(page)).toBe(true);
}

/** The browser's offer to install, as Chromium makes it (a test cannot make the real one). */
export function offerInstallation(page: Page): Promise<void> {
  return page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        (window as unknown as { prompted: boolean }).prompted = true;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(offer);
  });
}
