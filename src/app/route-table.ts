import { PORTFOLIO_IDS } from '../features/portfolio/portfolio-ids';
import type { RouteMeta } from './route-meta';
import { MEMBER_SHELL, NOT_FOUND_PAGE, pageFile, POST_SHELL, SHELL } from './page-shells';

/**
 * The app's routes, declared once, as plain data: the router (app/routes.tsx), the pages the
 * build writes (build/prerender-pages.ts), the page every server answers a path with
 * (`fallbackPage`: the preview, the service worker, firebase.json's rewrites) and the first
 * script's reads (app/route-reads.ts) are all made from it. It imports neither React nor the
 * screens, so the service worker and the build in Node import it too; the first script gets
 * what it needs made from it by the build (build/route-modules.ts), not the whole table.
 */
export interface RouteDeclaration {
  /** React Router's path: absolute at the top, relative below; none on an index route. */
  path?: string;
  /** The screen: its module, relative to `src/`, and the component it exports. */
  screen: { module: string; name: string };
  meta: RouteMeta;
  /** Its words ship with the first paint, so it renders without waiting for the rest. */
  firstPaint?: true;
  /**
   * Built to HTML, as a visitor sees it before any data: at its path, or at each of these
   * values of its one parameter (any other value gets a shell).
   */
  prerender?: true | readonly string[];
  /**
   * Its page's code, its screen's with it, loads on a reason (a control reached for), not once
   * painted: a visitor who only reads needs none of it (app/app-code.ts).
   */
  codeOnReason?: true;
  /** A page of its own for its paths (rendered at `at`), instead of the empty shell. */
  shell?: { page: string; at: string };
  /**
   * The optional server's function that answers its paths on Hosting before the page does
   * (functions/, docs/server.md); without the server, the page answers.
   */
  serverFunction?: string;
  /** What the first script reads and shows on its page before React (app/route-reads.ts). */
  firstView?: FirstView;
  children?: readonly RouteDeclaration[];
}

const NOT_FOUND_SCREEN = { module: 'features/not-found/not-found-page.tsx', name: 'NotFoundPage' };
const NOT_FOUND_META: RouteMeta = { titleKey: 'notFound.title' };

