// How the app's code is cut into chunks, by entry, folder or package rather than by lists of
// module names: a renamed or new file lands in its group by where it is and who imports it. Each
// static import between chunks is one more round trip before a screen can render (the browser
// learns of a chunk's imports only once it has arrived), so the groups keep a page's code in
// few chunks without making one screen fetch another's code.
import path from 'node:path';
import type { Plugin } from 'vite';
import { FIRST_VIEW_MODULES, flatRoutes } from '../src/app/route-table';
import { EARLY_ENTRY } from './early-entry';

/** The module graph's facts the groups are made from, recorded once the graph is complete. */
export interface ModuleGraph {
  /** What the first script imports statically: on every public page's first load. */
  firstScript: Set<string>;
  /** What the app's entry imports statically that lazy code imports too, packages included. */
  shared: Set<string>;
  /** What the post list's rows show: its own imports from src/. */
  postRow: Set<string>;
  /** What the board's screens import that no other code does. */
  board: Set<string>;
  /** The post list and the packages it brings (its virtualizer). */
  postList: Set<string>;
  /**
   * What each first view imported on its page alone (FIRST_VIEW_MODULES) brings that the first
   * script does not, by the chunk it goes to (the view's module's name). None of it is React's,
   * so the app's screens share it without bringing React to a first visit.
   */
  firstViews: Map<string, string>;
}

/** The modules the groups are made from, by their paths from the root. */
export interface GraphRoots {
  /** The first script (src/early.ts), an entry of its own beside index.html. */
  firstScript: string;
  /** The list of posts the board, the search and a tag's page show. */
  postList: string;
  /** The board's screens (the route table's routes whose first view is the board's rows). */
  boardScreens: readonly string[];
  /** The modules that draw the first views (the route table's FIRST_VIEW_MODULES). */
  firstViews: readonly string[];
}

/** The roots the route table gives, the first script and the post list named by the caller. */
export function rootsOf(firstScript: string, postList: string): GraphRoots {
  return {
    firstScript,
    postList,
    boardScreens: boardScreens(),
    firstViews: Object.values(FIRST_VIEW_MODULES)
      .filter(({ withFirstScript }) => !withFirstScript)
      .map(({ module }) => `src/${module}`),
  };
}

/** The board's screens' modules: the route table's routes whose first view is its rows. */
export function boardScreens(): string[] {
  return flatRoutes()
    .filter(({ route }) => route.firstView === 'board-rows')
    .map(({ route }) => `src/${route.screen.module}`);
}

interface GraphNode {
  isEntry: boolean;
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

/** Every module reachable from `roots` by static imports, the roots among them. */
export function staticallyReachable(
  roots: Iterable<string>,
  nodeOf: (id: string) => GraphNode | null,
): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    nodeOf(id)?.importedIds.forEach(visit);
  };
  for (const root of roots) visit(root);
  return seen;
}

const isPackage = (id: string) => /[\\/]node_modules[\\/]/.test(id);

/**
 * The groups' facts from the graph of `ids`, `roots` as absolute ids. A module's imports here are
 * all it names, used or not (a feature's index.ts names all it exports), so each set is what
 * the code might use; the bundle holds only what it does use.
 */
export function moduleGraph(
  ids: readonly string[],
  roots: GraphRoots,
  nodeOf: (id: string) => GraphNode | null,
): ModuleGraph {
  const reach = (from: Iterable<string>) => staticallyReachable(from, nodeOf);
  const without = (set: Set<string>, ...others: Set<string>[]) =>
    new Set([...set].filter((id) => !others.some((other) => other.has(id))));
  const early = ids.includes(roots.firstScript) ? reach([roots.firstScript]) : new Set<string>();
  early.delete(roots.firstScript);
  const entry = reach(ids.filter((id) => id !== roots.firstScript && nodeOf(id)?.isEntry));
  const lazyRoots = [...new Set(ids.flatMap((id) => nodeOf(id)?.dynamicallyImportedIds ?? []))];
  const lazy = reach(lazyRoots);
  const shared = new Set([...entry].filter((id) => isPackage(id) || lazy.has(id)));
  const elsewhere = reach(lazyRoots.filter((id) => !roots.boardScreens.includes(id)));
  const board = without(reach(roots.boardScreens), elsewhere, entry, early);
  const list = [...without(reach([roots.postList]), shared, early)];
  const postRow = new Set(list.filter((id) => id !== roots.postList && !isPackage(id)));
  const postList = new Set(list.filter((id) => id === roots.postList || isPackage(id)));
  const firstViews = new Map(
    roots.firstViews
      .filter((id) => ids.includes(id))
      .flatMap((root) =>
        [...without(reach([root]), early)].map(
          (id) => [id, path.basename(root).replace(/\.tsx?$/, '')] as const,
        ),
      ),
  );
  return { firstScript: early, shared, postRow, board, postList, firstViews };
}

