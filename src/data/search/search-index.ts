import MiniSearch, { type Query, type SearchOptions } from 'minisearch';
import type { Category } from '../model/post';
import type { Locale } from '../../i18n/catalogs';
import { bigrams, fold, queryUnits, tokenize, type Unit } from './tokenize';
import { LeafCache, leavesOf, run, searchTreeSteps, STEP, type Steps } from './leaf-search';

/** What the index holds: a mirrored post, or a page of the site (career, portfolio). */
export interface SearchDocument {
  id: string;
  kind: 'post' | 'page';
  title: string;
  /** Plain text or markdown; markup characters never become terms. */
  content: string;
  tags: readonly string[];
  author: string;
  category: Category | null;
  /** A page exists once per language; posts are in whatever language they were written. */
  locale: Locale | null;
  href: string;
  createdAt: number;
}

export interface SearchHit {
  doc: SearchDocument;
  score: number;
  /** The document's terms that matched (after prefix and typo expansion), for highlighting; hits
   * that matched the same terms may share one list. */
  terms: readonly string[];
}

export interface SearchRequest {
  text: string;
  /** Every one of these tags (compared folded). */
  tags?: readonly string[];
  category?: Category | null;
  kind?: SearchDocument['kind'];
  /** Pages in other languages are left out; posts are kept whatever their language. */
  locale?: Locale;
  /**
   * `all`: every word must match (the search box, as you type). `any`: ranked by how much
   * matches, for questions in natural language (the chatbot).
   */
  match?: 'all' | 'any';
  limit?: number;
  /**
   * Only these documents are scored (the hits of a query this one narrows, see narrowing.ts).
   * Every other document is skipped before its score is computed; the ones kept score exactly
   * as in a full search, since the scores use the whole index's statistics.
   */
  within?: ReadonlySet<string>;
}

const FIELDS = ['title', 'tags', 'author', 'content'] as const;
/** At or below this many posts left, the other words are scored only among them. */
const FEW = 1_000;
const BOOST = { title: 3, tags: 2, author: 1.5, content: 1 };

/** Words too common in questions to say anything about what is asked. */
const QUESTION_WORDS = new Set(
  [
    'a an the is are was were be do does did i me my you your we our it its this that these those',
    'what which who whom whose where when why how can could would should will any some about',
    'tell show explain please of to in on at for from by with and or not there here',
    '뭐 뭐야 뭐예요 뭔가요 무엇 무엇인가요 무슨 어떤 어떻게 어디 어디서 언제 누가 누구 왜',
    '알려줘 알려주세요 알려 주세요 설명해 설명해줘 설명해 주세요 대해 대해서 대한 관련 관해',
    '있나요 있어요 있어 있니 하나요 해요 했어요 인가요 이에요 예요 좀 그 이 저 것 거',
    // As they are left once stripKoreanEnding has taken their endings off.
    '뭔가 뭐예 있나 하나 알려주 알려주세 주세 설명해주 어떤가',
  ]
    .join(' ')
    .split(' '),
);

const tags = (doc: SearchDocument) => doc.tags.join(' ');

export function sameDocument(a: SearchDocument, b: SearchDocument): boolean {
  return (
    a.title === b.title &&
    a.content === b.content &&
    a.author === b.author &&
    a.category === b.category &&
    a.locale === b.locale &&
    a.href === b.href &&
    a.kind === b.kind &&
    a.createdAt === b.createdAt &&
    a.tags.length === b.tags.length &&
    a.tags.every((tag, i) => tag === b.tags[i])
  );
}

// Leaves of the query trees below are single, already folded terms.
const asIs: Pick<SearchOptions, 'tokenize' | 'processTerm'> = {
  tokenize: (term) => [term],
  processTerm: (term) => term,
};

const exact = (term: string): Query => ({ queries: [term], prefix: false, fuzzy: false });

/** A word typed in the box: a prefix of the word it means, or that word with one typo. */
function wordQuery(word: string): Query {
  const typed = /^\d+$/.test(word) ? 0 : word.length >= 4 ? 1 : 0;
  return { queries: [word], prefix: word.length >= 2, fuzzy: typed };
}

/** A CJK run: all its bigrams, anywhere in a word; one character is a prefix of a bigram. */
function runQuery(run: string): Query {
  const grams = bigrams(run);
  if (grams.length === 1 && Array.from(run).length === 1) {
    return { queries: [run], prefix: true, fuzzy: false };
  }
  return { combineWith: 'AND', queries: grams.map(exact) };
}

const meaningful = (unit: Unit) => !QUESTION_WORDS.has(unit.text);

/** The words and CJK runs of a question that say what it is about. */
export function questionUnits(text: string): Unit[] {
  return queryUnits(text).filter(meaningful);
}

/** The query tree for `text`, or null when it has no terms. */
export function buildQuery(text: string, match: 'all' | 'any' = 'all'): Query | null {
  const found = queryUnits(text);
  if (match === 'all') {
    if (found.length === 0) return null;
    return {
      combineWith: 'AND',
      queries: found.map((unit) => (unit.cjk ? runQuery(unit.text) : wordQuery(unit.text))),
    };
  }
  const queries: Query[] = [];
  for (const unit of found.filter(meaningful)) {
    if (unit.cjk) queries.push(...bigrams(unit.text).map(exact));
    else if (unit.text.length >= 2 || /\d/.test(unit.text)) queries.push(wordQuery(unit.text));
  }
  return queries.length > 0 ? { combineWith: 'OR', queries } : null;
}

