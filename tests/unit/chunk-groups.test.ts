import { describe, expect, it } from 'vitest';
import {
  boardScreens,
  chunkGroups,
  moduleGraph,
  preloadedWithImport,
  rootsOf,
} from '../../build/chunk-groups';

// The chunk groups come from the module graph (build/chunk-groups.ts): a module lands in its
// group by who imports it, so a renamed or new file cannot leave its group without a word.

/** A small app: `import` lists static imports, `lazy` dynamic ones. */
const APP: Record<string, { imports?: string[]; lazy?: string[]; entry?: true }> = {
  '/index.html': { entry: true, imports: ['/src/main.tsx'] },
  '/src/main.tsx': {
    imports: ['/node_modules/react/index.js', '/src/lib/store.ts', '/src/app/shell.tsx'],
    lazy: ['/src/board/board-page.tsx', '/src/posts/post-page.tsx', '/src/search/search.tsx'],
  },
  '/src/app/shell.tsx': { imports: ['/src/lib/store.ts'] },
  '/src/early.ts': {
    entry: true,
    imports: ['/src/app/reads.ts'],
    lazy: ['/src/posts/early-post.ts'],
  },
  '/src/app/reads.ts': { imports: ['/src/lib/time.ts', '/src/board/rows.ts'] },
  '/src/board/rows.ts': {},
  '/src/lib/time.ts': {},
  '/src/lib/store.ts': { imports: ['/node_modules/jotai/index.js'] },
  '/src/board/board-page.tsx': {
    imports: ['/src/board/board-data.ts', '/src/posts/post-list.tsx', '/src/lib/store.ts'],
  },
  '/src/board/board-data.ts': { imports: ['/src/lib/time.ts'] },
  '/src/posts/post-list.tsx': {
    imports: ['/node_modules/virtual/index.js', '/src/ui/avatar.tsx', '/src/lib/time.ts'],
  },
  '/src/ui/avatar.tsx': {},
  '/src/search/search.tsx': { imports: ['/src/posts/post-list.tsx'] },
  '/src/posts/post-page.tsx': {
    imports: ['/src/ui/avatar.tsx', '/node_modules/micromark/index.js', '/src/posts/post-view.ts'],
  },
  '/src/posts/early-post.ts': {
    imports: ['/node_modules/micromark/index.js', '/src/posts/post-view.ts', '/src/posts/draw.ts'],
  },
  '/src/posts/post-view.ts': {},
  '/src/posts/draw.ts': {},
  '/node_modules/react/index.js': {},
  '/node_modules/jotai/index.js': {},
  '/node_modules/virtual/index.js': {},
  '/node_modules/micromark/index.js': {},
};

const graph = moduleGraph(
  Object.keys(APP),
  {
    firstScript: '/src/early.ts',
    postList: '/src/posts/post-list.tsx',
    boardScreens: ['/src/board/board-page.tsx'],
    firstViews: ['/src/posts/early-post.ts'],
  },
  (id) =>
    APP[id]
      ? {
          isEntry: APP[id].entry === true,
          importedIds: APP[id].imports ?? [],
          dynamicallyImportedIds: APP[id].lazy ?? [],
        }
      : null,
);

/** The chunk `id` goes to: the first group by priority, then by order, as rolldown picks. */
const groupOf = (id: string) => {
  const group = chunkGroups(graph)
    .map((each, index) => ({ ...each, index }))
    .sort((a, b) => b.priority - a.priority || a.index - b.index)
    .find(({ test }) => (test instanceof RegExp ? test.test(id) : test(id)));
  return typeof group?.name === 'function' ? group.name(id) : group?.name;
};

describe('the chunk groups', () => {
  it("give the first script's chunk all it imports statically, not what it imports on demand", () => {
    expect([...graph.firstScript].sort()).toEqual([
      '/src/app/reads.ts',
      '/src/board/rows.ts',
      '/src/lib/time.ts',
    ]);
    expect(groupOf('/src/lib/time.ts')).toBe('first-reads');
    // In the board's folder, but the first script's: it comes with the first script.
    expect(groupOf('/src/board/rows.ts')).toBe('first-reads');
    // What it imports on one page alone: a chunk of its own, named after it, with what it brings
    // (a view React renders too).
    expect(groupOf('/src/posts/early-post.ts')).toBe('early-post');
    expect(groupOf('/src/posts/draw.ts')).toBe('early-post');
    expect(groupOf('/src/posts/post-view.ts')).toBe('early-post');
  });

  it("give the framework what the app's entry and its lazy screens share, and its packages", () => {
    expect([...graph.shared].sort()).toEqual([
      '/node_modules/jotai/index.js',
      '/node_modules/react/index.js',
      '/src/lib/store.ts',
    ]);
    expect(groupOf('/src/app/shell.tsx')).toBeUndefined();
  });

  it("keep the board's screen with its data, and the post list apart with its packages", () => {
    expect(groupOf('/src/board/board-page.tsx')).toBe('board-page');
    expect(groupOf('/src/board/board-data.ts')).toBe('board-page');
    expect(groupOf('/src/posts/post-list.tsx')).toBe('post-list');
    expect(groupOf('/node_modules/virtual/index.js')).toBe('post-list');
    expect(groupOf('/src/ui/avatar.tsx')).toBe('screen-parts');
    expect(groupOf('/src/features/posts/markdown/post-markdown.ts')).toBe('markdown-parser');
  });

  it("take the board's screens from the route table", () => {
    expect(boardScreens()).toEqual([
      'src/features/board/board-page.tsx',
      'src/features/board/index-copy-page.tsx',
    ]);
    expect(rootsOf('src/early.ts', 'x.tsx').boardScreens).toEqual(boardScreens());
  });
});

describe("a dynamic import's preloads", () => {
  it("are named by the first script's chunks only (the page names its own)", () => {
    const deps = ['assets/markdown-parser-M.js'];
    const from = (hostId: string, hostType: 'html' | 'js' = 'js') =>
      preloadedWithImport('assets/early-post-P2x9Kq1Z.js', deps, { hostId, hostType });
    expect(from('assets/first-reads-Fh3_k-9Q.js')).toEqual(deps);
    expect(from('assets/early-E2x9Kq1Z.js')).toEqual(deps);
    expect(from('index.html', 'html')).toEqual(deps);
    expect(from('assets/board-page-B2x9Kq1Z.js')).toEqual([]);
    expect(from('assets/early-post-P2x9Kq1Z.js')).toEqual([]);
  });
});
