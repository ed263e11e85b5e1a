/**
 * The pages that answer paths with no prerendered page of their own. A post's URL (not its edit
 * form) gets `posts-shell.html`, the header and the post's loading state; a path one of the app's
 * screens answers (`SHELL_PATHS`: a member's pages, a post's edit form, an admin's pages, or a
 * prerendered route with a trailing slash) the empty `shell.html`; any other path the not-found
 * screen's page, with a 404 status where the server sets one (Hosting serves it as `404.html`,
 * a copy the build writes: its own name would be redirected to `/404`, a 404 the service
 * worker could not keep). Read by the build's
 * preview server (vite.config.ts) and the service worker; firebase.json's rewrites say the same
 * in Hosting's globs (tests/unit/page-shells.test.ts holds the three, and app/routes.tsx, in step).
 */
export const POST_PAGE = /^\/posts\/[^/]+\/?$/;
export const POST_SHELL = 'posts-shell.html';
export const SHELL = 'shell.html';
export const NOT_FOUND_PAGE = 'ErrorNotFound.html';
/** The not-found page's copy that Firebase Hosting serves where no file or rewrite answers. */
export const HOSTING_404 = '404.html';

/**
 * The paths app/routes.tsx gives a screen of their own (its catch-all, the not-found screen,
 * aside), with or without a trailing slash. A post's URL is `POST_PAGE`'s. Spelled as they are:
 * Hosting's paths are case-sensitive, and these say what it does (React Router, which is not,
 * then shows `/Board`'s screen over the not-found page).
 */
export const SHELL_PATHS: readonly RegExp[] = [
  /^\/(board|index copy|search|carrer\/lisner|chatbot|pokeCardPage|vueuse|todos|sync|hobby|ErrorNotFound)?\/?$/,
  /^\/posts\/[^/]+(\/edit)?\/?$/,
  /^\/portfolio\/[^/]+\/?$/,
  /^\/(mypage|admin)(\/.*)?$/,
];

/** A URL's path as its pages are named (`/index%20copy` is `/index copy`); as it is if malformed. */
export function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** The page that answers `path` (decoded) when it has no prerendered page of its own. */
export function fallbackPage(path: string): string {
  if (POST_PAGE.test(path)) return POST_SHELL;
  return SHELL_PATHS.some((pattern) => pattern.test(path)) ? SHELL : NOT_FOUND_PAGE;
}
