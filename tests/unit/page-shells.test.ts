import { readFileSync } from 'node:fs';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { HOSTING_404, MEMBER_SHELL, NOT_FOUND_PAGE } from '../../src/app/page-shells';
import {
  builtPages,
  fallbackPage,
  flatRoutes,
  hostingRewrites,
  type HostingRewrite,
} from '../../src/app/route-table';
import { routes } from '../../src/app/routes';

// The preview server and the service worker answer a path with `fallbackPage`, Hosting with
// firebase.json's rewrites, both made from the route table (src/app/route-table.ts); the router
// too. This keeps them in step: a path one of the router's screens answers gets a shell, any
// other the not-found page (Hosting's `404.html`, served where no rewrite matches).
const config = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'));
const rewrites = config.hosting.rewrites as HostingRewrite[];

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

/** The page Hosting serves at `path` without the server (its functions' rewrites dropped). */
const hostingPage = (path: string) =>
  rewrites
    .flatMap((rewrite) => ('destination' in rewrite ? [rewrite] : []))
    .find((rewrite) => globPattern(rewrite.source).test(path))?.destination ?? `/${HOSTING_404}`;

/** The server's function Hosting sends `path` to first, if any. */
const hostingFunction = (path: string) => {
  const first = rewrites.find((rewrite) => globPattern(rewrite.source).test(path));
  return first && 'function' in first ? first.function.functionId : undefined;
};

/** The same page, under the name Hosting gives the not-found page's copy. */
const asHosting = (page: string) => `/${page === NOT_FOUND_PAGE ? HOSTING_404 : page}`;

/** Paths with no prerendered page of their own: the servers' fallbacks answer them. */
const SCREENS = [
  '/posts/seed-post-01',
  '/posts/e2e-post-%ED%95%9C',
  '/posts/seed-post-01/edit',
  '/members/demo-alice',
  '/members/%ED%95%9C',
  '/portfolio/no-such-entry',
  '/mypage',
  '/mypage/bookmark',
  '/mypage/posts',
  '/mypage/comments',
  '/admin',
  '/admin/members',
  '/admin/no-such-page',
  '/sync',
];
const NOWHERE = [
  '/posts',
  '/posts/a/b',
  '/members',
  '/members/a/b',
  '/boards',
  '/no/such/page',
  '/board/x',
  '/todos/1',
  '/mypage/no-such-page',
];

/**
 * Whether the app's router gives `path` a screen of its own: its deepest match is not a
 * catch-all (an admin's unknown page is the admin section's own: `/admin/*` is the app's).
 */
const routed = (path: string) => {
  const deepest = matchRoutes(routes, path)?.at(-1);
  return deepest !== undefined && (deepest.route.path !== '*' || path.startsWith('/admin/'));
};

describe('the page that answers a path with none of its own', () => {
  it("is in firebase.json as the route table's rewrites", () => {
    expect(rewrites).toEqual(hostingRewrites());
  });

  it.each([...SCREENS, ...NOWHERE])(
    'is the same from Hosting, the preview and the worker: %s',
    (path) => {
      expect(hostingPage(path)).toBe(asHosting(fallbackPage(path)));
    },
  );

  it("goes to the server's function first for a post, to the post's shell without it", () => {
    expect(hostingFunction('/posts/seed-post-01')).toBe('postPage');
    expect(hostingPage('/posts/seed-post-01')).toBe('/posts-shell.html');
    for (const path of [...SCREENS, ...NOWHERE].filter((p) => !/^\/posts\/[^/]+$/.test(p)))
      expect(hostingFunction(path), path).toBeUndefined();
  });

  it.each(SCREENS)('is a shell where the router has a screen: %s', (path) => {
    expect(fallbackPage(path)).not.toBe(NOT_FOUND_PAGE);
    expect(routed(path)).toBe(true);
  });

  it.each(NOWHERE)('is the not-found page where it has none: %s', (path) => {
    expect(fallbackPage(path)).toBe(NOT_FOUND_PAGE);
    expect(routed(path)).toBe(false);
  });

  it('is case-sensitive, as Hosting is (the router, which is not, then shows its screen)', () => {
    expect(hostingPage('/Board')).toBe(`/${HOSTING_404}`);
    expect(fallbackPage('/Board')).toBe(NOT_FOUND_PAGE);
    expect(routed('/Board')).toBe(true);
  });

  it('answers every route of the table with a trailing slash with a shell, not the not-found page', () => {
    const paths = flatRoutes()
      .map((route) => route.path)
      .filter((path) => path !== '/*')
      .map((path) => path.replace(/:[a-z]+/g, 'x').replace(/\*$/, 'x'));
    expect(paths.length).toBeGreaterThan(25);
    for (const path of paths) {
      expect(fallbackPage(`${path}/`.replace('//', '/')), path).not.toBe(NOT_FOUND_PAGE);
      expect(fallbackPage(path), path).not.toBe(NOT_FOUND_PAGE);
    }
  });
});

describe('the pages the build writes', () => {
  it("include the not-found page every server answers with, and the post's and member page's shells", () => {
    const files = builtPages().map((page) => page.file);
    expect(files).toContain(NOT_FOUND_PAGE);
    expect(files).toContain(fallbackPage('/posts/x'));
    expect(fallbackPage('/members/x')).toBe(MEMBER_SHELL);
    expect(files).toContain(MEMBER_SHELL);
    expect(new Set(files).size).toBe(files.length);
  });

  it('are pages of the router', () => {
    for (const { route } of builtPages()) expect(routed(route), route).toBe(true);
  });
});
