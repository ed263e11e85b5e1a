// Fails the build when a public page's first load passes its budget: the JavaScript its HTML
// loads or preloads and what that imports (build/first-load.mjs, which `npm run bench` prints
// too), gzip -9. A page's first paint waits on it, on a phone's network most of all.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { MEMBER_SHELL, POST_SHELL } from '../src/app/page-shells';
import { firstLoadOf, readBuild, type FirstLoad } from './first-load.mjs';

/**
 * Each kind of page's first load at most, in KB: the home's is the first script alone; every
 * other page's is its size when the budget was set, and 2 KB more.
 */
export const FIRST_LOAD_BUDGET_KB = {
  /** `/`: the first script and what it imports. */
  home: 12,
  /**
   * A post's shell: the first script, the early post and its markdown pipeline (micromark, mdast
   * and hast, as react-markdown runs them: the post's markup is decided once for both renderers),
   * and GitHub's extensions at a low priority. It draws each comment's replies too, collapsed past
   * three, the post's and the comments' mentions as links named as the page knows the members, as
   * React will, and a hidden comment's line, so nothing moves when React takes over.
   */
  post: 46,
  /**
   * A member page's shell: the first script and the early member page (its reads, header and
   * the posts' rows).
   */
  member: 16,
  /** A page whose code waits for a reason: the first script alone. */
  onReason: 12.4,
  /**
   * A page whose code loads once painted, or at once (the empty shell): React and the app too,
   * with the community's shared parts (threads, author links, mutes) in the app's main chunk.
   */
  withCode: 114,
};

/** A page's budget (KB) and its kind, for the message. */
export function budgetOf(load: FirstLoad): { kb: number; kind: string } {
  if (load.page === 'index.html') return { kb: FIRST_LOAD_BUDGET_KB.home, kind: 'the home' };
  if (load.page === POST_SHELL) return { kb: FIRST_LOAD_BUDGET_KB.post, kind: "a post's shell" };
  if (load.page === MEMBER_SHELL)
    return { kb: FIRST_LOAD_BUDGET_KB.member, kind: "a member page's shell" };
  return load.appCode
    ? { kb: FIRST_LOAD_BUDGET_KB.onReason, kind: 'a page whose code waits for a reason' }
    : { kb: FIRST_LOAD_BUDGET_KB.withCode, kind: 'a page that loads its code at once' };
}

/** Every HTML page in the build, by its path in it. */
async function pagesIn(distDir: string, folder = ''): Promise<string[]> {
  const entries = await readdir(path.join(distDir, folder), { withFileTypes: true });
  const pages = await Promise.all(
    entries.map(async (entry) => {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : pagesIn(distDir, file);
      return entry.name.endsWith('.html') ? [file] : [];
    }),
  );
  return pages.flat().sort();
}

/** What is wrong with the build's pages, one message per page over its budget; none if none. */
export async function pagesOverBudget(distDir: string): Promise<string[]> {
  const build = await readBuild(distDir);
  const messages: string[] = [];
  for (const page of await pagesIn(distDir)) {
    const load = await firstLoadOf(build, page);
    const budget = budgetOf(load);
    if (load.kb <= budget.kb) continue;
    const biggest = load.rows
      .slice(0, 3)
      .map((row) => `${path.basename(row.file)} ${row.gzipKb.toFixed(2)} KB`)
      .join(', ');
    messages.push(
      `${page}: its first load is ${load.kb.toFixed(2)} KB (gzip -9), over its budget of ` +
        `${budget.kb} KB (${budget.kind}); biggest: ${biggest}`,
    );
  }
  return messages;
}

export function pageBudget(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'page-budget',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const over = await pagesOverBudget(path.resolve(config.root, config.build.outDir));
        if (over.length > 0) {
          throw new Error(
            `The first load of ${over.length} page(s) passes its budget ` +
              `(build/page-budget.ts):\n  ${over.join('\n  ')}`,
          );
        }
      },
    },
  };
}