/** Records the module graph for the groups (`chunkGroups`) once it is complete. */
export function recordModuleGraph(roots: GraphRoots): { plugin: Plugin; graph: ModuleGraph } {
  const graph: ModuleGraph = {
    firstScript: new Set(),
    shared: new Set(),
    postRow: new Set(),
    board: new Set(),
    postList: new Set(),
    firstViews: new Map(),
  };
  let root = '';
  const plugin: Plugin = {
    name: 'record-module-graph',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
      const absolute = (file: string) => path.join(root, file);
      const found = moduleGraph(
        [...this.getModuleIds()],
        {
          firstScript: absolute(roots.firstScript),
          postList: absolute(roots.postList),
          boardScreens: roots.boardScreens.map(absolute),
          firstViews: roots.firstViews.map(absolute),
        },
        (id) => this.getModuleInfo(id),
      );
      // A group whose roots left the graph would be empty without a word.
      for (const [name, members] of Object.entries(found)) {
        if (members.size === 0) this.error(`the chunk group of ${name} is empty`);
      }
      Object.assign(graph, found);
    },
  };
  return { plugin, graph };
}

/** The first script's shared chunk. */
export const FIRST_READS = 'first-reads';

const inFolder = (...folders: string[]) =>
  new RegExp(
    `[\\\\/](${folders.map((folder) => folder.replace(/\//g, '[\\\\/]')).join('|')})[\\\\/]`,
  );

/** The groups, highest priority first (a module goes to the first group that takes it). */
export function chunkGroups(graph: ModuleGraph) {
  const member = (set: Exclude<keyof ModuleGraph, 'firstViews'>) => (id: string) =>
    graph[set].has(id);
  const boardFolders = inFolder('src/features/board', 'src/data/board');
  return [
    {
      // What the first script (src/early.ts) imports: the first reads, the early views and the
      // little they need, on every public page's first load (nothing of React's or Firebase's),
      // and the app takes them from here.
      name: FIRST_READS,
      test: member('firstScript'),
      priority: 20,
    },
    {
      // A post's markdown pipeline and what it imports (the parser, mdast, hast): the first
      // visit's early post and the app's markdown view share it, so it loads once. GitHub's
      // extensions stay apart.
      name: 'markdown-parser',
      test: /[\\/]src[\\/]features[\\/]posts[\\/]markdown[\\/](post-markdown|hast-view)\.ts$/,
      priority: 15,
    },
    {
      // A first view imported on its page alone, with what it brings: taken here so no other
      // group (the board's) takes it with React.
      name: (id: string) => graph.firstViews.get(id) ?? null,
      debugName: 'first-view',
      test: (id: string) => graph.firstViews.has(id),
      priority: 12,
      includeDependenciesRecursively: false,
    },
    {
      // What the app's entry and its screens share: the libraries (React, the router,
      // react-intl, jotai) and the app-wide state; one request, one gzip window.
      name: 'framework',
      test: member('shared'),
      priority: 10,
    },
    // A lazy screen's code arrives as few chunks as its modules allow: each static import
    // between chunks is one more round trip before it can render. The groups below take only
    // what they name (includeDependenciesRecursively: false): no screen pulls in another's code.
    {
      // The small pieces a post's row shows (an avatar, the time, the meta line, tags, a
      // pending badge): the board, the search, a tag's page and a post's screen show them.
      name: 'screen-parts',
      test: member('postRow'),
      priority: 9,
      includeDependenciesRecursively: false,
    },
    {
      // The board's screens and their data, in one chunk: its folders, and what only it uses.
      name: 'board-page',
      test: (id: string) => graph.board.has(id) || boardFolders.test(id),
      priority: 8,
      includeDependenciesRecursively: false,
    },
    {
      // The posts list (the board, search, a tag), with its virtualizer.
      name: 'post-list',
      test: member('postList'),
      priority: 8,
      includeDependenciesRecursively: false,
    },
    {
      // What Firestore Lite (a visitor's reads) and the full SDK share: the app's Firebase app
      // and what it imports, loaded once.
      name: 'firebase-app',
      test: /[\\/]src[\\/]data[\\/]remote[\\/]firebase-app\.ts$/,
      priority: 5,
    },
  ];
}

/**
 * Which of a dynamic import's chunks are named for the browser to fetch with it (Vite's
 * `modulePreload.resolveDependencies`). The page's own chunks are preloaded from its HTML. A
 * lazy screen's chunks are not: the service worker precaches every chunk right after the first
 * visit, so a screen's imports come from the cache anyway. What the first script imports on
 * demand (a visitor's post, src/app/route-reads.ts) is the exception: it is on the way to a first
 * visit's paint, and its markdown parser should come with it, not after it.
 */
export function preloadedWithImport(
  _file: string,
  deps: string[],
  { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' },
): string[] {
  // A chunk's file is `[name]-[hash].js`, its hash 8 characters.
  const firstScript = new RegExp(`(^|/)(${FIRST_READS}|${EARLY_ENTRY})-[\\w-]{8}\\.js$`);
  return hostType === 'html' || firstScript.test(hostId) ? deps : [];
}
