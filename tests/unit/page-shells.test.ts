import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { POST_PAGE, POST_SHELL, SHELL } from '../../src/app/page-shells';

// firebase.json's rewrites are Hosting's globs: they say again what src/app/page-shells.ts says
// for the preview server and the service worker. This keeps the two in step.
const config = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'));
const rewrites = config.hosting.rewrites as Array<{ source: string; destination: string }>;

/** A Hosting glob as a pattern, for the forms firebase.json uses: `**` any path, `*` one segment. */
const globPattern = (glob: string) =>
  new RegExp(
    `^${glob
      .split('**')
      .map((part) =>
        part
          .split('*')
          .map((text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
          .join('[^/]*'),
      )
      .join('.*')}$`,
  );

const hostingPage = (path: string) =>
  rewrites.find((rewrite) => globPattern(rewrite.source).test(path))?.destination;
const appPage = (path: string) => `/${POST_PAGE.test(path) ? POST_SHELL : SHELL}`;

describe("firebase.json's rewrites", () => {
  it.each([
    '/posts/seed-post-01',
    '/posts/e2e-post-%ED%95%9C',
    '/posts/seed-post-01/edit',
    '/posts',
    '/mypage',
    '/mypage/bookmarks',
    '/sync',
  ])('answer %s with the page the preview server and the service worker give it', (path) => {
    expect(hostingPage(path)).toBe(appPage(path));
  });
});