export const ROUTES: readonly RouteDeclaration[] = [
  {
    // The home: the first script shows its latest posts.
    path: '/',
    screen: { module: 'features/home/home-page.tsx', name: 'HomePage' },
    meta: { titleKey: 'nav.home', layout: 'footer', width: 'full' },
    firstPaint: true,
    prerender: true,
    codeOnReason: true,
    firstView: 'latest-posts',
  },
  {
    // The board: the first script shows its first page and pinned notices.
    path: '/board',
    screen: { module: 'features/board/board-page.tsx', name: 'BoardPage' },
    meta: { titleKey: 'board.title' },
    prerender: true,
    codeOnReason: true,
    firstView: 'board-rows',
  },
  {
    // The board again, under the Vue app's old name: its first rows come the same way.
    path: '/index copy',
    screen: { module: 'features/board/index-copy-page.tsx', name: 'IndexCopyPage' },
    meta: { titleKey: 'board.indexCopy.title' },
    prerender: true,
    codeOnReason: true,
    firstView: 'board-rows',
  },
  {
    // A post: its shell (the header and the post's loading state) answers every post's URL, and
    // a visitor's first visit shows the post from the first script (features/posts/early-post.ts).
    path: '/posts/:id',
    screen: { module: 'features/posts/post-detail-page.tsx', name: 'PostDetailPage' },
    meta: { titleKey: 'post.detail.title', width: 'narrow' },
    codeOnReason: true,
    // No post has this id: the post's loading state.
    shell: { page: POST_SHELL, at: '/posts/_' },
    // The shell with the post's link-preview tags and data (functions/src/post-page.ts).
    serverFunction: 'postPage',
    firstView: 'post',
  },
  {
    // A member's page: its shell (the header and the page's loading state) answers every
    // member's URL, and a visitor's first visit shows the member's header and first posts from
    // the first script (features/members/early-member.ts).
    path: '/members/:uid',
    screen: { module: 'features/members/member-page.tsx', name: 'MemberPage' },
    meta: { titleKey: 'members.title' },
    codeOnReason: true,
    // No member has this uid: the page's loading state.
    shell: { page: MEMBER_SHELL, at: '/members/_' },
    firstView: 'member',
  },
  {
    path: '/posts/:id/edit',
    screen: { module: 'features/posts/post-edit-page.tsx', name: 'PostEditPage' },
    meta: { titleKey: 'post.edit.title', width: 'narrow' },
  },
  {
    // Ready to type in from its HTML: a visitor's device holds nothing to count yet.
    path: '/search',
    screen: { module: 'features/search/search-page.tsx', name: 'SearchPage' },
    meta: { titleKey: 'search.title' },
    prerender: true,
    codeOnReason: true,
  },
  {
    path: '/carrer/lisner',
    screen: { module: 'features/career/career-page.tsx', name: 'CareerPage' },
    meta: { titleKey: 'career.title', layout: 'hi', width: 'full' },
    prerender: true,
    codeOnReason: true,
  },
  {
    // Its question box, ready to type in: what is typed before the code is kept for it.
    path: '/chatbot',
    screen: { module: 'features/chatbot/chatbot-page.tsx', name: 'ChatbotPage' },
    meta: { titleKey: 'chatbot.title', layout: 'nomal' },
    prerender: true,
    codeOnReason: true,
  },
  {
    path: '/mypage',
    screen: { module: 'features/mypage/mypage-layout.tsx', name: 'MyPageLayout' },
    meta: { titleKey: 'mypage.title', requiresAuth: true },
    children: [
      {
        screen: { module: 'features/mypage/mypage-home.tsx', name: 'MyPageHome' },
        meta: { titleKey: 'mypage.title', requiresAuth: true },
      },
      {
        path: 'profile',
        screen: { module: 'features/mypage/profile-page.tsx', name: 'ProfilePage' },
        meta: { titleKey: 'mypage.profile', requiresAuth: true },
      },
      {
        path: 'password',
        screen: { module: 'features/mypage/password-page.tsx', name: 'PasswordPage' },
        meta: { titleKey: 'mypage.password', requiresAuth: true },
      },
      {
        path: 'verify',
        screen: { module: 'features/mypage/verify-page.tsx', name: 'VerifyPage' },
        meta: { titleKey: 'mypage.verify.title', requiresAuth: true },
      },
      {
        path: 'bookmark',
        screen: { module: 'features/mypage/bookmark-page.tsx', name: 'BookmarkPage' },
        meta: { titleKey: 'mypage.bookmark', requiresAuth: true },
      },
      {
        path: 'mutes',
        screen: { module: 'features/mypage/muted-members-page.tsx', name: 'MutedMembersPage' },
        meta: { titleKey: 'mypage.mutes', requiresAuth: true },
      },
      {
        // The member's own lists, as their member page shows them (features/members).
        path: 'posts',
        screen: { module: 'features/mypage/my-posts-page.tsx', name: 'MyPostsPage' },
        meta: { titleKey: 'mypage.posts', requiresAuth: true },
      },
      {
        path: 'comments',
        screen: { module: 'features/mypage/my-comments-page.tsx', name: 'MyCommentsPage' },
        meta: { titleKey: 'mypage.comments', requiresAuth: true },
      },
    ],
  },
  {
    // The member's notifications, from the device (offline too).
    path: '/notifications',
    screen: {
      module: 'features/notifications/notifications-page.tsx',
      name: 'NotificationsPage',
    },
    meta: { titleKey: 'notifications.title', requiresAuth: true },
  },
  {
    path: '/pokeCardPage',
    screen: { module: 'features/cards/poke-card-page.tsx', name: 'PokeCardPage' },
    meta: { titleKey: 'pokeCard.title' },
    prerender: true,
  },
  {
    path: '/portfolio/:id',
    screen: { module: 'features/portfolio/portfolio-page.tsx', name: 'PortfolioPage' },
    meta: { titleKey: 'portfolio.title' },
    prerender: PORTFOLIO_IDS,
    codeOnReason: true,
  },
  {
    path: '/vueuse',
    screen: { module: 'features/hooks-demo/vueuse-page.tsx', name: 'VueusePage' },
    meta: { titleKey: 'vueuse.title' },
    prerender: true,
  },
  {
    // A visitor's to-dos: the sign-in prompt.
    path: '/todos',
    screen: { module: 'features/todos/todos-page.tsx', name: 'TodosPage' },
    meta: { titleKey: 'todos.title' },
    prerender: true,
    codeOnReason: true,
  },
  {
    path: '/sync',
    screen: { module: 'features/sync/sync-page.tsx', name: 'SyncPage' },
    meta: { titleKey: 'sync.title' },
  },
  {
    path: '/hobby',
    screen: { module: 'features/hobby/hobby-page.tsx', name: 'HobbyPage' },
    meta: { titleKey: 'hobby.title' },
    prerender: true,
    codeOnReason: true,
  },
  {
    // Admins only: AdminSection shows anyone else the not-found screen.
    path: '/admin',
    screen: { module: 'features/admin/admin-section.tsx', name: 'AdminSection' },
    meta: { titleKey: 'admin.title' },
    children: [
      {
        screen: { module: 'features/admin/admin-home.tsx', name: 'AdminHome' },
        meta: { titleKey: 'admin.title' },
      },
      {
        path: 'reports',
        screen: { module: 'features/admin/admin-reports.tsx', name: 'AdminReports' },
        meta: { titleKey: 'admin.reports.title' },
      },
      {
        path: 'members',
        screen: { module: 'features/admin/admin-members.tsx', name: 'AdminMembers' },
        meta: { titleKey: 'admin.members.title' },
      },
      {
        path: 'notices',
        screen: { module: 'features/admin/admin-notices.tsx', name: 'AdminNotices' },
        meta: { titleKey: 'admin.notices.title' },
      },
      {
        path: 'posts',
        screen: { module: 'features/admin/admin-posts.tsx', name: 'AdminPosts' },
        meta: { titleKey: 'admin.posts.title' },
      },
      {
        path: 'comments',
        screen: { module: 'features/admin/admin-comments.tsx', name: 'AdminComments' },
        meta: { titleKey: 'admin.comments.title' },
      },
      { path: '*', screen: NOT_FOUND_SCREEN, meta: NOT_FOUND_META },
    ],
  },
  // The not-found screen's page: what every server answers a path no screen answers with.
  { path: '/ErrorNotFound', screen: NOT_FOUND_SCREEN, meta: NOT_FOUND_META, prerender: true },
  { path: '*', screen: NOT_FOUND_SCREEN, meta: NOT_FOUND_META },
];

