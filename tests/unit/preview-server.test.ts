import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { POLICY_FILE, servedPolicy } from '../../build/build-policy-file';
import { previewAnswer } from '../../build/shell-fallback';

// What `vite preview` answers with: the policy of the build it serves (build/build-policy-file.ts)
// and, for a path with no page of its own, the page Hosting would answer (build/shell-fallback.ts).

const folders: string[] = [];
const build = (policy?: string) => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'preview-'));
  folders.push(outDir);
  if (policy !== undefined) writeFileSync(path.join(outDir, POLICY_FILE), policy);
  return outDir;
};
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

describe("the preview's Content-Security-Policy", () => {
  const computed = "default-src 'self'; connect-src 'self' http://127.0.0.1:8080";

  it('is the one the build wrote beside itself, made for the backend it was built for', () => {
    const own = "default-src 'self'; connect-src 'self' http://127.0.0.1:18080";
    expect(servedPolicy(build(`${own}\n`), computed)).toBe(own);
  });

  it("is this config's own where the build wrote none", () => {
    expect(servedPolicy(build(), computed)).toBe(computed);
    expect(servedPolicy(build(' \n'), computed)).toBe(computed);
    expect(servedPolicy(path.join(tmpdir(), 'no-such-build'), computed)).toBe(computed);
  });
});

describe("the preview's answer to a path with no page of its own", () => {
  const files = new Set(['index.html', 'board.html', 'index copy.html']);
  const answer = (pathname: string) => previewAnswer(pathname, (file) => files.has(file));

  it("is the static server's for a page or a file of its own", () => {
    for (const pathname of ['/', '/board', '/index%20copy', '/assets/x.js', '/sw.js']) {
      expect(answer(pathname), pathname).toBeNull();
    }
  });

  it("is a shell for a screen's path, the not-found page with a 404 for any other", () => {
    expect(answer('/posts/seed-post-01')).toEqual({ page: 'posts-shell.html', status: 200 });
    expect(answer('/board/')).toEqual({ page: 'shell.html', status: 200 });
    expect(answer('/mypage/profile')).toEqual({ page: 'shell.html', status: 200 });
    expect(answer('/no/such/page')).toEqual({ page: 'ErrorNotFound.html', status: 404 });
    expect(answer('/%E0%A4%A')).toEqual({ page: 'ErrorNotFound.html', status: 404 });
  });
});