/** MiniSearch's options for the index (exported for tests that search it the plain way). */
export const MINI_SEARCH_OPTIONS = {
  fields: [...FIELDS],
  extractField: (doc: SearchDocument, field: string) =>
    field === 'tags' ? tags(doc) : (doc[field as keyof SearchDocument] as string),
  tokenize: (text: string) => tokenize(text),
  processTerm: (term: string) => term,
  searchOptions: { ...asIs, boost: BOOST },
};

/**
 * The full-text index over posts and site pages (MiniSearch). It keeps the documents it holds,
 * so a changed document is replaced and an unchanged one costs nothing.
 */
export class SearchIndex {
  private readonly mini = new MiniSearch<SearchDocument>(MINI_SEARCH_OPTIONS);
  private readonly docs = new Map<string, SearchDocument>();
  private changeCount = 0;

  /**
   * Goes up whenever a document is added, replaced or deleted: a kept leaf (leaf-search.ts) or a
   * previous search's hits (narrowing.ts) from before then is no guide.
   */
  get changes(): number {
    return this.changeCount;
  }

  get size(): number {
    return this.docs.size;
  }

  get(id: string): SearchDocument | undefined {
    return this.docs.get(id);
  }

  documents(): IterableIterator<SearchDocument> {
    return this.docs.values();
  }

  /** Adds or replaces one document; returns what it did. */
  set(doc: SearchDocument): 'added' | 'replaced' | 'unchanged' {
    const before = this.docs.get(doc.id);
    if (before && sameDocument(before, doc)) return 'unchanged';
    // Removed, not discarded: a discarded document's terms stay until a search comes to them,
    // and MiniSearch counts them in a term's frequency until then, so scores would depend on
    // which searches ran before (and in which order the leaves of one are searched).
    if (before) this.mini.remove(before);
    this.mini.add(doc);
    this.docs.set(doc.id, doc);
    this.changeCount += 1;
    return before ? 'replaced' : 'added';
  }

  delete(id: string): boolean {
    const before = this.docs.get(id);
    if (!before) return false;
    this.docs.delete(id);
    this.mini.remove(before);
    this.changeCount += 1;
    return true;
  }

  /**
   * Makes the documents for which `inScope` holds exactly `docs`: adds the new ones, replaces
   * the changed ones and deletes the ones no longer there. Others are left alone.
   */
  reconcile(
    docs: Iterable<SearchDocument>,
    inScope: (doc: SearchDocument) => boolean = () => true,
  ): { added: number; replaced: number; removed: number } {
    const counts = { added: 0, replaced: 0, removed: 0 };
    const seen = new Set<string>();
    for (const doc of docs) {
      seen.add(doc.id);
      const done = this.set(doc);
      if (done !== 'unchanged') counts[done] += 1;
    }
    for (const [id, doc] of [...this.docs]) {
      if (!seen.has(id) && inScope(doc) && this.delete(id)) counts.removed += 1;
    }
    return counts;
  }

  /**
   * The documents `request` finds, best first. An all-words query is searched leaf by leaf
   * (leaf-search.ts), with the same answer as MiniSearch's search of its whole tree; `leaves`
   * keeps the leaves searched in full for the next search (the search worker's, as it is typed).
   */
  search(request: SearchRequest, leaves?: LeafCache): SearchHit[] {
    return run(this.searchSteps(request, leaves));
  }

  /** search, in steps (leaf-search.ts's Steps): the search worker's, which a newer one can stop. */
  *searchSteps(request: SearchRequest, leaves?: LeafCache): Steps<SearchHit[]> {
    const { text, kind, category, locale, match = 'all', limit = Infinity } = request;
    const wanted = (request.tags ?? []).map(fold);
    const keep = (doc: SearchDocument | undefined): doc is SearchDocument =>
      !!doc &&
      (!kind || doc.kind === kind) &&
      (!category || doc.category === category) &&
      (!locale || !doc.locale || doc.locale === locale) &&
      wanted.every((tag) => doc.tags.some((t) => fold(t) === tag));

    const query = buildQuery(text, match);
    if (!query) {
      // No words: a tag or category listing, newest first.
      if (wanted.length === 0 && !category) return [];
      return [...this.docs.values()]
        .filter(keep)
        .sort((a, b) => b.createdAt - a.createdAt)
        .slice(0, limit)
        .map((doc) => ({ doc, score: 0, terms: [] }));
    }
    const tree = match === 'all' ? leavesOf(query) : null;
    // One word and nothing to keep it for: MiniSearch's own search of it is the answer.
    if (tree && (leaves || tree.leaves.size > 1)) {
      const found = yield* searchTreeSteps(this.mini as MiniSearch<unknown>, tree, {
        cache: (leaves ?? new LeafCache()).at(this.changes),
        within: request.within,
        keep: (id) => keep(this.docs.get(id)),
        few: Math.max(FEW, this.docs.size / 10),
      });
      const hits: SearchHit[] = [];
      for (const { id, score, terms } of found) {
        hits.push({ doc: this.docs.get(id)!, score, terms });
        if (hits.length >= limit) break;
        if (hits.length % STEP === 0) yield;
      }
      return hits;
    }
    const hits: SearchHit[] = [];
    const within = request.within;
    for (const result of this.mini.search(query, {
      filter: (r) => keep(this.docs.get(r.id as string)),
      ...(within ? { boostDocument: (id: unknown) => (within.has(id as string) ? 1 : 0) } : {}),
    })) {
      const doc = this.docs.get(result.id as string);
      if (!doc) continue;
      hits.push({ doc, score: result.score, terms: result.terms });
      if (hits.length >= limit) break;
    }
    return hits;
  }

  /** The index as JSON (MiniSearch's own format), for measuring what persisting would cost. */
  toJSON(): unknown {
    return this.mini.toJSON();
  }
}
