import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { RouteMeta } from './route-meta';
import { ScreenBoundary } from './screen-boundary';
import { loadCatalog } from '../i18n/catalogs';
import { getLocale } from '../i18n/locale';
import { lazyComponent } from '../lib/lazy-component';

const meta = (value: RouteMeta): RouteMeta => value;

/** Each screen's loader, by the element that shows it, for `loadScreensFor`. */
const screenLoaders = new WeakMap<object, () => Promise<unknown>>();

/**
 * A promise-like that calls back at once, not a microtask later: a lazy component given one
 * whose value is already here renders without suspending.
 */
function alreadyHere<T>(value: T): Promise<T> {
  const now = { then: <U,>(onValue: (value: T) => U) => alreadyHere(onValue(value)) };
  return now as unknown as Promise<T>;
}

/**
 * A screen is its own chunk, loaded when first visited, together with the rest of the catalog
 * its words are in. Only the home screen, whose words ship with the first paint, skips that
 * wait. Once loaded (`loadScreensFor`), it renders without suspending.
 */
function screen<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  { firstPaint = false }: { firstPaint?: boolean } = {},
) {
  let loaded: Record<K, ComponentType> | undefined;
  const loadScreen = () =>
    Promise.all([load(), firstPaint ? null : loadCatalog(getLocale())]).then(([m]) => (loaded = m));
  const Screen: ComponentType = lazyComponent(
    () => (loaded ? alreadyHere(loaded) : loadScreen()),
    name,
  );
  const element = (
    <ScreenBoundary>
      <Screen />
    </ScreenBoundary>
  );
  screenLoaders.set(element, loadScreen);
  return element;
}

