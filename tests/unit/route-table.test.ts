import { describe, expect, it } from 'vitest';
import screenModules from 'virtual:screen-modules';
import {
  builtPages,
  firstViewOf,
  firstViewPatterns,
  flatRoutes,
  pathPattern,
} from '../../src/app/route-table';
import { firstViewsSource, screenModulesSource } from '../../build/route-modules';

describe('the route table', () => {
  it('names, for each screen, a module that exports its component', async () => {
    for (const { route } of flatRoutes()) {
      const { module, name } = route.screen;
      const exported = await screenModules[module]?.();
      expect(typeof exported?.[name], `${module} ${name}`).toBe('function');
    }
    // Every screen's code, transformed for the first time.
  }, 30_000);

  it('tells the first script which screen shows which first view, as the browser names paths', () => {
    expect(firstViewOf('/')).toBe('latest-posts');
    expect(firstViewOf('/board')).toBe('board-rows');
    expect(firstViewOf('/board/')).toBe('board-rows');
    expect(firstViewOf('/index%20copy')).toBe('board-rows');
    expect(firstViewOf('/posts/seed-post-01')).toBe('post');
    expect(firstViewOf('/posts/e2e-post-%ED%95%9C')).toBe('post');
    for (const path of ['/posts/a/edit', '/posts', '/Board', '/search', '/index copy', '//x']) {
      expect(firstViewOf(path), path).toBeUndefined();
    }
  });

  it('builds the public pages, their code on a reason where a visitor only reads', () => {
    const pages = builtPages();
    const onReason = pages.filter((page) => page.load === 'on-reason').map((page) => page.route);
    const afterPaint = pages
      .filter((page) => page.load === 'after-paint')
      .map((page) => page.route);
    expect(onReason).toEqual([
      '/',
      '/board',
      '/index copy',
      '/posts/_',
      '/members/_',
      '/search',
      '/carrer/lisner',
      '/chatbot',
      '/portfolio/pixel-community',
      '/portfolio/todo-app',
      '/portfolio/card-search',
      '/portfolio/mes',
      '/portfolio/scm',
      '/todos',
      '/hobby',
    ]);
    expect(afterPaint).toEqual(['/pokeCardPage', '/vueuse', '/ErrorNotFound']);
    expect(pages.find((page) => page.route === '/portfolio/mes')).toEqual({
      route: '/portfolio/mes',
      file: 'portfolio/mes.html',
      screen: 'src/features/portfolio/portfolio-page.tsx',
      load: 'on-reason',
      hydrated: true,
    });
    expect(pages.find((page) => page.route === '/posts/_')).toMatchObject({
      file: 'posts-shell.html',
      hydrated: false,
    });
    // A member page's shell shows a visitor the member from the first script: its code waits
    // for a reason, as a post's does.
    expect(pages.find((page) => page.route === '/members/_')).toMatchObject({
      file: 'members-shell.html',
      screen: 'src/features/members/member-page.tsx',
      load: 'on-reason',
      hydrated: false,
    });
  });

  it('matches a path as declared: parameters one segment, a splat any rest', () => {
    expect(pathPattern('/posts/:id').test('/posts/a')).toBe(true);
    expect(pathPattern('/posts/:id').test('/posts/a/b')).toBe(false);
    expect(pathPattern('/admin/*').test('/admin')).toBe(true);
    expect(pathPattern('/admin/*').test('/admin/a/b')).toBe(true);
    expect(pathPattern('/admin/*').test('/administrator')).toBe(false);
    expect(pathPattern('/a.b').test('/aXb')).toBe(false);
  });
});

describe('the modules made from the route table', () => {
  it("import each screen's module once, by its path under src/", () => {
    expect(screenModulesSource('/app/src', ['a/x.tsx', 'b/y.tsx', 'a/x.tsx'])).toBe(
      'export default {\n' +
        '  "a/x.tsx": () => import("/app/src/a/x.tsx"),\n' +
        '  "b/y.tsx": () => import("/app/src/b/y.tsx"),\n' +
        '};\n',
    );
  });

  it("give the first script the first views' patterns as they are", () => {
    const source = firstViewsSource('/app/src', [
      ['board-rows', /^\/board\/?$/],
      ['post', /^\/posts\/[^/]+\/?$/],
    ]);
    expect(source).toBe(
      'import { showEarlyRows } from "/app/src/features/board/early-rows.ts";\n' +
        'export default [\n' +
        '  ["board-rows", /^\\/board\\/?$/, () => Promise.resolve(showEarlyRows)],\n' +
        '  ["post", /^\\/posts\\/[^/]+\\/?$/, () => import("/app/src/features/posts/early-post.ts").then((m) => m.showEarlyPost)],\n' +
        '];\n',
    );
  });

  it('give the first script what the table says', async () => {
    const { default: views } = await import('virtual:first-views');
    expect(views.map(([view, pattern]) => [view, pattern.source])).toEqual(
      firstViewPatterns().map(([view, pattern]) => [view, pattern.source]),
    );
    expect(views.map(([view]) => view)).toEqual([
      'latest-posts',
      'board-rows',
      'board-rows',
      'post',
      'member',
    ]);
  });
});