/** What the first script reads and shows on a route's page before React (app/route-reads.ts). */
export type FirstView = 'latest-posts' | 'board-rows' | 'post' | 'member';

/**
 * The module that draws each first view, under `src/`, for the first script (`virtual:first-views`
 * gives it each one's loader). Small views come with the first script itself: on the way to the
 * page's paint, a chunk of their own would be one more request. A view that brings a library of
 * its own (a post's markdown parser) is imported on its page alone, and the page's HTML names its
 * chunks for the browser to fetch with the first script (build/prerender-pages.ts).
 */
export const FIRST_VIEW_MODULES: Record<
  FirstView,
  { module: string; draw: string; withFirstScript?: true }
> = {
  'latest-posts': {
    module: 'features/home/early-latest.ts',
    draw: 'showEarlyLatest',
    withFirstScript: true,
  },
  'board-rows': {
    module: 'features/board/early-rows.ts',
    draw: 'showEarlyRows',
    withFirstScript: true,
  },
  post: { module: 'features/posts/early-post.ts', draw: 'showEarlyPost' },
  member: { module: 'features/members/early-member.ts', draw: 'showEarlyMember' },
};

/**
 * A route's path as a pattern over a URL's path, with or without a trailing slash. Spelled as
 * declared: Hosting's paths are case-sensitive, and the servers follow it (React Router, which
 * is not, then shows `/Board`'s screen over the not-found page).
 */
export function pathPattern(path: string): RegExp {
  const splat = path.endsWith('/*');
  const exact = (splat ? path.slice(0, -2) : path)
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/:\w+/g, '[^/]+');
  return new RegExp(`^${exact}${splat ? '(?:/.*)?' : '/?'}$`);
}

/**
 * The first views and the paths they show on, as the browser names them (`/index%20copy`): the
 * first script's copy is made from this by the build (`virtual:first-views`).
 */
export function firstViewPatterns(): Array<readonly [FirstView, RegExp]> {
  return flatRoutes().flatMap(({ path, route }) =>
    route.firstView ? [[route.firstView, pathPattern(encodeURI(path))] as const] : [],
  );
}

/** What the first script shows on `pathname`, as the browser names it. */
export function firstViewOf(pathname: string): FirstView | undefined {
  return firstViewPatterns().find(([, pattern]) => pattern.test(pathname))?.[0];
}

/** A route with its whole path, as the router matches it. */
export interface FlatRoute {
  path: string;
  route: RouteDeclaration;
}