export const routes: RouteObject[] = [
  {
    path: '/',
    handle: meta({ titleKey: 'nav.home', layout: 'footer', width: 'full' }),
    element: screen(() => import('../features/home/home-page'), 'HomePage', { firstPaint: true }),
  },
  {
    path: '/board',
    handle: meta({ titleKey: 'board.title' }),
    element: screen(() => import('../features/board/board-page'), 'BoardPage'),
  },
  {
    path: '/index copy',
    handle: meta({ titleKey: 'board.indexCopy.title' }),
    element: screen(() => import('../features/board/index-copy-page'), 'IndexCopyPage'),
  },
  {
    path: '/posts/:id',
    handle: meta({ titleKey: 'post.detail.title', width: 'narrow' }),
    element: screen(() => import('../features/posts/post-detail-page'), 'PostDetailPage'),
  },
  {
    path: '/posts/:id/edit',
    handle: meta({ titleKey: 'post.edit.title', width: 'narrow' }),
    element: screen(() => import('../features/posts/post-edit-page'), 'PostEditPage'),
  },
  {
    path: '/search',
    handle: meta({ titleKey: 'search.title' }),
    element: screen(() => import('../features/search/search-page'), 'SearchPage'),
  },
  {
    path: '/carrer/lisner',
    handle: meta({ titleKey: 'career.title', layout: 'hi', width: 'full' }),
    element: screen(() => import('../features/career/career-page'), 'CareerPage'),
  },
  {
    path: '/chatbot',
    handle: meta({ titleKey: 'chatbot.title', layout: 'nomal' }),
    element: screen(() => import('../features/chatbot/chatbot-page'), 'ChatbotPage'),
  },
  {
    path: '/mypage',
    handle: meta({ titleKey: 'mypage.title', requiresAuth: true }),
    element: screen(() => import('../features/mypage/mypage-layout'), 'MyPageLayout'),
    children: [
      {
        index: true,
        handle: meta({ titleKey: 'mypage.title', requiresAuth: true }),
        element: screen(() => import('../features/mypage/mypage-home'), 'MyPageHome'),
      },
      {
        path: 'profile',
        handle: meta({ titleKey: 'mypage.profile', requiresAuth: true }),
        element: screen(() => import('../features/mypage/profile-page'), 'ProfilePage'),
      },
      {
        path: 'password',
        handle: meta({ titleKey: 'mypage.password', requiresAuth: true }),
        element: screen(() => import('../features/mypage/password-page'), 'PasswordPage'),
      },
      {
        path: 'verify',
        handle: meta({ titleKey: 'mypage.verify.title', requiresAuth: true }),
        element: screen(() => import('../features/mypage/verify-page'), 'VerifyPage'),
      },
      {
        path: 'bookmark',
        handle: meta({ titleKey: 'mypage.bookmark', requiresAuth: true }),
        element: screen(() => import('../features/mypage/bookmark-page'), 'BookmarkPage'),
      },
    ],
  },
  {
    path: '/pokeCardPage',
    handle: meta({ titleKey: 'pokeCard.title' }),
    element: screen(() => import('../features/cards/poke-card-page'), 'PokeCardPage'),
  },
  {
    path: '/portfolio/:id',
    handle: meta({ titleKey: 'portfolio.title' }),
    element: screen(() => import('../features/portfolio/portfolio-page'), 'PortfolioPage'),
  },
  {
    path: '/vueuse',
    handle: meta({ titleKey: 'vueuse.title' }),
    element: screen(() => import('../features/hooks-demo/vueuse-page'), 'VueusePage'),
  },
  {
    path: '/todos',
    handle: meta({ titleKey: 'todos.title' }),
    element: screen(() => import('../features/todos/todos-page'), 'TodosPage'),
  },
  {
    path: '/sync',
    handle: meta({ titleKey: 'sync.title' }),
    element: screen(() => import('../features/sync/sync-page'), 'SyncPage'),
  },
  {
    path: '/hobby',
    handle: meta({ titleKey: 'hobby.title' }),
    element: screen(() => import('../features/hobby/hobby-page'), 'HobbyPage'),
  },
  {
    // Admins only: AdminSection shows anyone else the not-found screen.
    path: '/admin',
    handle: meta({ titleKey: 'admin.title' }),
    element: screen(() => import('../features/admin/admin-section'), 'AdminSection'),
    children: [
      {
        index: true,
        handle: meta({ titleKey: 'admin.title' }),
        element: screen(() => import('../features/admin/admin-home'), 'AdminHome'),
      },
      {
        path: 'members',
        handle: meta({ titleKey: 'admin.members.title' }),
        element: screen(() => import('../features/admin/admin-members'), 'AdminMembers'),
      },
      {
        path: 'notices',
        handle: meta({ titleKey: 'admin.notices.title' }),
        element: screen(() => import('../features/admin/admin-notices'), 'AdminNotices'),
      },
      {
        path: 'posts',
        handle: meta({ titleKey: 'admin.posts.title' }),
        element: screen(() => import('../features/admin/admin-posts'), 'AdminPosts'),
      },
      {
        path: 'comments',
        handle: meta({ titleKey: 'admin.comments.title' }),
        element: screen(() => import('../features/admin/admin-comments'), 'AdminComments'),
      },
      {
        path: '*',
        handle: meta({ titleKey: 'notFound.title' }),
        element: screen(() => import('../features/not-found/not-found-page'), 'NotFoundPage'),
      },
    ],
  },
  {
    path: '/ErrorNotFound',
    handle: meta({ titleKey: 'notFound.title' }),
    element: screen(() => import('../features/not-found/not-found-page'), 'NotFoundPage'),
  },
  {
    path: '*',
    handle: meta({ titleKey: 'notFound.title' }),
    element: screen(() => import('../features/not-found/not-found-page'), 'NotFoundPage'),
  },
];

/**
 * Loads the code (and catalog part) of the screens `pathname` shows, so that a first render can
 * show them at once (main.tsx). Rendered before their code is here, a screen shows its loading
 * state first, and React then holds its content back for 300 ms after that state appeared (the
 * fallback throttle of Suspense), which on a post opened by its URL was most of the time between
 * the post's arrival and its paint.
 */
export function loadScreensFor(pathname: string, signedIn: boolean): Promise<unknown> {
  const matches = (matchRoutes(routes, pathname) ?? []).filter(
    // A visitor is shown the sign-in prompt there instead (app-shell.tsx).
    ({ route }) => signedIn || !(route.handle as RouteMeta | undefined)?.requiresAuth,
  );
  return Promise.all(matches.map(({ route }) => screenLoaders.get(route.element as object)?.()));
}
