import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { resolveLayout, routeMetaFor } from '../../src/app/route-meta';
import { routes } from '../../src/app/routes';

// The app shell's own lookup (routeMetaFor), against the app's own routes.
const metaFor = (pathname: string) => routeMetaFor(routes, pathname);

const resolved = (pathname: string) => resolveLayout(pathname, metaFor(pathname));

describe('route meta', () => {
  it.each([
    ['/', 'footer', '100%'],
    ['/carrer/lisner', 'hi', '100%'],
    ['/chatbot', 'nomal', '1080px'],
    ['/posts/abc', 'default', '800px'],
    ['/posts/abc/edit', 'default', '800px'],
    ['/board', 'default', '1080px'],
    ['/index copy', 'default', '1080px'],
    ['/search', 'default', '1080px'],
    ['/mypage/profile', 'default', '1080px'],
    ['/no/such/page', 'default', '1080px'],
  ])('%s uses the %s layout at %s', (path, layout, maxWidth) => {
    expect(resolved(path)).toEqual({ layout, maxWidth });
  });

  it('gives the admin layout to any path containing "admin"', () => {
    expect(resolved('/admin').layout).toBe('admin');
    expect(resolved('/admin/members').layout).toBe('admin');
    expect(resolved('/posts/admin-notes').layout).toBe('admin');
    expect(resolveLayout('/superadmin', { titleKey: 'nav.home', layout: 'footer' }).layout).toBe(
      'admin',
    );
  });

  it('marks /mypage and every child as requiring sign-in', () => {
    for (const path of ['/mypage', '/mypage/profile', '/mypage/password', '/mypage/bookmark']) {
      expect(metaFor(path)?.requiresAuth, path).toBe(true);
    }
    expect(metaFor('/board')?.requiresAuth).toBeUndefined();
  });

  it('matches every route the spec lists to its own screen', () => {
    const screens = [
      '/',
      '/board',
      '/carrer/lisner',
      '/chatbot',
      '/ErrorNotFound',
      '/index copy',
      '/mypage',
      '/mypage/bookmark',
      '/mypage/password',
      '/mypage/profile',
      '/pokeCardPage',
      '/portfolio/mes',
      '/posts/p1',
      '/posts/p1/edit',
      '/search',
      '/vueuse',
      '/todos',
      '/hobby',
    ];
    for (const path of screens) {
      const matched = matchRoutes(routes, path);
      expect(matched?.at(-1)?.route.path, path).not.toBe('*');
    }
    expect(matchRoutes(routes, '/nothing-here')?.at(-1)?.route.path).toBe('*');
  });
});
