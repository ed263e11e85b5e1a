import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { firstLoadOf, readBuild } from '../../build/first-load.mjs';
import { FIRST_LOAD_BUDGET_KB, pagesOverBudget } from '../../build/page-budget';

// The build fails when a page's first load passes its budget (build/page-budget.ts), measured
// as `npm run bench` measures it (build/first-load.mjs): here over a fake build folder.

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A build folder: `files` are scripts of about `kb` KB gzipped (random bytes do not shrink). */
function fakeBuild(
  files: Record<string, { kb: number; imports?: string[] }>,
  pages: Record<string, string>,
): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'page-budget-'));
  folders.push(dist);
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  const manifest: Record<string, { file: string; imports?: string[] }> = {};
  for (const [file, { kb, imports }] of Object.entries(files)) {
    writeFileSync(path.join(dist, file), randomBytes(Math.round(kb * 1024)));
    manifest[`_${path.basename(file)}`] = {
      file,
      imports: imports?.map((name) => `_${path.basename(name)}`),
    };
  }
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const [page, html] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(dist, page)), { recursive: true });
    writeFileSync(path.join(dist, page), html);
  }
  return dist;
}

const firstScript = (early: string, ...preloads: string[]) =>
  `<script type="module" crossorigin src="/${early}"></script>` +
  preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
const appCode = (load: string, ...files: string[]) =>
  `<meta name="app-code" data-load="${load}" content="${files.map((file) => `/${file}`).join(' ')}">`;

describe("a page's first load", () => {
  it('is what its HTML loads and preloads, low priority too, with their static imports', async () => {
    const dist = fakeBuild(
      {
        'assets/early.js': { kb: 1, imports: ['assets/reads.js'] },
        'assets/reads.js': { kb: 4 },
        'assets/post.js': { kb: 2, imports: ['assets/parser.js'] },
        'assets/parser.js': { kb: 3 },
        'assets/index.js': { kb: 20, imports: ['assets/react.js'] },
        'assets/react.js': { kb: 30 },
      },
      {
        'posts-shell.html':
          firstScript('assets/early.js') +
          '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/post.js">' +
          appCode('on-reason', 'assets/index.js'),
      },
    );
    const load = await firstLoadOf(await readBuild(dist), 'posts-shell.html');
    expect(load.rows.map((row) => row.file)).toEqual([
      'assets/reads.js',
      'assets/parser.js',
      'assets/post.js',
      'assets/early.js',
    ]);
    expect(load.kb).toBeGreaterThan(9.9);
    expect(load.kb).toBeLessThan(10.2);
    expect(load.appCode?.rows.map((row) => row.file)).toEqual([
      'assets/react.js',
      'assets/index.js',
    ]);
  });

  it("counts the app's code where the page fetches it once painted", async () => {
    const dist = fakeBuild(
      { 'assets/early.js': { kb: 1 }, 'assets/index.js': { kb: 5 } },
      { 'vueuse.html': firstScript('assets/early.js') + appCode('after-paint', 'assets/index.js') },
    );
    const load = await firstLoadOf(await readBuild(dist), 'vueuse.html');
    expect(load.rows.map((row) => row.file)).toEqual(['assets/index.js', 'assets/early.js']);
    expect(load.appCode).toBeNull();
  });
});

describe("the build's page budget", () => {
  it('passes pages within their budgets', async () => {
    const dist = fakeBuild(
      {
        'assets/early.js': { kb: 1, imports: ['assets/reads.js'] },
        'assets/reads.js': { kb: 9 },
        'assets/index.js': { kb: 30 },
      },
      {
        'index.html': firstScript('assets/early.js', 'assets/reads.js'),
        'portfolio/mes.html':
          firstScript('assets/early.js') + appCode('on-reason', 'assets/index.js'),
      },
    );
    expect(await pagesOverBudget(dist)).toEqual([]);
  });

  it('names each page over its budget, its size, its budget and its biggest files', async () => {
    const dist = fakeBuild(
      {
        'assets/early.js': { kb: 1, imports: ['assets/reads.js'] },
        'assets/reads.js': { kb: 11.5 },
        'assets/extra.js': { kb: 1.5 },
        'assets/index.js': { kb: 30 },
      },
      {
        'index.html': firstScript('assets/early.js') + appCode('on-reason', 'assets/index.js'),
        'board.html':
          firstScript('assets/early.js', 'assets/extra.js') +
          appCode('on-reason', 'assets/index.js'),
        'ok.html': firstScript('assets/extra.js') + appCode('on-reason', 'assets/index.js'),
      },
    );
    const over = await pagesOverBudget(dist);
    expect(over).toHaveLength(2);
    expect(over[0]).toMatch(
      new RegExp(
        `^board\\.html: its first load is 1[34]\\.\\d\\d KB \\(gzip -9\\), over its budget of ` +
          `${FIRST_LOAD_BUDGET_KB.onReason} KB \\(a page whose code waits for a reason\\); ` +
          `biggest: reads\\.js 11\\.\\d\\d KB, extra\\.js 1\\.\\d\\d KB, early\\.js 1\\.\\d\\d KB$`,
      ),
    );
    expect(over[1]).toMatch(/^index\.html: .* over its budget of 12 KB \(the home\)/);
  });
});
