import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { waitForServiceWorker } from './support';

// `npm start` as the README says, on a clean checkout (the tracked files only: no build, no
// emulator cache), on ports of its own beside the emulators the other tests use.
const offset = 5;
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback) + offset;
const PORTS = {
  app: port('PREVIEW_PORT', 4173),
  auth: port('FIREBASE_AUTH_PORT', 9099),
  firestore: port('FIRESTORE_PORT', 8080),
  storage: port('FIREBASE_STORAGE_PORT', 9199),
};
const ROOT = path.resolve(import.meta.dirname, '../..');
const URL_RE = /App:\s+(http:\/\/\S+)\s+\(ready in ([\d.]+) s\)/;

function cleanCheckout(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'npm-start-'));
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(path.join(ROOT, file), path.join(dir, file));
  }
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/** Every process in the session started for `npm start` (its own process group). */
function groupProcesses(pgid: number): number[] {
  const out = execFileSync('ps', ['-eo', 'pid=,pgid='], { encoding: 'utf8' });
  return out
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number))
    .filter(([, group]) => group === pgid)
    .map(([pid]) => pid);
}

function descendants(root: number): number[] {
  const out = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' });
  const children = new Map<number, number[]>();
  for (const line of out.trim().split('\n')) {
    const [pid, ppid] = line.trim().split(/\s+/).map(Number);
    children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  const found: number[] = [];
  const visit = (pid: number) =>
    (children.get(pid) ?? []).forEach((child) => {
      found.push(child);
      visit(child);
    });
  visit(root);
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const portTaken = (p: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ port: p, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

test.describe('npm start', () => {
  let dir: string;
  let child: ChildProcess | undefined;
  let output = '';

  test.afterAll(() => {
    // Only when the test failed before stopping it.
    if (child?.pid && child.exitCode === null && child.signalCode === null) {
      process.kill(-child.pid, 'SIGKILL');
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('serves the installable app on the emulators and leaves nothing running', async ({
    page,
    context,
  }) => {
    test.setTimeout(300_000);
    dir = cleanCheckout();
    child = spawn('npm', ['start'], {
      cwd: dir,
      detached: true, // its own process group, as a terminal runs it
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(PORTS.app),
        FIREBASE_AUTH_PORT: String(PORTS.auth),
        FIRESTORE_PORT: String(PORTS.firestore),
        FIREBASE_STORAGE_PORT: String(PORTS.storage),
        FIRESTORE_EMULATOR_HOST: undefined,
        FIREBASE_AUTH_EMULATOR_HOST: undefined,
        FIREBASE_STORAGE_EMULATOR_HOST: undefined,
      },
    });
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child!.once('exit', resolve));

    await expect.poll(() => URL_RE.exec(output)?.[1], { timeout: 240_000 }).toBeTruthy();
    const [, url, startSeconds] = URL_RE.exec(output)!;
    expect(url).toBe(`http://127.0.0.1:${PORTS.app}/`);
    expect(Number(startSeconds)).toBeGreaterThan(0);
    expect(output).toContain('alice@demo.test');

    const h1 = page.getByRole('heading', { level: 1 });
    // The service worker takes control; the manifest and every icon load.
    await page.goto(url);
    await waitForServiceWorker(page);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await page.request.get(new URL(href!, url).toString())).json();
    expect(manifest.name).toBe('Pixel Community');
    const icons = manifest.icons as Array<{ src: string }>;
    expect(icons.length).toBeGreaterThan(0);
    for (const icon of icons) {
      const response = await page.request.get(new URL(icon.src, url).toString());
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type'], icon.src).toMatch(/^image\//);
    }
    // Served as Firebase Hosting serves it: compressed, hashed assets cached for a year.
    // The app's entry, which the page names for later (the first script is too small to be
    // compressed).
    const appCode = await page.locator('meta[name="app-code"]').getAttribute('content');
    const entry = appCode?.split(' ')[0];
    const asset = await page.request.get(new URL(entry!, url).toString(), {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(asset.headers()['content-encoding']).toMatch(/^(gzip|br)$/);
    expect(asset.headers()['cache-control']).toContain('max-age=31536000');
    // A path no screen answers: the not-found screen's page, with a 404 (Hosting's 404.html);
    // a member's page: the empty shell.
    const lost = await page.request.get(new URL('/no/such/page', url).toString());
    expect(lost.status()).toBe(404);
    expect(await lost.text()).toContain('페이지를 찾을 수 없어요');
    const mypage = await page.request.get(new URL('/mypage', url).toString());
    expect(mypage.status()).toBe(200);
    expect(await mypage.text()).toContain('<div id="root"></div>');
    // The seeded posts come from the emulators.
    await page.goto(new URL('/posts/seed-post-01', url).toString());
    await expect(h1).toHaveText('Welcome to the pixel community');

    // Offline reloads of /, /board and /todos show the app, not the browser's error page.
    await context.setOffline(true);
    for (const [route, title] of [
      ['/', '픽셀 커뮤니티에 오신 것을 환영해요'],
      ['/board', '게시판'],
      ['/todos', '할 일'],
    ] as const) {
      await page.goto(new URL(route, url).toString());
      await page.reload();
      await expect(h1).toHaveText(title);
    }
    await context.setOffline(false);

    // Ctrl-C (SIGINT to the foreground group) stops it all.
    const pgid = child.pid!;
    const started = [...groupProcesses(pgid), ...descendants(pgid)];
    expect(started.length).toBeGreaterThan(1);
    process.kill(-pgid, 'SIGINT');
    expect(
      await Promise.race([exited, new Promise((r) => setTimeout(() => r('hung'), 60_000))]),
    ).not.toBe('hung');
    await expect.poll(() => started.filter(alive), { timeout: 15_000 }).toEqual([]);
    expect(groupProcesses(pgid)).toEqual([]);
    for (const p of [PORTS.app, PORTS.auth, PORTS.firestore, PORTS.storage]) {
      expect(await portTaken(p), `port ${p}`).toBe(false);
    }
  });
});
