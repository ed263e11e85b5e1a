// What the browser benches share: running one in headless Chromium against the production build
// (vite preview) on the emulators the build points at; a new member in the Auth emulator; signing
// in through the app's own dialog.
import path from 'node:path';
import { HOST, PROJECT_ID, resolvePorts } from '../../scripts/lib/config.mjs';
import { startEmulators } from '../../scripts/lib/emulators.mjs';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/browser.mjs';
import { startPreview } from './list-scroll.mjs';

export const BENCH_PASSWORD = 'Bench!2345';

/** Whether something answers on the port (the emulators already running). */
export async function answers(port) {
  try {
    await fetch(`http://${HOST}:${port}/`, { signal: AbortSignal.timeout(1_000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * A new member in the Auth emulator, named after the bench (`label`); with `verified`, their
 * email verified (commenting needs it). Returns their email and uid.
 */
export async function createBenchMember(authPort, label, { verified = false } = {}) {
  const email = `bench-${label}-${Date.now().toString(36)}@bench.test`;
  const base = `http://${HOST}:${authPort}/identitytoolkit.googleapis.com/v1`;
  const response = await fetch(`${base}/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`the Auth emulator answered ${response.status}`);
  const uid = (await response.json()).localId;
  if (verified) {
    const update = await fetch(`${base}/projects/${PROJECT_ID}/accounts:update`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ localId: uid, emailVerified: true }),
    });
    if (!update.ok) throw new Error(`accounts:update answered ${update.status}`);
  }
  return { email, uid };
}

/**
 * Signs in through the header's dialog, as a member does (the page in Korean or English); the
 * session stays on the device offline. Settles once the bell shows.
 */
export async function signInThroughDialog(page, email) {
  await page.getByTestId('open-auth').click();
  const dialog = page.getByTestId('auth-dialog');
  await dialog.getByLabel(/^(이메일|Email)$/).fill(email);
  await dialog.getByLabel(/^(비밀번호|Password)$/).fill(BENCH_PASSWORD);
  await dialog.getByRole('button', { name: /^(로그인|Sign in)$/ }).click();
  await page.getByTestId('notification-bell').waitFor({ timeout: 30_000 });
}

/**
 * Runs `measure(browser, ports)` with Chromium, the build `distDir` served on `port`, and the
 * emulators (started here unless they already answer); says so in the log where there is no
 * Chromium.
 */
export async function runBrowserBench({ distDir, port, log, measure }) {
  const executablePath = findChromium();
  if (!executablePath) {
    log('  not measured (no Chromium found: install one or set CHROMIUM_PATH)');
    return;
  }
  const ports = resolvePorts();
  const emulators = (await answers(ports.auth))
    ? null
    : await startEmulators({ ports, log: () => undefined });
  const { chromium } = await import('playwright-core');
  const preview = await startPreview(distDir, port);
  let browser;
  try {
    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
    await measure(browser, ports);
  } finally {
    await browser?.close();
    await preview.stop();
    await emulators?.stop?.();
  }
}

/** A bench file run alone (`node tests/bench/<file> [build folder]`): its run(), failing loudly. */
export async function runAlone(run) {
  const distDir = process.argv[2] ? path.resolve(process.argv[2]) : undefined;
  await run({ distDir }).catch((error) => {
    console.log(`  not measured (${error.message})`);
    process.exitCode = 1;
  });
}

/** The device's post count: the app's database, read in the page as the browser holds it. */
export function devicePostCount(page) {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('pixel-community');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('posts').objectStore('posts').count();
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result);
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
}
