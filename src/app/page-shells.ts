/**
 * The pages that answer paths with no prerendered page of their own. A post's URL (not its edit
 * form) gets `posts-shell.html`, the header and the post's loading state; any other path the
 * empty `shell.html`. Read by the build's preview server (vite.config.ts) and the service worker;
 * firebase.json's rewrites say the same in Hosting's globs.
 */
export const POST_PAGE = /^\/posts\/[^/]+\/?$/;
export const POST_SHELL = 'posts-shell.html';
export const SHELL = 'shell.html';
