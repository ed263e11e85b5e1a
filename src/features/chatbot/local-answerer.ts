import type { ChatCitation, ChatPassage } from '../../data/model/chat';
import { questionUnits, type SearchHit } from '../../data/search/search-index';
import { bigrams, isCjkTerm, tokenize, units, type Unit } from '../../data/search/tokenize';
import { sentences } from './plain-text';

export type LocalAnswer =
  | { answer: 'found'; passages: ChatPassage[]; citations: ChatCitation[] }
  | { answer: 'unknown' }
  | { answer: 'greeting' };

const MAX_SOURCES = 3;
const MAX_PASSAGES = 3;
/** Sources scoring below this share of the best one are noise, not support. */
const MIN_SHARE = 0.3;
/** A second sentence from one source must be nearly as good as its first. */
const RUNNER_UP_SHARE = 0.8;

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

/** Whether `a` and `b` differ by at most one inserted, deleted or changed letter. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  const restA = a.slice(i + (a.length >= b.length ? 1 : 0));
  const restB = b.slice(i + (b.length >= a.length ? 1 : 0));
  return restA === restB;
}

/**
 * How much of the question one sentence covers: each question word counts the same (a Korean
 * word by the share of its bigrams present; an English one when present as typed, completed
 * or with one letter off), so a long Korean word does not outweigh a short English one.
 * Earlier sentences win ties: texts tend to say what they are about first.
 */
function scoreSentence(sentence: string, asked: readonly Unit[], position: number): number {
  const present = new Set(tokenize(sentence));
  const words = [...present].filter((term) => !isCjkTerm(term));
  let covered = 0;
  for (const unit of asked) {
    if (unit.cjk) {
      const grams = bigrams(unit.text);
      covered += grams.filter((gram) => present.has(gram)).length / grams.length;
    } else if (
      present.has(unit.text) ||
      words.some(
        (word) =>
          (unit.text.length >= 3 && word.startsWith(unit.text)) ||
          (unit.text.length >= 4 && withinOneEdit(word, unit.text)),
      )
    ) {
      covered += 1;
    }
  }
  if (covered === 0) return 0;
  // Length in words, not terms: bigrams would make every Korean sentence look long.
  const length = Math.sqrt(Math.max(6, units(sentence).length) / 6);
  return (covered / length) * (1 + 0.5 / (1 + position));
}

/**
 * The offline answerer: quotes the sentences of the best-matching posts and pages that cover
 * the most of the question, each with a citation to where it comes from. Extractive on
 * purpose: it never says anything the site does not.
 */
export function answerLocally(question: string, hits: readonly SearchHit[]): LocalAnswer {
  if (isGreeting(question)) return { answer: 'greeting' };
  const asked = questionUnits(question);
  if (asked.length === 0) return { answer: 'unknown' };
  const sources = supportingHits(hits);
  if (sources.length === 0) return { answer: 'unknown' };

  const candidates: Array<{ text: string; score: number; rank: number }> = [];
  sources.forEach((hit, rank) => {
    const all = sentences(hit.doc.content);
    const scored = all
      .map((text, position) => ({ text, score: scoreSentence(text, asked, position) }))
      .filter((s) => s.score > 0)
      .sort((a, b) => b.score - a.score);
    // A source found by its title or tags alone: its opening sentence says what it is about.
    const picked =
      scored.length > 0 ? scored.slice(0, 2) : all.slice(0, 1).map((text) => ({ text, score: 0 }));
    const best = picked[0]?.score ?? 0;
    for (const [i, s] of picked.entries()) {
      if (i > 0 && s.score < best * RUNNER_UP_SHARE) break;
      candidates.push({ ...s, rank });
    }
  });
  if (candidates.length === 0) return { answer: 'unknown' };

  // Each source's best sentence first (in source order), then the runners-up.
  const firsts = sources
    .map((_, rank) => candidates.find((c) => c.rank === rank))
    .filter((c) => c !== undefined);
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
