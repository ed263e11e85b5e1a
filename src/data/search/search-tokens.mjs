// How text becomes search terms, shared by the on-device index, the server-side token field
// (`searchTokens` on each post, written by the app and by the demo seed) and the server query.
// A plain module so the seed scripts run it as is.
//
// Korean (and the other scripts written without spaces between morphemes) is cut into
// overlapping two-character pieces, so part of a word still matches: "애니메" finds "애니메이션"
// although Korean glues particles onto words ("애니메이션을") and has no stemmer here. Other
// scripts split into words. A mention's token (`@[uid]`) is no word of the text: it is left out.

import { MENTION_TOKEN } from '../model/mention-token.mjs';

/** Scripts written without reliable word boundaries: indexed as character bigrams. */
const CJK = /[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const RUNS =
  /[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+|(?:(?![\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])[\p{L}\p{N}\p{M}])+/gu;
const MARKS = /\p{M}/gu;
const NON_ASCII = /[\u0080-\uffff]/;
/** Standalone jamo: a syllable still being composed by the input method. */
const TRAILING_JAMO = /[\u1100-\u11ff\u3131-\u318e]+$/u;

/**
 * The tokenizer's version, written with the tokens (`searchVersion` on a post; none is version 1).
 * Raise it whenever searchTokensOf would give another post other tokens: the server re-tokenizes
 * a post whose tokens are older (functions/, docs/server.md), and `npm run reindex` a project.
 */
export const SEARCH_VERSION = 2;

/** At most this many tokens on a post (firestore.rules check the same bound). */
export const MAX_SEARCH_TOKENS = 200;
/** Longer words are cut to this many characters, in the index and in the query alike. */
export const MAX_TOKEN_LENGTH = 24;
/** Marks a tag's token, so `#pwa` never matches the word "pwa" in a title. */
const TAG = '#';

/**
 * Case and width folding: full-width "ＲＥＡＣＴ" and half-width "ｶﾀｶﾅ" become their ordinary
 * forms (NFKC), then lower case.
 */
export function fold(text) {
  return text.normalize('NFKC').toLowerCase();
}

/** Accents off Latin-script words ("café" = "cafe"); never applied to Hangul, which NFD splits. */
function plainWord(word) {
  return NON_ASCII.test(word) ? word.normalize('NFD').replace(MARKS, '').normalize('NFC') : word;
}

/** Folded text cut into words and CJK runs (`{ text, cjk }`), in order. */
export function units(text) {
  const out = [];
  for (const match of fold(text).matchAll(RUNS)) {
    const run = match[0];
    const cjk = CJK.test(run);
    out.push({ text: cjk ? run : plainWord(run), cjk });
  }
  return out;
}

/** The terms of a CJK run: its bigrams, or the run itself when it is one character. */
export function bigrams(run) {
  const chars = Array.from(run);
  if (chars.length < 2) return chars;
  const out = [];
  for (let i = 0; i < chars.length - 1; i += 1) out.push(chars[i] + chars[i + 1]);
  return out;
}

export function isCjkTerm(term) {
  return CJK.test(term);
}

/**
 * Particles and polite question endings a Korean word typed in a query often carries
 * ("포털은", "모델링하나요"). Posts are indexed whole; only queries drop these, so a question
 * still finds the word. Longest first.
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
export function stripKoreanEnding(word) {
  for (const ending of KOREAN_ENDINGS) {
    if (word.endsWith(ending) && word.length - ending.length >= 2) {
      return word.slice(0, -ending.length);
    }
  }
  return word;
}

/** The words and CJK runs of a query, Korean ones without their particles and endings. */
export function queryUnits(text) {
  return units(text.replace(TRAILING_JAMO, '')).map((unit) =>
    unit.cjk ? { ...unit, text: stripKoreanEnding(unit.text) } : unit,
  );
}

const cut = (token) => Array.from(token).slice(0, MAX_TOKEN_LENGTH).join('');

/** Every prefix of a word from two characters on (cut to the token length). */
function prefixes(word) {
  const chars = Array.from(word).slice(0, MAX_TOKEN_LENGTH);
  const out = [];
  for (let end = 2; end <= chars.length; end += 1) out.push(chars.slice(0, end).join(''));
  return out;
}

function textTokens(text, add) {
  for (const unit of units(text.replace(MENTION_TOKEN, ' '))) {
    if (unit.cjk) bigrams(unit.text).forEach(add);
    else prefixes(unit.text).forEach(add);
  }
}

const tagToken = (tag) => cut(TAG + fold(tag).trim());

/**
 * A post's server-side search tokens: its tags (`#tag`), then the Korean bigrams and the English
 * words' prefixes of its title, then of its content, until MAX_SEARCH_TOKENS. A query token
 * found here is a match; the device then ranks the matches.
 */
export function searchTokensOf({ title, tags, content }) {
  const out = new Set();
  const add = (token) => {
    if (out.size < MAX_SEARCH_TOKENS) out.add(token);
  };
  tags.forEach((tag) => add(tagToken(tag)));
  textTokens(title, add);
  textTokens(content, add);
  return [...out];
}

/**
 * A post's text as the server stores it: what its author wrote, and its search tokens at this
 * tokenizer's version. The app's create and edit (src/data/sync/ops) and the demo seed write
 * exactly these.
 */
export function postTextFields({ title, category, tags, content }) {
  return {
    title,
    category,
    tags,
    content,
    searchTokens: searchTokensOf({ title, tags, content }),
    searchVersion: SEARCH_VERSION,
  };
}

/**
 * The tokens a post must hold to match a query: every tag's, every Korean bigram and every
 * English word (cut to the token length, so a typed prefix matches). A lone Korean syllable or
 * letter gives none: the server cannot answer it, the device's index can.
 */
export function queryTokensOf(text, tags) {
  const out = new Set(tags.map(tagToken));
  for (const unit of queryUnits(text)) {
    if (unit.cjk) {
      if (Array.from(unit.text).length >= 2) bigrams(unit.text).forEach((t) => out.add(t));
    } else if (Array.from(unit.text).length >= 2) {
      out.add(cut(unit.text));
    }
  }
  return [...out];
}

/**
 * The one token the server is asked for (the others are checked on the device): a tag's when
 * there is one, otherwise the longest word (long words are rare), a Korean bigram last.
 */
export function anchorTokenOf(tokens) {
  const weight = (token) =>
    token.startsWith(TAG) ? 1000 : isCjkTerm(token) ? 3 : Array.from(token).length;
  let best = null;
  for (const token of tokens) if (best === null || weight(token) > weight(best)) best = token;
  return best;
}

const sameList = (a, b) =>
  Array.isArray(a) && a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * What a stored post must be given for its tokens to be this tokenizer's: `{ searchTokens,
 * searchVersion }` when they are missing, older, or not those of its text; null when they are
 * (or when a newer tokenizer wrote them, or the post is not one). The server's trigger and
 * `npm run reindex` write exactly this, so writing it twice changes nothing.
 */
export function searchTokensUpdate(post) {
  const { title, tags, content } = post;
  if (typeof title !== 'string' || typeof content !== 'string' || !Array.isArray(tags)) return null;
  if (!tags.every((tag) => typeof tag === 'string')) return null;
  const version = typeof post.searchVersion === 'number' ? post.searchVersion : 1;
  if (version > SEARCH_VERSION) return null;
  const searchTokens = searchTokensOf({ title, tags, content });
  if (version === SEARCH_VERSION && sameList(post.searchTokens, searchTokens)) return null;
  return { searchTokens, searchVersion: SEARCH_VERSION };
}
