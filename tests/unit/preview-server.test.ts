import { describe, expect, it } from 'vitest';
import { previewAnswer } from '../../build/shell-fallback';

// What `vite preview` answers a path with no page of its own with: the page Hosting would answer
// (build/shell-fallback.ts).

describe("the preview's answer to a path with no page of its own", () => {
  const files = new Set(['index.html', 'board.html', 'index copy.html']);
  const answer = (pathname: string) => previewAnswer(pathname, (file) => files.has(file));

  it("is the static server's for a page or a file of its own", () => {
    for (const pathname of ['/', '/board', '/index%20copy', '/assets/x.js', '/sw.js']) {
      expect(answer(pathname), pathname).toBeNull();
    }
  });

  it("is a shell for a screen's path, the not-found page with a 404 for any other", () => {
    expect(answer('/posts/seed-post-01')).toEqual({ page: 'posts-shell.html', status: 200 });
    expect(answer('/board/')).toEqual({ page: 'shell.html', status: 200 });
    expect(answer('/mypage/profile')).toEqual({ page: 'shell.html', status: 200 });
    expect(answer('/no/such/page')).toEqual({ page: 'ErrorNotFound.html', status: 404 });
    expect(answer('/%E0%A4%A')).toEqual({ page: 'ErrorNotFound.html', status: 404 });
  });
});
