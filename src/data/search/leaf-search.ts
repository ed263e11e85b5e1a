import type MiniSearch from 'minisearch';
import type { Query } from 'minisearch';

// An all-words query (search-index.ts's buildQuery) is a tree of ANDs over leaves, each leaf one
// term with its prefix and typo settings. MiniSearch scores the tree leaf by leaf and adds the
// leaves' scores up the tree, so a leaf's hits (the posts it matches, each with its score and
// the terms it matched) do not depend on the other leaves. Here each leaf is searched on its own
// (through MiniSearch's public search), the most selective first, and the tree's answer is put
// together from the leaves' hits exactly as MiniSearch puts it together: the same posts, the
// same scores (the same additions in the same order), the same matched terms, the same order.
// A leaf searched in full is kept (LeafCache) while the index does not change, so typing on
// searches only the word being typed; a leaf searched once few posts are left is searched only
// among them.

/** One term of the query tree: a node whose only query is a string. */
export interface Leaf {
  term: string;
  prefix: boolean | undefined;
  fuzzy: boolean | number | undefined;
  /** The node of the tree, as given to MiniSearch. */
  query: Query;
}

type Node = { kind: 'leaf'; key: string } | { kind: 'and'; children: Node[] };

/** A leaf's hits, in the order MiniSearch first came to each post (its results map's order). */
export interface LeafHits {
  /** The leaf's term. */
  term: string;
  /** The post's id, to its place in that order. */
  at: Map<string, number>;
  score: Float64Array;
  /** The post's terms that matched (shared between posts that matched the same). */
  terms: string[][];
}

/**
 * The tree of an all-words query and its distinct leaves, or null when the query is not one this
 * file knows how to put together (an OR, or a node with options of its own beyond a leaf's).
 */
export function leavesOf(query: Query): { root: Node; leaves: Map<string, Leaf> } | null {
  const leaves = new Map<string, Leaf>();
  const walk = (node: Query): Node | null => {
    if (typeof node === 'string') return null;
    const { queries, combineWith, prefix, fuzzy, ...rest } = node as {
      queries: Query[];
      combineWith?: string;
      prefix?: boolean;
      fuzzy?: boolean | number;
      [option: string]: unknown;
    };
    if (Object.keys(rest).length > 0) return null;
    if (queries.length === 1 && typeof queries[0] === 'string') {
      // Searched on its own, the node scores as it does in the tree: the AND nodes above it
      // carry no options it would inherit.
      const leaf: Leaf = { term: queries[0], prefix, fuzzy, query: node };
      const key = `${String(prefix)}|${String(fuzzy)}|${leaf.term}`;
      if (!leaves.has(key)) leaves.set(key, leaf);
      return { kind: 'leaf', key };
    }
    if (combineWith !== 'AND' || prefix !== undefined || fuzzy !== undefined) return null;
    const children: Node[] = [];
    for (const child of queries) {
      const done = walk(child);
      if (!done) return null;
      children.push(done);
    }
    return children.length > 0 ? { kind: 'and', children } : null;
  };
  const root = walk(query);
  return root ? { root, leaves } : null;
}

/** Searches one leaf; with `among`, only those posts are scored (the others are skipped). */
export function searchLeaf(
  mini: MiniSearch<unknown>,
  leaf: Leaf,
  among: ReadonlySet<string> | null,
  shared: Map<string, string[]>,
): LeafHits {
  const at = new Map<string, number>();
  // MiniSearch asks for a post's boost as it comes to the post, before scoring it: the first
  // time it asks is the post's place in its results map, which breaks ties in the final order.
  const results = mini.search(leaf.query, {
    boostDocument: (id: string) => {
      if (among && !among.has(id)) return 0;
      if (!at.has(id)) at.set(id, at.size);
      return 1;
    },
  });
  const score = new Float64Array(at.size);
  const terms: string[][] = new Array<string[]>(at.size);
  for (const result of results) {
    const i = at.get(result.id as string)!;
    // One query term: MiniSearch's score is the leaf's own, times 1.
    score[i] = result.score;
    const key = result.terms.join('\u0000');
    let same = shared.get(key);
    if (!same) shared.set(key, (same = result.terms));
    terms[i] = same;
  }
  return { term: leaf.term, at, score, terms };
}

/** Full leaves' hits kept between searches while the index stays the same, least recent out. */
export class LeafCache {
  private readonly leaves = new Map<string, LeafHits>();
  private entries = 0;
  /** The matched-term lists, shared between posts and leaves. */
  readonly shared = new Map<string, string[]>();
  private version = -1;

  /** `maxEntries`: at most this many posts' hits over all kept leaves (about 50 bytes each). */
  constructor(private readonly maxEntries = 600_000) {}

  /** Forgets everything when the index is no longer the one the leaves were searched on. */
  at(version: number): this {
    if (version !== this.version) {
      this.leaves.clear();
      this.shared.clear();
      this.entries = 0;
      this.version = version;
    }
    return this;
  }

  get(key: string): LeafHits | undefined {
    const hits = this.leaves.get(key);
    if (hits) {
      this.leaves.delete(key);
      this.leaves.set(key, hits);
    }
    return hits;
  }

  set(key: string, hits: LeafHits, keep: ReadonlySet<string>): void {
    this.leaves.set(key, hits);
    this.entries += hits.at.size;
    for (const [other, old] of this.leaves) {
      if (this.entries <= this.maxEntries) break;
      if (keep.has(other)) continue;
      this.leaves.delete(other);
      this.entries -= old.at.size;
    }
  }

  /** How many posts the longest kept leaf whose term starts this one's matched (a guess). */
  guess(leaf: Leaf): number {
    let best = Infinity;
    let longest = -1;
    for (const { term, at } of this.leaves.values()) {
      if (term.length > longest && leaf.term.startsWith(term)) {
        longest = term.length;
        best = at.size;
      }
    }
    return best;
  }
}

