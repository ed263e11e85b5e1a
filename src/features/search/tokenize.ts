// How text becomes index terms. Korean (and the other scripts written without spaces between
// morphemes) is cut into overlapping two-character pieces, so a part of a word still matches:
// "애니메" finds "애니메이션" although Korean glues particles onto words ("애니메이션을") and
// has no stemmer here. Other scripts split into words.

/** Scripts written without reliable word boundaries: indexed as character bigrams. */
const CJK = /[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const RUNS =
  /[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+|(?:(?![\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])[\p{L}\p{N}\p{M}])+/gu;
const MARKS = /\p{M}/gu;
const NON_ASCII = /[\u0080-\uffff]/;

/**
 * Case and width folding: full-width "ＲＥＡＣＴ" and half-width "ｶﾀｶﾅ" become their ordinary
 * forms (NFKC), then lower case.
 */
export function fold(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** Accents off Latin-script words ("café" = "cafe"); never applied to Hangul, which NFD splits. */
function plainWord(word: string): string {
  return NON_ASCII.test(word) ? word.normalize('NFD').replace(MARKS, '').normalize('NFC') : word;
}

/** One stretch of text between separators: a word, or a run of CJK characters. */
export interface Unit {
  text: string;
  cjk: boolean;
}

/** Folded text cut into words and CJK runs, in order. */
export function units(text: string): Unit[] {
  const out: Unit[] = [];
  for (const match of fold(text).matchAll(RUNS)) {
    const run = match[0];
    const cjk = CJK.test(run);
    out.push({ text: cjk ? run : plainWord(run), cjk });
  }
  return out;
}

/** The index terms of a CJK run: its bigrams, or the run itself when it is one character. */
export function bigrams(run: string): string[] {
  const chars = Array.from(run);
  if (chars.length < 2) return chars;
  const out: string[] = [];
  for (let i = 0; i < chars.length - 1; i += 1) out.push(chars[i]! + chars[i + 1]!);
  return out;
}

/** Index terms of `text`: CJK bigrams and folded words, in order, with repeats. */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const unit of units(text)) {
    if (unit.cjk) terms.push(...bigrams(unit.text));
    else terms.push(unit.text);
  }
  return terms;
}

/**
 * Particles and polite question endings a Korean word typed in a query often carries
 * ("포털은", "모델링하나요"). The posts' text is indexed whole; only queries drop these, so a
 * question still finds the word. Longest first.
 */
const KOREAN_ENDINGS = [
  '했습니다',
  '입니다',
  '합니다',
  '인가요',
  '하나요',
  '할까요',
  '했어요',
  '이에요',
  '에서는',
  '으로는',
  '에서',
  '에게',
  '으로',
  '부터',
  '까지',
  '처럼',
  '보다',
  '해요',
  '나요',
  '까요',
  '세요',
  '은',
  '는',
  '이',
  '가',
  '을',
  '를',
  '에',
  '의',
  '도',
  '만',
  '로',
  '와',
  '과',
  '요',
];

/** A Hangul query word without its particle or ending, when at least two syllables remain. */
export function stripKoreanEnding(word: string): string {
  for (const ending of KOREAN_ENDINGS) {
    if (word.endsWith(ending) && word.length - ending.length >= 2) {
      return word.slice(0, -ending.length);
    }
  }
  return word;
}

export function isCjkTerm(term: string): boolean {
  return CJK.test(term);
}
