// `vite preview` answers a path with no page of its own as Hosting does (firebase.json's
// rewrites), rather than with the home page's HTML: a screen's path with the empty shell, a
// post with the post's shell, and a path no screen answers with the not-found page and a 404.
import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { decodedPath, NOT_FOUND_PAGE, pageFile } from '../src/app/page-shells';
import { fallbackPage } from '../src/app/route-table';

/** What answers `pathname`: the static files (a page or a file of its own), a page, or a 404. */
export function previewAnswer(
  pathname: string,
  hasFile: (file: string) => boolean,
): { page: string; status: 200 | 404 } | null {
  const page = decodedPath(pathname);
  if (path.extname(page) || hasFile(pageFile(page))) return null;
  const fallback = fallbackPage(page);
  return { page: fallback, status: fallback === NOT_FOUND_PAGE ? 404 : 200 };
}

export function shellFallback(): Plugin {
  return {
    name: 'shell-fallback',
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const answer =
          req.method === 'GET'
            ? previewAnswer(url.pathname, (file) => existsSync(path.join(outDir, file)))
            : null;
        if (!answer) return next();
        if (answer.status === 200) {
          req.url = `/${answer.page}${url.search}`;
          return next();
        }
        // Served here: the static server would answer it with a 200. With the preview's headers
        // (its Content-Security-Policy), which its own middleware sets only after this one.
        for (const [name, value] of Object.entries(server.config.preview.headers ?? {}))
          if (value !== undefined) res.setHeader(name, value);
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        createReadStream(path.join(outDir, answer.page)).pipe(res);
      });
    },
  };
}
