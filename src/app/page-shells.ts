/**
 * The pages that answer paths with no prerendered page of their own (which path gets which:
 * `fallbackPage` in app/route-table.ts). A post's URL gets `posts-shell.html`, the header and
 * the post's loading state, and a member's `members-shell.html` likewise; another screen's path
 * the empty `shell.html`; any other path the
 * not-found screen's page, with a 404 status where the server sets one (Hosting serves it as
 * `404.html`, a copy the build writes: its own name would be redirected to `/404`, a 404 the
 * service worker could not keep).
 */
export const POST_SHELL = 'posts-shell.html';
/** A member's page's shell: the header and the member page's loading state. */
export const MEMBER_SHELL = 'members-shell.html';
export const SHELL = 'shell.html';
export const NOT_FOUND_PAGE = 'ErrorNotFound.html';
/** The not-found page's copy that Firebase Hosting serves where no file or rewrite answers. */
export const HOSTING_404 = '404.html';

/** The file a prerendered path is written to (`/board` is `board.html`, served at `/board`). */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/** A URL's path as its pages are named (`/index%20copy` is `/index copy`); as it is if malformed. */
export function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