export interface TreeHit {
  id: string;
  score: number;
  /** Shared between hits that matched the same terms: not to be changed. */
  terms: string[];
}

/** Posts gone through between two of a search's steps (see Steps). */
export const STEP = 4_096;

/**
 * A search that can stop between its steps: it yields after each word searched and each STEP
 * posts gone through, and returns its answer. Run to the end at once (`run`), it is the plain
 * search; the search worker runs it a few steps at a time, so a newer search can take its place
 * (search-worker-core.ts). Each word's search in MiniSearch is one step, not cut.
 */
export type Steps<T> = Generator<void, T, void>;

/** Runs a search's steps to the end. */
export function run<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

interface TreeOptions {
  cache: LeafCache;
  within?: ReadonlySet<string>;
  keep: (id: string) => boolean;
  /** Below this many posts left, a leaf not kept is searched only among them. */
  few: number;
}

/**
 * The hits of an all-words tree, best first, as MiniSearch's search of the whole tree gives them
 * (with `within`, as it gives them when every other post's boost is 0), kept by `keep`; in steps
 * (`run` takes them to the end at once).
 */
export function* searchTreeSteps(
  mini: MiniSearch<unknown>,
  tree: { root: Node; leaves: Map<string, Leaf> },
  options: TreeOptions,
): Steps<TreeHit[]> {
  const { cache, within, keep, few } = options;
  const keys = new Set(tree.leaves.keys());
  const found = new Map<string, LeafHits>();
  // Kept leaves first, fewest hits first; then the others, those likely to match fewest first.
  const order = [...tree.leaves].map(([key, leaf]) => {
    const kept = cache.get(key);
    return { key, leaf, kept, size: kept ? kept.at.size : cache.guess(leaf) };
  });
  order.sort((a, b) => Number(!a.kept) - Number(!b.kept) || a.size - b.size);
  // The posts still in the running, once they are few enough to search the other leaves only
  // among them; until then, every post each leaf found is checked at the end.
  let left: Set<string> | null = within && within.size <= few ? new Set(within) : null;
  let smallest: { size: number; keys(): Iterable<string> } | null = within ?? null;
  for (const { key, leaf, kept } of order) {
    let hits = kept;
    if (!hits) {
      const among = left;
      hits = searchLeaf(mini, leaf, among, cache.shared);
      if (!among) cache.set(key, hits, keys);
    }
    found.set(key, hits);
    if (left) {
      for (const id of left) if (!hits.at.has(id)) left.delete(id);
    } else if (hits.at.size <= few) {
      left = new Set(within ? [...hits.at.keys()].filter((id) => within.has(id)) : hits.at.keys());
    }
    if (!smallest || hits.at.size < smallest.size) smallest = hits.at;
    if ((left ?? hits.at).size === 0) return [];
    yield;
  }
  const candidates = left ?? smallest!.keys();

  // Each leaf's place in `distinct`, and the leaves in the tree's order (a leaf may repeat).
  const distinct = [...tree.leaves.keys()];
  const hitsOf = distinct.map((key) => found.get(key)!);
  const slot = new Map(distinct.map((key, i) => [key, i]));
  const inOrder: number[] = [];
  const collect = (node: Node) => {
    if (node.kind === 'leaf') inOrder.push(slot.get(node.key)!);
    else node.children.forEach(collect);
  };
  collect(tree.root);
  // The order before sorting: MiniSearch's AND keeps the right-hand side's order, so the whole
  // tree's is its last leaf's.
  const last = inOrder[inOrder.length - 1]!;
  // Every post found matched every leaf, each with its one query term: MiniSearch's quality
  // factor is the number of distinct leaf terms.
  const quality = new Set([...tree.leaves.values()].map((leaf) => leaf.term)).size || 1;

  // The sum up the tree, in MiniSearch's order: each AND adds its children left to right.
  const place = new Int32Array(distinct.length);
  const scoreOf = (node: Node): number => {
    if (node.kind === 'leaf') {
      const i = slot.get(node.key)!;
      return hitsOf[i]!.score[place[i]!]!;
    }
    let sum = scoreOf(node.children[0]!);
    for (let i = 1; i < node.children.length; i += 1) sum = sum + scoreOf(node.children[i]!);
    return sum;
  };
  // The matched terms: each leaf's merged in, in the tree's order, as MiniSearch's AND merges
  // them (Object.assign); posts that matched the same lists share the result.
  type Merged = Map<string[], Merged> & { terms?: string[] };
  const merged: Merged = new Map();
  const termsOf = (): string[] => {
    let node = merged;
    for (const i of inOrder) {
      const list = hitsOf[i]!.terms[place[i]!]!;
      let next = node.get(list);
      if (!next) node.set(list, (next = new Map()));
      node = next;
    }
    if (!node.terms) {
      const match: Record<string, true> = {};
      for (const i of inOrder) for (const term of hitsOf[i]!.terms[place[i]!]!) match[term] = true;
      node.terms = Object.keys(match);
    }
    return node.terms;
  };

  const out: Array<TreeHit & { place: number }> = [];
  let gone = 0;
  next: for (const id of candidates) {
    if (++gone % STEP === 0) yield;
    if (within && !within.has(id)) continue;
    for (let i = 0; i < hitsOf.length; i += 1) {
      const at = hitsOf[i]!.at.get(id);
      if (at === undefined) continue next;
      place[i] = at;
    }
    if (!keep(id)) continue;
    out.push({ id, score: scoreOf(tree.root) * quality, terms: termsOf(), place: place[last]! });
  }
  out.sort((a, b) => b.score - a.score || a.place - b.place);
  return out;
}
