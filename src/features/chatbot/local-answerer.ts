import type { ChatCitation, ChatPassage } from '../../data/model/chat';
import { questionUnits, type SearchHit } from '../search/search-index';
import { bigrams, tokenize } from '../search/tokenize';
import { sentences } from './plain-text';

export type LocalAnswer =
  | { answer: 'found'; passages: ChatPassage[]; citations: ChatCitation[] }
  | { answer: 'unknown' }
  | { answer: 'greeting' };

const MAX_SOURCES = 3;
const MAX_PASSAGES = 3;
/** Sources scoring below this share of the best one are noise, not support. */
const MIN_SHARE = 0.3;

const GREETINGS = new Set([
  'hi',
  'hello',
  'hey',
  'yo',
  '안녕',
  '안녕하세요',
  '안녕하세여',
  '하이',
  '반가워',
  '반가워요',
  '반갑습니다',
]);

export function isGreeting(question: string): boolean {
  const words = question
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return words.length > 0 && words.length <= 2 && words.every((word) => GREETINGS.has(word));
}

export function citationOf(hit: SearchHit, n: number): ChatCitation {
  return { n, kind: hit.doc.kind, title: hit.doc.title, href: hit.doc.href };
}

/** The sources worth citing for a question: the best hits, without the weak tail. */
export function supportingHits(hits: readonly SearchHit[], max = MAX_SOURCES): SearchHit[] {
  const best = hits[0]?.score ?? 0;
  return hits.filter((hit) => hit.score >= best * MIN_SHARE).slice(0, max);
}

/**
 * How well a sentence answers: the matched terms it contains, a word counting more than a
 * two-character piece of Korean, slightly favouring shorter sentences at equal matches.
 */
function scoreSentence(sentence: string, terms: ReadonlySet<string>): number {
  const present = new Set(tokenize(sentence));
  let score = 0;
  for (const term of terms) {
    if (present.has(term)) score += term.length > 2 || /^[a-z0-9]+$/.test(term) ? 2 : 1;
  }
  return score === 0 ? 0 : score / Math.sqrt(Math.max(8, present.size) / 8);
}

/**
 * The offline answerer: quotes the sentences of the best-matching posts and pages that share
 * the most terms with the question, each with a citation to where it comes from. Extractive on
 * purpose: it never says anything the site does not.
 */
export function answerLocally(question: string, hits: readonly SearchHit[]): LocalAnswer {
  if (isGreeting(question)) return { answer: 'greeting' };
  if (questionUnits(question).length === 0) return { answer: 'unknown' };
  const sources = supportingHits(hits);
  if (sources.length === 0) return { answer: 'unknown' };

  const asked = questionUnits(question).flatMap((unit) =>
    unit.cjk ? bigrams(unit.text) : [unit.text],
  );
  const candidates: Array<{ text: string; score: number; rank: number }> = [];
  sources.forEach((hit, rank) => {
    // The matched document terms include what prefix and typo matching expanded to.
    const terms = new Set([...hit.terms, ...asked]);
    const scored = sentences(hit.doc.content)
      .map((text) => ({ text, score: scoreSentence(text, terms) }))
      .filter((s) => s.score > 0)
      .sort((a, b) => b.score - a.score);
    // A source that matched only by its title or tags: its opening sentence says what it is.
    const picked =
      scored.length > 0
        ? scored.slice(0, 2)
        : sentences(hit.doc.content)
            .slice(0, 1)
            .map((text) => ({ text, score: 0 }));
    for (const [i, s] of picked.entries()) {
      // A second sentence from the same source only if it is nearly as good as the first.
      if (i > 0 && s.score < (picked[0]?.score ?? 0) * 0.8) break;
      candidates.push({ text: s.text, score: s.score, rank });
    }
  });
  if (candidates.length === 0) return { answer: 'unknown' };

  // Each source's best sentence first (in source order), then the runners-up.
  const firsts = sources
    .map((_, rank) => candidates.find((c) => c.rank === rank))
    .filter((c) => !!c);
  const rest = candidates.filter((c) => !firsts.includes(c)).sort((a, b) => b.score - a.score);
  const chosen = [...firsts, ...rest].slice(0, MAX_PASSAGES);
  // Numbered 1, 2, ... in source order, over the sources actually quoted.
  const quoted = [...new Set(chosen.map((c) => c.rank))].sort((a, b) => a - b);
  const numberOf = (rank: number) => quoted.indexOf(rank) + 1;
  return {
    answer: 'found',
    passages: chosen.map(({ text, rank }) => ({ text, cite: numberOf(rank) })),
    citations: quoted.map((rank) => citationOf(sources[rank]!, numberOf(rank))),
  };
}
