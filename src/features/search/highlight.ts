import { fold, isCjkTerm } from '../../data/search/tokenize';

export interface TextPart {
  text: string;
  match: boolean;
}

const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;
/** Whether `char` continues a word; CJK never does, as the tokenizer cuts words there. */
const inWord = (char: string | undefined) => !!char && WORD_CHAR.test(char) && !isCjkTerm(char);

/**
 * `text` folded one code point at a time, remembering where each folded code unit came from,
 * so a match found in the folded text maps back onto what the member sees.
 */
function foldWithSource(text: string): { folded: string; start: number[]; end: number[] } {
  let folded = '';
  const start: number[] = [];
  const end: number[] = [];
  let at = 0;
  for (const char of text) {
    const out = fold(char);
    for (let i = 0; i < out.length; i += 1) {
      start.push(at);
      end.push(at + char.length);
    }
    folded += out;
    at += char.length;
  }
  return { folded, start, end };
}

/**
 * `text` cut into parts, those where one of the matched index `terms` occurs marked. Words
 * match whole (so "art" does not light up inside "start"); CJK bigrams match anywhere, and
 * overlapping bigrams join into one mark.
 */
export function highlightParts(text: string, terms: readonly string[]): TextPart[] {
  if (terms.length === 0 || text === '') return [{ text, match: false }];
  const { folded, start, end } = foldWithSource(text);
  const ranges: Array<[number, number]> = [];
  for (const term of new Set(terms)) {
    if (!term) continue;
    const cjk = isCjkTerm(term);
    for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + 1)) {
      const after = at + term.length;
      if (!cjk && (inWord(folded[at - 1]) || inWord(folded[after]))) continue;
      ranges.push([start[at]!, end[after - 1]!]);
    }
  }
  if (ranges.length === 0) return [{ text, match: false }];
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  const parts: TextPart[] = [];
  let at = 0;
  for (const [from, to] of merged) {
    if (from > at) parts.push({ text: text.slice(at, from), match: false });
    parts.push({ text: text.slice(from, to), match: true });
    at = to;
  }
  if (at < text.length) parts.push({ text: text.slice(at), match: false });
  return parts;
}