/** Every route with its whole path, parents before their children. */
export function flatRoutes(routes = ROUTES, parent = ''): FlatRoute[] {
  return routes.flatMap((route) => {
    const path =
      route.path === undefined
        ? parent
        : route.path.startsWith('/')
          ? route.path
          : `${parent}/${route.path}`;
    return [{ path, route }, ...flatRoutes(route.children ?? [], path)];
  });
}

/**
 * The screens' paths: every route but the catch-all at the top (`/*`), which answers what no
 * screen answers (an admin's unknown page is the admin section's own).
 */
function screenRoutes(): FlatRoute[] {
  return flatRoutes().filter(({ path }) => path !== '/*');
}

/**
 * The page that answers `path` (decoded) when it has no prerendered page of its own: a route's
 * own shell (a post's, a member page's), the empty shell for any other screen's path (my page's
 * screens, a post's edit form, an admin's pages, or a prerendered page with a trailing slash), and the not-found
 * screen's page for a path no screen answers.
 */
export function fallbackPage(path: string): string {
  const found = screenRoutes().find((flat) => pathPattern(flat.path).test(path));
  if (!found) return NOT_FOUND_PAGE;
  return found.route.shell?.page ?? SHELL;
}

/** A page the build writes from the app's own markup. */
export interface BuiltPage {
  /** The path React renders it at. */
  route: string;
  /** Its file in the build. */
  file: string;
  /** The screen's module, by its path from the root (`src/...`). */
  screen: string;
  /** When its code loads (app/app-code.ts). */
  load: 'after-paint' | 'on-reason';
  /** Hydrated by React (a prerendered page), or rendered over (a route's shell). */
  hydrated: boolean;
}

/** Every page the build writes besides the empty shell: prerendered routes and routes' shells. */
export function builtPages(): BuiltPage[] {
  return flatRoutes().flatMap(({ path, route }) => {
    const page = (at: string, file: string, hydrated: boolean): BuiltPage => ({
      route: at,
      file,
      screen: `src/${route.screen.module}`,
      load: route.codeOnReason ? 'on-reason' : 'after-paint',
      hydrated,
    });
    const prerendered =
      route.prerender === true
        ? [path]
        : (route.prerender ?? []).map((value) => path.replace(/:\w+/, value));
    return [
      ...prerendered.map((at) => page(at, pageFile(at), true)),
      ...(route.shell ? [page(route.shell.at, route.shell.page, false)] : []),
    ];
  });
}

/** One of firebase.json's `hosting.rewrites`: to a page, or to a function of the server. */
export type HostingRewrite =
  PageRewrite | { source: string; function: { functionId: string; region: string } };

interface PageRewrite {
  source: string;
  destination: string;
}

/** The region the server's functions run in (functions/src/index.ts: the default). */
export const SERVER_REGION = 'us-central1';

/**
 * Hosting's rewrites, for the paths no file of the build answers: each screen's path that is not
 * prerendered as a whole, in Hosting's globs (`*` one segment, `**` any path). Hosting answers
 * any other path with `404.html`; it drops a trailing slash itself (`trailingSlash: false`). A
 * path the server answers goes to its function first; its page's rewrite follows, for a Hosting
 * without the server (the emulators' config drops the function's rewrite when it does not run).
 */
export function hostingRewrites(): HostingRewrite[] {
  const glob = (path: string) => path.replace(/\/\*$/, '/**').replace(/:\w+/g, '*');
  const rewrites = screenRoutes()
    .filter(({ route }) => route.prerender !== true)
    .map(({ path, route }): PageRewrite => ({
      source: glob(path),
      destination: `/${route.shell?.page ?? SHELL}`,
    }));
  // Each once (an index route has its parent's path), and none under a splat (an admin's pages).
  const splats = rewrites.filter(({ source }) => source.endsWith('/**'));
  const underSplat = ({ source, destination }: PageRewrite) =>
    splats.some(
      (splat) =>
        splat.destination === destination &&
        source !== splat.source &&
        source.startsWith(splat.source.slice(0, -2)),
    );
  const pages = rewrites.filter(
    (rewrite, index) =>
      rewrites.findIndex(({ source }) => source === rewrite.source) === index &&
      !underSplat(rewrite),
  );
  const functions = new Map(
    screenRoutes().flatMap(({ path, route }) =>
      route.serverFunction ? [[glob(path), route.serverFunction] as const] : [],
    ),
  );
  return pages.flatMap((page): HostingRewrite[] => {
    const functionId = functions.get(page.source);
    return functionId
      ? [{ source: page.source, function: { functionId, region: SERVER_REGION } }, page]
      : [page];
  });
}
