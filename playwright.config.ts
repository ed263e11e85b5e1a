import { defineConfig, devices } from '@playwright/test';
// @ts-expect-error: a plain ES module shared with the scripts
import { CHROMIUM_ARGS, findChromium, findTestChromium } from './scripts/browser.mjs';

const PORT = Number(process.env.PREVIEW_PORT ?? 4173);
// Which build to serve (default dist/), so two builds can be tested side by side.
const OUT_DIR = process.env.PREVIEW_OUT_DIR ?? 'dist';
const shell = (findTestChromium as () => string | null)() ?? undefined;
const browser = (findChromium as () => string | null)() ?? undefined;
// The headless shell shows no system notifications: tests of them run in the full browser.
const SYSTEM_NOTIFICATIONS = /@system-notifications/;

/** Desktop Chrome's settings, run in the Chromium at `executablePath`. */
function chromiumAt(executablePath: string | undefined) {
  return {
    ...devices['Desktop Chrome'],
    channel: undefined,
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: CHROMIUM_ARGS as string[],
    },
  };
}

// End-to-end tests run the built app (`vite preview`, real service worker) in Debian's Chromium
// (its headless shell where installed, see scripts/browser.mjs) against the local emulators;
// scripts/test.mjs builds the app and starts the emulators first.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Traced only when a test is retried (CI retries once): recording every test's trace costs
    // more of the run's CPU than any test.
    trace: 'on-first-retry',
    locale: 'ko-KR',
  },
  projects: [
    { name: 'chromium', grepInvert: SYSTEM_NOTIFICATIONS, use: chromiumAt(shell) },
    { name: 'chromium-browser', grep: SYSTEM_NOTIFICATIONS, use: chromiumAt(browser) },
  ],
  webServer: {
    command: `node node_modules/vite/bin/vite.js preview --host 127.0.0.1 --port ${PORT} --strictPort --outDir ${OUT_DIR}`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
